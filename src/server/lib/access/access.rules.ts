import { DEFAULT_FAMILY_PRIVACY, type FamilyPrivacySettings } from '#common/families';
import { DEFAULT_MEMBER_PRIVACY, isChildProfile, type MemberPrivacy } from '#common/members';
import type { SignalVisibility } from '#common/signals/source-declaration';
import { SIGNAL_SOURCE_TABLE } from '#common/signals/sources';
import { SIGNAL_SOURCES, type SignalSource } from '#common/signals/weights';
import { canSeeAge } from './access.fields';

/**
 * Who may see and do what with a family member's record and data (decisions 0005 and 0008).
 * Pure functions, decided once here; every feature asks these and nothing else.
 */

/** The facts about a member record that decide who may see and change it. */
export interface MemberFacts {
  userId: number | null;
  createdByUserId: number | null;
  age: number | null;
  relationship: string;
  /** Someone who joined said this record (without an account) is them; the owner has not decided yet. */
  claimedByUserId?: number | null;
}

export interface MemberWithPrivacy extends MemberFacts {
  privacy: MemberPrivacy;
}

export interface Viewer {
  userId: number;
  /** The viewer owns the member's family. */
  isOwner: boolean;
}

/** Under 13, or a Child with no age: managed by guardians; never targets third-party ads. */
export const isChild = (member: Pick<MemberFacts, 'age' | 'relationship'>): boolean => isChildProfile(member);

/** The record is the viewer's own (their account's member record). */
export const isOwnRecord = (member: MemberFacts, viewer: Viewer): boolean =>
  member.userId !== null && member.userId === viewer.userId;

/** The owner and the person who created the record, unless that is the child's own account. */
const isGuardian = (member: MemberFacts, viewer: Viewer): boolean =>
  viewer.isOwner || (member.createdByUserId === viewer.userId && member.userId !== viewer.userId);

/**
 * Full view, past the privacy filter: your own record; a record without an account that you
 * manage (its creator, the family owner); a child's record for its guardians.
 */
export function seesInFull(member: MemberFacts, viewer: Viewer): boolean {
  if (isOwnRecord(member, viewer)) return true;
  if (isChild(member)) return isGuardian(member, viewer);
  if (member.userId !== null) return false;
  return member.createdByUserId === viewer.userId || viewer.isOwner;
}

/**
 * Editing the record, its photo and its privacy switches. An adult's own record is theirs
 * alone: the owner cannot reveal what they hid. A child profile belongs to its guardians
 * (not to the child's own account); a record without an account to its creator and the owner.
 */
export function canEdit(member: MemberFacts, viewer: Viewer): boolean {
  if (isChild(member)) return isGuardian(member, viewer);
  if (member.userId !== null) return member.userId === viewer.userId;
  return viewer.isOwner || member.createdByUserId === viewer.userId;
}

/** The owner may remove anyone but themselves; the creator may remove a record without an account. */
export function canDelete(member: MemberFacts, viewer: Viewer): boolean {
  if (viewer.isOwner) return member.userId !== viewer.userId;
  return member.userId === null && member.createdByUserId === viewer.userId;
}

/**
 * Whether the viewer may see the member's age: the record's `age` field rule (the member's
 * `personalInfoVisible` and profile switches, the family's `personalInfoVisibleToAll`). Whatever
 * is made from the age (a birth year, the age a birthday turns, gift reasons and feed texts that
 * name it, the AI prompt's age band, the recommender's age filter) follows it (issue 29).
 */
export function canSeeAgeOf(
  member: MemberWithPrivacy,
  viewer: Viewer,
  family: FamilyPrivacySettings,
): boolean {
  return canSeeAge(member, {
    fullView: seesInFull(member, viewer),
    isOwner: viewer.isOwner,
    personalInfoVisibleToAll: family.personalInfoVisibleToAll,
  });
}

/** The age a suggestion made for this viewer may use: the member's, or null when it is hidden from them. */
export const visibleAge = (member: MemberWithPrivacy, viewer: Viewer, family: FamilyPrivacySettings) =>
  canSeeAgeOf(member, viewer, family) ? member.age : null;

/**
 * A member's tracked ads (and the counts and analytics built from them): those who see the
 * record in full always; otherwise the member's `adsVisible`, then the family's
 * `adsVisibleToAll` (false: the owner and the member only).
 */
export function canSeeTrackedAds(
  member: MemberWithPrivacy,
  viewer: Viewer,
  family: FamilyPrivacySettings,
): boolean {
  if (seesInFull(member, viewer)) return true;
  if (!member.privacy.adsVisible) return false;
  return family.adsVisibleToAll || viewer.isOwner;
}

/**
 * Deleting a tracked ad (and what GiftLens learned from it): whoever tracked it, the member it
 * is about, or the family owner. Only someone who may see the ad gets this far.
 */
export function canDeleteTrackedAd(
  ad: { createdByUserId: number | null },
  member: MemberFacts,
  viewer: Viewer,
): boolean {
  return viewer.isOwner || ad.createdByUserId === viewer.userId || isOwnRecord(member, viewer);
}

/** Gift ideas for a member: as tracked ads, with `giftsVisible` and `giftsVisibleToAll`. */
export function canSeeGiftIdeas(
  member: MemberWithPrivacy,
  viewer: Viewer,
  family: FamilyPrivacySettings,
): boolean {
  if (seesInFull(member, viewer)) return true;
  if (!member.privacy.giftsVisible) return false;
  return family.giftsVisibleToAll || viewer.isOwner;
}

/**
 * The viewer is the person the record is about, for surprise protection: what relatives make,
 * mark, plan or delete for them stays out of their sight. That is their own record, and a record
 * they said is them when joining while the owner decides (issue 29): surprise protection holds
 * at once, though they see nothing more of it than a relative does until the owner agrees.
 */
export const isSelf = (member: MemberFacts, viewer: Viewer): boolean =>
  isOwnRecord(member, viewer) ||
  (member.claimedByUserId !== undefined &&
    member.claimedByUserId !== null &&
    member.claimedByUserId === viewer.userId);

/**
 * The notes relatives keep about a person whose record became their own (issue 29): everyone in
 * the family but the person reads them; the family owner and the record's creator edit them.
 */
export const canSeeFamilyNotes = (member: MemberFacts, viewer: Viewer): boolean => !isSelf(member, viewer);
export const canEditFamilyNotes = (member: MemberFacts, viewer: Viewer): boolean =>
  canSeeFamilyNotes(member, viewer) && (viewer.isOwner || member.createdByUserId === viewer.userId);

/**
 * Claim secrecy (decision 0031): who claimed or pledged what on a wishlist is never shown to the
 * person the list is for, nor may they claim on it; with the family's `showClaimedToMember`
 * they learn only that something was claimed.
 */
export const canSeeClaims = (member: MemberFacts, viewer: Viewer): boolean => !isSelf(member, viewer);

/**
 * Surprise protection: whether ideas are being considered, bought or awaiting approval, and
 * others' ratings, are never shown to the member the ideas are for.
 */
export const canSeeGiftStatus = (member: MemberFacts, viewer: Viewer): boolean => !isSelf(member, viewer);

/** Who made a gift idea: the member for themself, or a relative (issue 29). */
export interface IdeaFacts {
  byMember: boolean;
}

/**
 * One idea among a member's ideas the viewer may see (canSeeGiftIdeas): the member sees only the
 * ideas they made themself, so their reads stay the same whatever relatives generate, mark,
 * plan or delete for them (issue 29); everyone else sees them all.
 */
export const canSeeGiftIdea = (idea: IdeaFacts, member: MemberFacts, viewer: Viewer): boolean =>
  !isSelf(member, viewer) || idea.byMember;

/** Mark an idea considered or purchased: someone who sees the ideas and may know their status. */
export const canMarkGift = (member: MemberWithPrivacy, viewer: Viewer, family: FamilyPrivacySettings) =>
  canSeeGiftIdeas(member, viewer, family) && canSeeGiftStatus(member, viewer);

/** With `requireApprovalForGifts`, a purchase marked by anyone but the owner waits for the owner. */
export const purchaseNeedsApproval = (viewer: Viewer, family: FamilyPrivacySettings) =>
  family.requireApprovalForGifts && !viewer.isOwner;

/**
 * Whether a relative may look at the member's interest profile at all (the interest-profile
 * route, the imports list, the feed): it follows the interests privacy (profileVisible,
 * allowFamilyView, shareInterests) and the tracked-ads rule. What the profile then contains
 * is decided per source by `canSeeSignalSource`.
 */
export function canSeeSignals(
  member: MemberWithPrivacy,
  viewer: Viewer,
  family: FamilyPrivacySettings,
): boolean {
  if (seesInFull(member, viewer)) return true;
  const { profileVisible, allowFamilyView, shareInterests } = member.privacy;
  return profileVisible && allowFamilyView && shareInterests && canSeeTrackedAds(member, viewer, family);
}

type MemberRule = (member: MemberWithPrivacy, viewer: Viewer, family: FamilyPrivacySettings) => boolean;

/** The member shows their profile to the family at all (profileVisible, allowFamilyView). */
const profileShown = ({ privacy }: MemberWithPrivacy) => privacy.profileVisible && privacy.allowFamilyView;

/**
 * Each kind of signal visibility the sources table declares (common/signals/source-declaration.ts),
 * as the rule that answers it.
 */
const SIGNAL_VISIBILITY: Readonly<Record<SignalVisibility, MemberRule>> = {
  'gift-feedback': (member, viewer, family) =>
    !isSelf(member, viewer) && canSeeGiftIdeas(member, viewer, family),
  'own-account-only': (member, viewer) => isOwnRecord(member, viewer),
  answers: (member, viewer) =>
    seesInFull(member, viewer) ||
    (profileShown(member) && member.privacy.shareOnboardingData && member.privacy.shareInterests),
  interests: (member, viewer) =>
    seesInFull(member, viewer) || (profileShown(member) && member.privacy.shareInterests),
  'tracked-ads': canSeeTrackedAds,
  'profile-signals': canSeeSignals,
  'whoever-sees-member': () => true,
};

/**
 * Which signals a viewer's interest profile of a member is computed from (decision 0023), decided
 * at read time from the current settings: the profile, gift ideas and their reasons, the AI
 * prompt and the feed read only these. Each source declares its kind of visibility in the
 * signal sources table (common/signals/sources.ts):
 * - What others did about gifts for the member (considered, bought, approved, rated, deleted)
 *   never reaches the member themself, so their views stay the same whatever others do; others
 *   see it where they see the member's gift ideas.
 * - What the in-app tracker saw (browsing) is private to the member's own account.
 * - Everything else reaches whoever sees the record in full; a relative gets a source only
 *   where the member shares it: questionnaire answers with the profile shown, the answers and
 *   the interests shared; typed interests with the interests shared; tracked ads and their
 *   targeting by the tracked-ads rule; imports with the interests shared and the ads rule (an
 *   export is made of ads and interests); feed reactions where the feed may be seen; occasions
 *   and wishlist items wherever the member is seen.
 */
export function canSeeSignalSource(
  source: SignalSource,
  member: MemberWithPrivacy,
  viewer: Viewer,
  family: FamilyPrivacySettings,
): boolean {
  return SIGNAL_VISIBILITY[SIGNAL_SOURCE_TABLE[source].visibility](member, viewer, family);
}

/**
 * Whether a viewer may read a stored reason (a gift idea's, a feed ad's): every source it rests
 * on must be one they may see now. A reason saved before its sources were recorded (null) is
 * read only by whoever generated it.
 */
export function canReadReason(
  reason: { sources: readonly SignalSource[] | null; createdByUserId: number | null },
  visible: ReadonlySet<SignalSource>,
  viewer: Viewer,
): boolean {
  if (reason.sources === null) return reason.createdByUserId === viewer.userId;
  return reason.sources.every((source) => visible.has(source));
}

/**
 * The sources a user may see about their own member records (the export reads these): all but
 * what others did about gifts for them.
 */
export const ownRecordSources = (userId: number): Set<SignalSource> =>
  visibleSignalSources(
    { userId, createdByUserId: userId, age: null, relationship: 'Self', privacy: DEFAULT_MEMBER_PRIVACY },
    { userId, isOwner: false },
    DEFAULT_FAMILY_PRIVACY,
  );

/** Every source this viewer may see about the member. */
export const visibleSignalSources = (
  member: MemberWithPrivacy,
  viewer: Viewer,
  family: FamilyPrivacySettings,
): Set<SignalSource> =>
  new Set(SIGNAL_SOURCES.filter((source) => canSeeSignalSource(source, member, viewer, family)));

/**
 * A member's generated feed (its ads, their explanations, liking and disliking them): the feed
 * is made from the interest profile and every card says which evidence chose it, so it
 * follows the same rule as seeing the profile. Reacting to an ad teaches the profile, so
 * whoever may see the feed may react to it.
 */
export const canSeeFeed = (
  member: MemberWithPrivacy,
  viewer: Viewer,
  family: FamilyPrivacySettings,
): boolean => canSeeSignals(member, viewer, family);

/**
 * Importing a data export for a member: a child's only by their guardians; an adult's own
 * record only by that adult; a record without an account by its creator and the owner.
 * `allowDataImports=false` leaves imports to the owner.
 */
export function canImportFor(member: MemberFacts, viewer: Viewer, family: FamilyPrivacySettings): boolean {
  if (!family.allowDataImports && !viewer.isOwner) return false;
  return canEdit(member, viewer);
}

/**
 * A member's data imports (their summaries: interests, behaviours, advertisers): whoever may
 * see the signals imports give, since a summary is made of the same evidence.
 */
export const canSeeImports = (member: MemberWithPrivacy, viewer: Viewer, family: FamilyPrivacySettings) =>
  canSeeSignalSource('import', member, viewer, family);

/**
 * Deleting an import (and what GiftLens learned from it): whoever made it, the member it is
 * about (their own imports are theirs to delete), or whoever may import for the member now
 * (a child's guardians; the owner or creator of a record without an account).
 */
export function canDeleteImport(
  imported: { createdByUserId: number | null },
  member: MemberFacts,
  viewer: Viewer,
  family: FamilyPrivacySettings,
): boolean {
  if (isOwnRecord(member, viewer)) return true;
  if (imported.createdByUserId === viewer.userId) return true;
  return canImportFor(member, viewer, family);
}

/** Children's data never reaches third parties: no contextual banner ads, no impressions. */
export const mayTargetAds = (member: Pick<MemberFacts, 'age' | 'relationship'>): boolean => !isChild(member);

/** The recorder's account setting that decides whether others see their activity. */
export interface RecorderSettings {
  userId: number;
  /** User setting, off by default: others do not see which ads and gift activity they recorded. */
  activityVisible: boolean;
}

/**
 * Who tracked an ad, or marked a gift considered or purchased: the recorder always sees it is
 * theirs; everyone else only when the recorder turned `activityVisible` on. The ad or the
 * gift's state is not hidden by this, only who it came from. Unknown recorder: hidden.
 */
export function canSeeRecorder(recorder: RecorderSettings | undefined, viewer: Viewer): boolean {
  if (!recorder) return false;
  return recorder.userId === viewer.userId || recorder.activityVisible;
}

/** The recorder's user id as this viewer may see it: null when it is hidden from them. */
export const visibleRecorderId = (recorder: RecorderSettings | undefined, viewer: Viewer): number | null =>
  recorder && canSeeRecorder(recorder, viewer) ? recorder.userId : null;

/**
 * Deleting a gift idea: the member deletes the ideas they made themself (one a relative has
 * marked or rated passes to the relatives instead, so nobody's plan is lost); relatives who may
 * mark ideas delete the ones relatives made, never the member's own, so the member's views
 * never lose an idea to someone else's hand.
 */
export const canDeleteGiftIdea = (
  idea: IdeaFacts,
  member: MemberWithPrivacy,
  viewer: Viewer,
  family: FamilyPrivacySettings,
) => (isSelf(member, viewer) ? idea.byMember : canMarkGift(member, viewer, family) && !idea.byMember);

/** Approving a pending purchase: the family owner, on ideas whose status they may see. */
export const canApprovePurchase = (member: MemberFacts, viewer: Viewer) =>
  viewer.isOwner && canSeeGiftStatus(member, viewer);
