import { giftReasonText, neutralReason, reasonWithoutAge } from '#common/gifts/reason';
import type { GiftIdea } from '#common/gifts/schemas';
import { notFound } from '../../errors';
import {
  type Access,
  canApprovePurchase,
  canDeleteGiftIdea,
  canMarkGift,
  canReadReason,
  canSeeAgeOf,
  canSeeGiftIdeas,
  canSeeGiftStatus,
  type FamilyScope,
  isChild,
  type MemberScope,
  type MemberWithPrivacy,
  type NamedMember,
  type RecorderSettings,
  visibleRecorderId,
  visibleSignalSources,
} from '../../lib/access';
import type { GiftIdeaRow, GiftIdeasRepository, RatingRow } from './gift-ideas.repository';

/**
 * Gift ideas as a viewer reads them: the stored reason only where they may see all it rests on,
 * words made from the age only where they may see the age, and the status fields only where
 * surprise protection allows (absent, not empty, for the member the ideas are for).
 */

export const giftNotFound = () => notFound('Gift idea');

export const seesIdeas = (member: MemberWithPrivacy, scope: FamilyScope) =>
  canSeeGiftIdeas(member, scope.viewer, scope.familyPrivacy);

/** A member as the ideas' views need them: their facts, privacy and name. */
type IdeaMember = NamedMember;

/** "Mia": how reasons and prompts name the member (their relationship without a name). */
export const callName = (member: { name: string; relationship: string }) =>
  member.name.trim().split(/\s+/)[0] || member.relationship;

export type GiftIdeaViews = ReturnType<typeof createGiftIdeaViews>;

export function createGiftIdeaViews(repo: GiftIdeasRepository, access: Access) {
  async function views(
    rows: GiftIdeaRow[],
    scope: FamilyScope,
    members: Map<number, IdeaMember>,
  ): Promise<GiftIdea[]> {
    const ratings = await repo.ratingsFor(rows.map((r) => r.id));
    const recorderIds = rows
      .flatMap((r) => [r.consideredByUserId, r.purchasedByUserId])
      .filter((id): id is number => id !== null);
    const recorders = recorderIds.length
      ? await access.recorderSettings(recorderIds)
      : new Map<number, RecorderSettings>();
    return rows.flatMap((row) => {
      const member = members.get(row.familyMemberId);
      return member
        ? [
            toView(
              row,
              member,
              scope,
              ratings.filter((r) => r.giftIdeaId === row.id),
              recorders,
            ),
          ]
        : [];
    });
  }

  function toView(
    row: GiftIdeaRow,
    member: IdeaMember,
    scope: FamilyScope,
    ratings: RatingRow[],
    recorders: Map<number, RecorderSettings>,
  ): GiftIdea {
    const { viewer, familyPrivacy } = scope;
    const mine = ratings.find((r) => r.userId === viewer.userId)?.rating ?? null;
    // The stored reason only for a viewer who may see all it rests on (decision 0023).
    const readable = canReadReason(
      { sources: row.reasonSources, createdByUserId: row.createdByUserId },
      visibleSignalSources(member, viewer, familyPrivacy),
      viewer,
    );
    const stored = readable ? row.reason : neutralReason(row.reason, callName(member));
    // Words made from the age carry the age's privacy (issue 29).
    const reason = canSeeAgeOf(member, viewer, familyPrivacy)
      ? stored
      : reasonWithoutAge(
          stored,
          { relationship: member.relationship, isChild: isChild(member) },
          callName(member),
        );
    const base: GiftIdea = {
      id: row.id,
      familyMemberId: row.familyMemberId,
      categoryId: row.categoryId,
      title: row.title,
      description: row.description,
      estimatedPrice: row.estimatedPrice,
      retailer: row.retailer,
      purchaseUrl: row.purchaseUrl,
      affiliateUrl: row.affiliateUrl,
      commissionRate: row.commissionRate,
      imageUrl: row.imageUrl,
      occasion: row.occasion,
      aiGenerated: row.aiGenerated,
      source: row.aiGenerated ? 'ai' : 'offline',
      reason,
      aiReasoning: giftReasonText(reason),
      aiConfidence: row.aiConfidence,
      myRating: mine,
      canDelete: canDeleteGiftIdea(row, member, viewer, familyPrivacy),
      canMark: canMarkGift(member, viewer, familyPrivacy),
      canApprove: canApprovePurchase(member, viewer) && row.purchasePending,
      createdAt: row.createdAt.toISOString(),
    };
    // Surprise protection: for the member the idea is for, these fields do not exist at all.
    if (!canSeeGiftStatus(member, viewer)) return base;
    const recorder = (id: number | null) =>
      id === null ? null : visibleRecorderId(recorders.get(id), viewer);
    return {
      ...base,
      occasionId: row.occasionId,
      isConsidered: row.isConsidered,
      isPurchased: row.isPurchased,
      purchasePending: row.purchasePending,
      consideredByUserId: row.isConsidered ? recorder(row.consideredByUserId) : null,
      purchasedByUserId: row.isPurchased || row.purchasePending ? recorder(row.purchasedByUserId) : null,
      ratings: {
        up: ratings.filter((r) => r.rating === 'up').length,
        down: ratings.filter((r) => r.rating === 'down').length,
      },
    };
  }

  async function viewOne(row: GiftIdeaRow, scope: MemberScope) {
    const [view] = await views([row], scope, new Map([[row.familyMemberId, scope.subject]]));
    if (!view) throw giftNotFound();
    return view;
  }

  return { views, viewOne };
}
