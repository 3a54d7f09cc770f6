import { describe, expect, it } from 'vitest';
import { DEFAULT_FAMILY_PRIVACY, type FamilyPrivacySettings } from '#common/families';
import { DEFAULT_MEMBER_PRIVACY } from '#common/members';
import {
  canApprovePurchase,
  canDelete,
  canDeleteGiftIdea,
  canDeleteImport,
  canDeleteTrackedAd,
  canEdit,
  canImportFor,
  canMarkGift,
  canReadReason,
  canSeeFeed,
  canSeeGiftIdea,
  canSeeGiftIdeas,
  canSeeGiftStatus,
  canSeeRecorder,
  canSeeSignalSource,
  canSeeSignals,
  canSeeTrackedAds,
  isChild,
  mayTargetAds,
  purchaseNeedsApproval,
  seesInFull,
  visibleRecorderId,
  visibleSignalSources,
} from './access.rules';

const owner = { userId: 1, isOwner: true };
const creator = { userId: 2, isOwner: false };
const other = { userId: 3, isOwner: false };
const linked = { userId: 4, isOwner: false };
const open = DEFAULT_MEMBER_PRIVACY;
const family = { ...DEFAULT_FAMILY_PRIVACY };
const relativeRecord = {
  userId: null,
  createdByUserId: 2,
  age: 70,
  relationship: 'Grandparent',
  privacy: open,
};
const accountRecord = { userId: 4, createdByUserId: 4, age: 30, relationship: 'Sibling', privacy: open };
const childRecord = { userId: null, createdByUserId: 2, age: 8, relationship: 'Child', privacy: open };
const childAccount = { userId: 4, createdByUserId: 4, age: 10, relationship: 'Child', privacy: open };
const viewers = [owner, creator, other, linked];
const each = (fn: (v: typeof owner) => boolean) => viewers.map(fn);

describe('who sees a record in full and who edits it', () => {
  it('shows a record in full to its member, and to the managers of a record without an account', () => {
    expect(each((v) => seesInFull(accountRecord, v))).toEqual([false, false, false, true]);
    expect(each((v) => seesInFull(relativeRecord, v))).toEqual([true, true, false, false]);
  });

  it("shows a child's record in full to the child and the child's guardians", () => {
    expect(each((v) => seesInFull(childRecord, v))).toEqual([true, true, false, false]);
    expect(each((v) => seesInFull(childAccount, v))).toEqual([true, false, false, true]);
  });

  it("leaves an adult's own record to that adult: not even the owner edits it", () => {
    expect(each((v) => canEdit(accountRecord, v))).toEqual([false, false, false, true]);
  });

  it('lets the owner and the creator edit a record without an account', () => {
    expect(each((v) => canEdit(relativeRecord, v))).toEqual([true, true, false, false]);
  });

  it('leaves child profiles to their guardians, not the child account', () => {
    expect(each((v) => canEdit(childRecord, v))).toEqual([true, true, false, false]);
    expect(each((v) => canEdit(childAccount, v))).toEqual([true, false, false, false]);
  });

  it('lets the owner delete anyone but themselves, and the creator an account-less record', () => {
    expect(canDelete(accountRecord, owner)).toBe(true);
    expect(canDelete({ ...accountRecord, userId: 1 }, owner)).toBe(false);
    expect(canDelete(accountRecord, linked)).toBe(false);
    expect(canDelete(relativeRecord, creator)).toBe(true);
    expect(canDelete(relativeRecord, other)).toBe(false);
  });
});

describe('tracked ads and gift ideas', () => {
  it('shows ads and ideas to the whole family by default', () => {
    expect(each((v) => canSeeTrackedAds(accountRecord, v, family))).toEqual([true, true, true, true]);
    expect(each((v) => canSeeGiftIdeas(accountRecord, v, family))).toEqual([true, true, true, true]);
  });

  it("hides a member's ads from everyone else when the member turns adsVisible off", () => {
    const hidden = { ...accountRecord, privacy: { ...open, adsVisible: false } };
    expect(each((v) => canSeeTrackedAds(hidden, v, family))).toEqual([false, false, false, true]);
    expect(each((v) => canSeeGiftIdeas(hidden, v, family))).toEqual([true, true, true, true]);
  });

  it('hides ideas from everyone else when the member turns giftsVisible off', () => {
    const hidden = { ...accountRecord, privacy: { ...open, giftsVisible: false } };
    expect(each((v) => canSeeGiftIdeas(hidden, v, family))).toEqual([false, false, false, true]);
  });

  it('limits ads and ideas to the owner and the member under the family flags', () => {
    const closed = { ...family, adsVisibleToAll: false, giftsVisibleToAll: false };
    expect(each((v) => canSeeTrackedAds(accountRecord, v, closed))).toEqual([true, false, false, true]);
    expect(each((v) => canSeeGiftIdeas(accountRecord, v, closed))).toEqual([true, false, false, true]);
  });

  it("keeps a relative's ads visible to the person managing the record whatever the flags", () => {
    const hidden = { ...relativeRecord, privacy: { ...open, adsVisible: false, giftsVisible: false } };
    const closed = { ...family, adsVisibleToAll: false };
    expect(each((v) => canSeeTrackedAds(hidden, v, closed))).toEqual([true, true, false, false]);
  });

  it('lets the person who tracked an ad, the member it is about and the owner delete it', () => {
    const trackedByCreator = { createdByUserId: creator.userId };
    expect(each((v) => canDeleteTrackedAd(trackedByCreator, accountRecord, v))).toEqual([
      true,
      true,
      false,
      true,
    ]);
    const trackedByOther = { createdByUserId: other.userId };
    expect(each((v) => canDeleteTrackedAd(trackedByOther, relativeRecord, v))).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(each((v) => canDeleteTrackedAd({ createdByUserId: null }, childRecord, v))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("shows a child's ads to the family as usual", () => {
    expect(each((v) => canSeeTrackedAds(childRecord, v, family))).toEqual([true, true, true, true]);
  });

  it('never shows the member the status of ideas for themself, and lets them not mark them', () => {
    expect(each((v) => canSeeGiftStatus(accountRecord, v))).toEqual([true, true, true, false]);
    expect(each((v) => canMarkGift(accountRecord, v, family))).toEqual([true, true, true, false]);
    expect(each((v) => canSeeGiftStatus(childAccount, v))).toEqual([true, true, true, false]);
  });

  it('shows the member only the ideas they made for themself, and relatives every idea', () => {
    expect(each((v) => canSeeGiftIdea({ byMember: false }, accountRecord, v))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(each((v) => canSeeGiftIdea({ byMember: true }, accountRecord, v))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it("makes a non-owner's purchase wait for approval only when the family asks for it", () => {
    expect(purchaseNeedsApproval(other, family)).toBe(false);
    const strict = { ...family, requireApprovalForGifts: true };
    expect(purchaseNeedsApproval(other, strict)).toBe(true);
    expect(purchaseNeedsApproval(owner, strict)).toBe(false);
  });

  it("lets relatives who may mark ideas delete the relatives' ones, the member only their own, and only the owner approve", () => {
    const relatives = { byMember: false };
    const members = { byMember: true };
    expect(each((v) => canDeleteGiftIdea(relatives, accountRecord, v, family))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(each((v) => canDeleteGiftIdea(members, accountRecord, v, family))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    const hidden = { ...relativeRecord, privacy: { ...open, giftsVisible: false } };
    expect(each((v) => canDeleteGiftIdea(relatives, hidden, v, family))).toEqual([true, true, false, false]);
    expect(each((v) => canApprovePurchase(relativeRecord, v))).toEqual([true, false, false, false]);
    const ownersOwn = { ...accountRecord, userId: 1 };
    expect(canApprovePurchase(ownersOwn, owner)).toBe(false);
  });
});

describe('signals, imports and ads', () => {
  it('shows the interest profile only where both interests and ads may be seen', () => {
    expect(each((v) => canSeeSignals(accountRecord, v, family))).toEqual([true, true, true, true]);
    for (const flag of ['shareInterests', 'profileVisible', 'allowFamilyView', 'adsVisible'] as const) {
      const closed = { ...accountRecord, privacy: { ...open, [flag]: false } };
      expect(each((v) => canSeeSignals(closed, v, family))).toEqual([false, false, false, true]);
    }
  });

  it('shows a feed exactly to those who may see the interest profile it is made from', () => {
    expect(each((v) => canSeeFeed(accountRecord, v, family))).toEqual([true, true, true, true]);
    const hidden = { ...accountRecord, privacy: { ...open, shareInterests: false } };
    expect(each((v) => canSeeFeed(hidden, v, family))).toEqual([false, false, false, true]);
    const ownerOnly = { ...family, adsVisibleToAll: false };
    const quiet = { ...relativeRecord, privacy: { ...open, profileVisible: false } };
    expect(each((v) => canSeeFeed(quiet, v, ownerOnly))).toEqual([true, true, false, false]);
    expect(each((v) => canSeeFeed(childRecord, v, family))).toEqual(
      each((v) => canSeeSignals(childRecord, v, family)),
    );
  });

  it("lets only an adult import their own data, and only guardians import a child's", () => {
    expect(each((v) => canImportFor(accountRecord, v, family))).toEqual([false, false, false, true]);
    expect(each((v) => canImportFor(childRecord, v, family))).toEqual([true, true, false, false]);
    expect(each((v) => canImportFor(relativeRecord, v, family))).toEqual([true, true, false, false]);
  });

  it('leaves imports to the owner when the family turns data imports off', () => {
    const closed = { ...family, allowDataImports: false };
    expect(each((v) => canImportFor(relativeRecord, v, closed))).toEqual([true, false, false, false]);
    expect(each((v) => canImportFor(accountRecord, v, closed))).toEqual([false, false, false, false]);
  });

  it('lets the importer, the member, and whoever may import for the member delete an import', () => {
    const byCreator = { createdByUserId: 2 };
    expect(each((v) => canDeleteImport(byCreator, accountRecord, v, family))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    expect(each((v) => canDeleteImport({ createdByUserId: 4 }, childRecord, v, family))).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(each((v) => canDeleteImport({ createdByUserId: null }, relativeRecord, v, family))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('treats under-13s and age-less children as children, whose data never targets ads', () => {
    expect(isChild({ age: 12, relationship: 'Sibling' })).toBe(true);
    expect(isChild({ age: 13, relationship: 'Child' })).toBe(false);
    expect(isChild({ age: null, relationship: ' child ' })).toBe(true);
    expect(mayTargetAds(childRecord)).toBe(false);
    expect(mayTargetAds(accountRecord)).toBe(true);
  });
});

describe('who recorded an ad or gift activity (activityVisible)', () => {
  const quiet = { userId: 3, activityVisible: false };
  const open = { userId: 3, activityVisible: true };

  it('shows the recorder their own activity, and nobody else unless they turned it on', () => {
    expect(each((v) => canSeeRecorder(quiet, v))).toEqual([false, false, true, false]);
    expect(each((v) => canSeeRecorder(open, v))).toEqual([true, true, true, true]);
  });

  it('gives the recorder id only to those who may see it, and hides an unknown recorder', () => {
    expect(viewers.map((v) => visibleRecorderId(quiet, v))).toEqual([null, null, 3, null]);
    expect(visibleRecorderId(open, owner)).toBe(3);
    expect(canSeeRecorder(undefined, owner)).toBe(false);
    expect(visibleRecorderId(undefined, other)).toBeNull();
  });
});

describe('which signals a viewer’s interest profile is made of', () => {
  const jon = (privacy: Partial<typeof open> = {}) => ({
    ...accountRecord,
    privacy: { ...open, ...privacy },
  });
  const sees = (
    member: Parameters<typeof visibleSignalSources>[0],
    viewer: typeof owner,
    fam: FamilyPrivacySettings = family,
  ) => [...visibleSignalSources(member, viewer, fam)].sort();

  it('never shows the member what others did about gifts for them, nor others what the in-app tracker saw', () => {
    expect(canSeeSignalSource('gift_feedback', jon(), linked, family)).toBe(false);
    expect(canSeeSignalSource('gift_feedback', jon(), other, family)).toBe(true);
    expect(canSeeSignalSource('browsing', jon(), linked, family)).toBe(true);
    expect(canSeeSignalSource('browsing', jon(), owner, family)).toBe(false);
    expect(sees(jon(), linked)).toEqual(
      [
        'ad_insight',
        'browsing',
        'feed',
        'import',
        'occasion',
        'profile',
        'questionnaire',
        'tracked_ad',
        'wishlist',
      ].sort(),
    );
  });

  it('gives a relative only the sources the member shares', () => {
    expect(sees(jon({ shareOnboardingData: false }), other)).not.toContain('questionnaire');
    expect(sees(jon({ shareOnboardingData: false }), other)).toContain('profile');
    expect(sees(jon({ shareInterests: false }), other)).toEqual([
      'ad_insight',
      'gift_feedback',
      'occasion',
      'tracked_ad',
      'wishlist',
    ]);
    expect(sees(jon({ adsVisible: false }), other)).toEqual([
      'gift_feedback',
      'occasion',
      'profile',
      'questionnaire',
      'wishlist',
    ]);
    expect(sees(jon({ profileVisible: false }), other)).toEqual([
      'ad_insight',
      'gift_feedback',
      'occasion',
      'tracked_ad',
      'wishlist',
    ]);
    expect(
      sees(jon({ shareInterests: false, shareOnboardingData: false, adsVisible: false }), owner),
    ).toEqual(['gift_feedback', 'occasion', 'wishlist']);
    expect(sees(jon({ giftsVisible: false }), other)).not.toContain('gift_feedback');
    expect(sees(jon(), other, { ...family, adsVisibleToAll: false })).toEqual([
      'gift_feedback',
      'occasion',
      'profile',
      'questionnaire',
      'wishlist',
    ]);
  });

  it("gives a child's guardians everything but the child's own browsing", () => {
    expect(sees({ ...childRecord, privacy: { ...open, shareInterests: false } }, creator)).toEqual(
      [
        'ad_insight',
        'feed',
        'gift_feedback',
        'import',
        'occasion',
        'profile',
        'questionnaire',
        'tracked_ad',
        'wishlist',
      ].sort(),
    );
  });

  it('lets a viewer read a stored reason only when they may see every source it rests on', () => {
    const visible = visibleSignalSources(jon({ shareOnboardingData: false }), other, family);
    expect(canReadReason({ sources: ['tracked_ad'], createdByUserId: 1 }, visible, other)).toBe(true);
    expect(
      canReadReason({ sources: ['tracked_ad', 'questionnaire'], createdByUserId: 1 }, visible, other),
    ).toBe(false);
    expect(canReadReason({ sources: [], createdByUserId: 1 }, visible, other)).toBe(true);
    // Saved before sources were recorded: only whoever generated it.
    expect(canReadReason({ sources: null, createdByUserId: 3 }, visible, other)).toBe(true);
    expect(canReadReason({ sources: null, createdByUserId: 1 }, visible, other)).toBe(false);
  });
});
