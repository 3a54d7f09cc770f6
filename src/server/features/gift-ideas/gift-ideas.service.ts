import {
  GIFT_APPROVE_OWNER_ONLY,
  GIFT_DELETE_FORBIDDEN,
  GIFT_DELETE_MEMBERS_OWN,
  GIFT_IDEAS_PRIVATE,
  GIFT_MARK_OWN,
  GIFT_PURCHASE_NOT_PENDING,
} from '#common/endpoints/gift-ideas.errors';
import type { GiftIdea, GiftIdeaFilters, GiftRating, UpdateGiftIdeaData } from '#common/gifts/schemas';
import { conceptByKey } from '#common/signals/concepts';
import type { DerivedSignal } from '#common/signals/derive';
import type { SignalReason } from '#common/signals/weights';
import type { AffiliateConfig } from '../../config';
import { refusal } from '../../errors';
import {
  type Access,
  canApprovePurchase,
  canDeleteGiftIdea,
  canMarkGift,
  canSeeGiftStatus,
  isSelf,
  memberNotFound,
  purchaseNeedsApproval,
} from '../../lib/access';
import type { Ports } from '../../lib/ports';
import type { MemberRecordType } from '../../lib/records';
import type { Signals } from '../../lib/signals';
import type { GiftAi } from './gift-ai';
import { createSaveFromLink, type FromLinkDeps } from './gift-ideas.from-link';
import { createGiftGenerator } from './gift-ideas.generate';
import type { GiftIdeaRow, GiftIdeasRepository, NewGiftIdeaRow } from './gift-ideas.repository';
import { createGiftIdeaViews, giftNotFound, seesIdeas } from './gift-ideas.views';

/**
 * What the idea teaches about its concepts. These signals are never shown to the member the idea
 * is for (canSeeSignalSource), so their own views do not change whatever others do.
 */
function feedbackSignals(concepts: string[], reasons: SignalReason[]): DerivedSignal[] {
  return concepts.slice(0, 2).flatMap((key) => {
    const def = conceptByKey(key);
    if (!def) return [];
    const concept = { key: def.key, label: def.label, kind: def.kind, categories: def.categories };
    return reasons.map((reason) => ({ concept, reason }));
  });
}

/**
 * Gift ideas (decision 0015): making a batch (`./gift-ideas.generate`), reading them as the viewer
 * may (`./gift-ideas.views`), and what relatives do with them: mark, approve, rate, delete, click.
 */
export function createGiftIdeasService(
  repo: GiftIdeasRepository,
  access: Access,
  signals: Signals,
  ai: GiftAi,
  affiliate: AffiliateConfig,
  record: MemberRecordType<GiftIdeaRow>,
  ports: Pick<Ports, 'occasions' | 'wishlists'>,
  links?: Pick<FromLinkDeps, 'preview' | 'log'>,
) {
  const { views, viewOne } = createGiftIdeaViews(repo, access);
  const generate = createGiftGenerator({ repo, access, signals, ai, affiliate, views, ports });
  const saveFromLink = createSaveFromLink({
    repo,
    access,
    views,
    preview: links?.preview ?? (() => Promise.reject(new Error('no link reader'))),
    log: links?.log,
  });

  /** An idea the viewer may see, with its member's scope; 404 for everything else alike. */
  async function visibleIdea(id: number, userId: number) {
    const { row: idea, scope } = await access.requireRecord(record, id, userId);
    return { idea, scope };
  }

  /** Purchased, up- or down-rated: the idea's concepts count more or less (replacing what it said before). */
  async function syncFeedback(idea: GiftIdeaRow) {
    const ratings = await repo.ratingsFor([idea.id]);
    const net = ratings.reduce((sum, r) => sum + (r.rating === 'up' ? 1 : -1), 0);
    const reasons: SignalReason[] = [];
    if (idea.isPurchased) reasons.push('gift_feedback.purchased');
    if (net > 0) reasons.push('gift_feedback.up');
    if (net < 0) reasons.push('gift_feedback.down');
    const target = { familyId: idea.familyAccountId, memberId: idea.familyMemberId };
    await signals.replace(target, 'gift_feedback', idea.id, feedbackSignals(idea.concepts, reasons));
  }

  return {
    generate,
    saveFromLink,

    async list(userId: number, filters: GiftIdeaFilters): Promise<GiftIdea[]> {
      const scope = await access.currentFamily(userId);
      if (!scope) return [];
      const all = await access.membersWhere(scope, () => true);
      let visible = all.filter((m) => seesIdeas(m.subject, scope));
      if (filters.familyMemberId !== undefined) {
        if (!all.some((m) => m.id === filters.familyMemberId)) throw memberNotFound();
        visible = visible.filter((m) => m.id === filters.familyMemberId);
        if (visible.length === 0) throw refusal(GIFT_IDEAS_PRIVATE);
      }
      const rows = await repo.list({
        familyId: scope.family.id,
        memberIds: visible.map((m) => m.id),
        selfMemberIds: visible.filter((m) => isSelf(m.subject, scope.viewer)).map((m) => m.id),
        categoryId: filters.categoryId,
        q: filters.q,
        // Which occasion an idea was saved for is surprise-protected: the person it is for has none.
        occasion:
          filters.occasionId !== undefined
            ? {
                id: filters.occasionId,
                memberIds: visible.filter((m) => canSeeGiftStatus(m.subject, scope.viewer)).map((m) => m.id),
              }
            : undefined,
        // A status filter never reveals the status of the viewer's own ideas: they are left out.
        status: filters.status
          ? {
              value: filters.status,
              memberIds: visible.filter((m) => canSeeGiftStatus(m.subject, scope.viewer)).map((m) => m.id),
            }
          : undefined,
      });
      return views(rows, scope, new Map(visible.map((m) => [m.id, m.subject])));
    },

    async forMember(userId: number, memberId: number): Promise<GiftIdea[]> {
      const scope = await access.requireMember(memberId, userId);
      if (!seesIdeas(scope.subject, scope)) throw refusal(GIFT_IDEAS_PRIVATE);
      const rows = await repo.list({
        familyId: scope.family.id,
        memberIds: [memberId],
        selfMemberIds: isSelf(scope.subject, scope.viewer) ? [memberId] : [],
      });
      return views(rows, scope, new Map([[memberId, scope.subject]]));
    },

    async update(userId: number, id: number, change: UpdateGiftIdeaData): Promise<GiftIdea> {
      const { idea, scope } = await visibleIdea(id, userId);
      if (!canSeeGiftStatus(scope.subject, scope.viewer)) throw refusal(GIFT_MARK_OWN);
      if (!canMarkGift(scope.subject, scope.viewer, scope.familyPrivacy)) throw refusal(GIFT_IDEAS_PRIVATE);
      const values: Partial<NewGiftIdeaRow> = {};
      if (change.isConsidered !== undefined) {
        values.isConsidered = change.isConsidered;
        values.consideredByUserId = change.isConsidered ? userId : null;
      }
      if (change.isPurchased === true) {
        const pending = purchaseNeedsApproval(scope.viewer, scope.familyPrivacy);
        values.isPurchased = !pending;
        values.purchasePending = pending;
        values.purchasedByUserId = userId;
      } else if (change.isPurchased === false) {
        Object.assign(values, { isPurchased: false, purchasePending: false, purchasedByUserId: null });
      }
      const row = await repo.transaction(async () => {
        const updated = await repo.update(idea.id, scope.family.id, values);
        if (!updated) throw giftNotFound();
        await syncFeedback(updated);
        return updated;
      });
      return viewOne(row, scope);
    },

    async approvePurchase(userId: number, id: number): Promise<GiftIdea> {
      const { idea, scope } = await visibleIdea(id, userId);
      if (!canApprovePurchase(scope.subject, scope.viewer)) throw refusal(GIFT_APPROVE_OWNER_ONLY);
      if (!idea.purchasePending) throw refusal(GIFT_PURCHASE_NOT_PENDING);
      const row = await repo.transaction(async () => {
        const updated = await repo.update(idea.id, scope.family.id, {
          isPurchased: true,
          purchasePending: false,
        });
        if (!updated) throw giftNotFound();
        await syncFeedback(updated);
        return updated;
      });
      return viewOne(row, scope);
    },

    async rate(userId: number, id: number, rating: GiftRating): Promise<GiftIdea> {
      const { idea, scope } = await visibleIdea(id, userId);
      await repo.transaction(async () => {
        await repo.rate(idea.id, userId, rating);
        await syncFeedback(idea);
      });
      return viewOne(idea, scope);
    },

    async remove(userId: number, id: number): Promise<void> {
      const { idea, scope } = await visibleIdea(id, userId);
      if (!canDeleteGiftIdea(idea, scope.subject, scope.viewer, scope.familyPrivacy))
        throw refusal(idea.byMember ? GIFT_DELETE_MEMBERS_OWN : GIFT_DELETE_FORBIDDEN);
      const target = { familyId: scope.family.id, memberId: idea.familyMemberId };
      const deleted = await repo.transaction(async () => {
        if (isSelf(scope.subject, scope.viewer)) {
          // The member's own idea: gone from their views; one a relative marked or rated stays theirs.
          const ratings = await repo.ratingsFor([idea.id]);
          const touched =
            idea.isConsidered ||
            idea.isPurchased ||
            idea.purchasePending ||
            ratings.some((r) => r.userId !== userId);
          if (touched && (await repo.handOver(idea))) return true;
          return repo.remove(idea);
        }
        await signals.replace(
          target,
          'gift_feedback',
          idea.id,
          feedbackSignals(idea.concepts, ['gift_feedback.deleted']),
        );
        return repo.remove(idea);
      });
      if (!deleted) throw giftNotFound();
    },

    async click(
      userId: number,
      body: { giftIdeaId: number; userAgent: string | null; referrer: string | null },
    ) {
      const { idea, scope } = await visibleIdea(body.giftIdeaId, userId);
      await repo.recordClick({
        familyAccountId: scope.family.id,
        giftIdeaId: idea.id,
        userId,
        retailer: idea.retailer,
        userAgent: body.userAgent,
        referrer: body.referrer,
      });
    },
  };
}
