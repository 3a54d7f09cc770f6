import { describe, expect, it } from 'vitest';
import { DEFAULT_FAMILY_PRIVACY } from '#common/families';
import { MEMBER_PRIVACY_FLAGS, type MemberPrivacy } from '#common/members';
import type { SignalVisibility } from '#common/signals/source-declaration';
import { SIGNAL_SOURCE_TABLE } from '#common/signals/sources';
import { SIGNAL_SOURCES } from '#common/signals/weights';
import {
  canSeeGiftIdeas,
  canSeeSignalSource,
  canSeeSignals,
  canSeeTrackedAds,
  isOwnRecord,
  isSelf,
  type MemberWithPrivacy,
  seesInFull,
  type Viewer,
} from './access.rules';

// Every member record shape (a relative's, an adult's own, a child's, a child's own, one a joiner
// claimed), every viewer, every member privacy switch and the family's ads and gift switches.
const RECORDS = [
  { userId: null, createdByUserId: 2, age: 70, relationship: 'Grandparent' },
  { userId: 4, createdByUserId: 4, age: 30, relationship: 'Sibling' },
  { userId: null, createdByUserId: 2, age: 8, relationship: 'Child' },
  { userId: 4, createdByUserId: 4, age: 10, relationship: 'Child' },
  { userId: null, createdByUserId: 2, age: 40, relationship: 'Sibling', claimedByUserId: 3 },
];
const VIEWERS: Viewer[] = [
  { userId: 1, isOwner: true },
  { userId: 2, isOwner: false },
  { userId: 3, isOwner: false },
  { userId: 4, isOwner: false },
];
const FAMILIES = [false, true].flatMap((adsVisibleToAll) =>
  [false, true].map((giftsVisibleToAll) => ({
    ...DEFAULT_FAMILY_PRIVACY,
    adsVisibleToAll,
    giftsVisibleToAll,
  })),
);
const PRIVACIES = Array.from(
  { length: 2 ** MEMBER_PRIVACY_FLAGS.length },
  (_, mask) =>
    Object.fromEntries(
      MEMBER_PRIVACY_FLAGS.map((flag, i) => [flag, Boolean(mask & (1 << i))]),
    ) as MemberPrivacy,
);
const CASES = PRIVACIES.flatMap((privacy) =>
  RECORDS.flatMap((record) =>
    VIEWERS.flatMap((viewer) =>
      FAMILIES.map((family) => ({ member: { ...record, privacy } as MemberWithPrivacy, viewer, family })),
    ),
  ),
);
type Case = (typeof CASES)[number];

/** The cases where a source of this kind is not seen exactly as `expected` says (the first few). */
const mismatches = (kind: SignalVisibility, expected: (c: Case) => boolean) => {
  const sources = SIGNAL_SOURCES.filter((source) => SIGNAL_SOURCE_TABLE[source].visibility === kind);
  const wrong = CASES.flatMap((c) =>
    sources
      .filter((source) => canSeeSignalSource(source, c.member, c.viewer, c.family) !== expected(c))
      .map((source) => ({ source, ...c })),
  );
  return { sources, wrong: wrong.slice(0, 3) };
};

describe('who sees a source follows the kind of visibility the sources table declares for it', () => {
  it('keeps gift feedback from the person (their own record or one they claimed), else follows gift ideas', () => {
    const { sources, wrong } = mismatches(
      'gift-feedback',
      ({ member, viewer, family }) => !isSelf(member, viewer) && canSeeGiftIdeas(member, viewer, family),
    );
    expect(sources).toContain('gift_feedback');
    expect(wrong).toEqual([]);
  });

  it('keeps what only the own account may see to that account', () => {
    const { sources, wrong } = mismatches('own-account-only', ({ member, viewer }) =>
      isOwnRecord(member, viewer),
    );
    expect(sources).toContain('browsing');
    expect(wrong).toEqual([]);
  });

  it('follows the tracked-ads rule for ad sources and the profile rule for imports and the feed', () => {
    const ads = mismatches('tracked-ads', ({ member, viewer, family }) =>
      canSeeTrackedAds(member, viewer, family),
    );
    const profile = mismatches('profile-signals', ({ member, viewer, family }) =>
      canSeeSignals(member, viewer, family),
    );
    expect(ads.sources).toContain('ad_insight');
    expect(profile.sources).toContain('import');
    expect([...ads.wrong, ...profile.wrong]).toEqual([]);
  });

  it('shows answers only where interests show too, and both in full or as the member shares them', () => {
    const interests = ({ member, viewer }: Case) =>
      seesInFull(member, viewer) ||
      (member.privacy.profileVisible && member.privacy.allowFamilyView && member.privacy.shareInterests);
    const typed = mismatches('interests', interests);
    const answers = mismatches(
      'answers',
      (c) => seesInFull(c.member, c.viewer) || (interests(c) && c.member.privacy.shareOnboardingData),
    );
    expect(typed.sources).toContain('profile');
    expect(answers.sources).toContain('questionnaire');
    expect([...typed.wrong, ...answers.wrong]).toEqual([]);
  });

  it('shows occasions and wishlist items to whoever sees the member, whatever they hide', () => {
    const { sources, wrong } = mismatches('whoever-sees-member', () => true);
    expect(sources).toContain('wishlist');
    expect(wrong).toEqual([]);
  });
});
