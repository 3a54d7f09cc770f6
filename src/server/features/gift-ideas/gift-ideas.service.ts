import { budgetFromRange } from '#common/gifts/budget';
import {
  type GiftReason,
  giftReasonText,
  neutralReason,
  type ReasonField,
  reasonWithoutAge,
} from '#common/gifts/reason';
import {
  candidatesFor,
  type Recommendation,
  type RecommendInput,
  recommend,
  titleKeyOf,
} from '#common/gifts/recommender';
import type {
  GenerateGiftsResponse,
  GiftIdea,
  GiftIdeaFilters,
  GiftRating,
  UpdateGiftIdeaData,
} from '#common/gifts/schemas';
import { GIFT_LIMITS } from '#common/gifts/schemas';
import { conceptByKey, conceptsInText } from '#common/signals/concepts';
import type { DerivedSignal } from '#common/signals/derive';
import { sourcesOf } from '#common/signals/evidence';
import type { SignalReason, SignalSource } from '#common/signals/weights';
import { categoryByKey, categoryForWording } from '#common/taxonomy/categories';
import type { AffiliateConfig } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
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
  hiddenFieldsFor,
  isChild,
  isSelf,
  type MemberScope,
  type MemberWithPrivacy,
  memberNotFound,
  type NamedMember,
  purchaseNeedsApproval,
  type RecorderSettings,
  seesInFull,
  visibleAge,
  visibleRecorderId,
  visibleSignalSources,
} from '../../lib/access';
import type { MemberRecordType } from '../../lib/records';
import type { Signals } from '../../lib/signals';
import { type AiIdea, DEMO_REASONS, type GiftAi } from './gift-ai';
import type { GiftIdeaRow, GiftIdeasRepository, NewGiftIdeaRow, RatingRow } from './gift-ideas.repository';
import { buildGiftPrompt } from './gift-prompt';

export const giftNotFound = () => notFound('Gift idea');
export const GIFTS_PRIVATE_MESSAGE = 'This member keeps their gift ideas private';
export const MARK_OWN_MESSAGE = 'Gift ideas for yourself cannot be marked: their status stays a surprise';
export const DELETE_FORBIDDEN_MESSAGE = 'Only family members who may mark these ideas can delete them';
export const DELETE_MEMBERS_OWN_MESSAGE =
  'This idea was made by the member for themself: only they can delete it';

type Occasion = NonNullable<RecommendInput['occasion']>;

/** An idea about to be saved, from the catalogue or from an AI model. */
interface ChosenIdea {
  catalogueId: string | null;
  title: string;
  description: string;
  categoryId: number;
  concepts: string[];
  priceCents: number;
  search: string;
  reason: GiftReason;
  /** The signal sources the reason rests on. */
  sources: SignalSource[];
  confidence: number;
  ai: boolean;
}
interface GenerateRequest {
  occasion: Occasion;
  customOccasion?: string | null;
  budget: { min: number; max: number } | null;
  /** The member's occasion the ideas are saved for ("Ideas for this occasion"). */
  occasionId?: number | null;
}

/** Links to buy, always built here from a search phrase (never a URL a model wrote). */
export function buyLinks(affiliate: AffiliateConfig, phrase: string) {
  const purchaseUrl = affiliate.searchUrl.replace('{query}', encodeURIComponent(phrase.trim()));
  if (!affiliate.tag)
    return { retailer: affiliate.retailer, purchaseUrl, affiliateUrl: null, commissionRate: null };
  const url = new URL(purchaseUrl);
  url.searchParams.set(affiliate.tagParam, affiliate.tag);
  return {
    retailer: affiliate.retailer,
    purchaseUrl,
    affiliateUrl: url.href,
    commissionRate: affiliate.commissionRate,
  };
}

/**
 * The budget the member's own answer names ("Under $50"), for a viewer who may see their answers
 * (else null: a hidden answer bounds nothing a relative asks for).
 */
function ownBudget(scope: MemberScope) {
  const hidden = hiddenFieldsFor(scope.subject.privacy, {
    fullView: seesInFull(scope.subject, scope.viewer),
    isOwner: scope.viewer.isOwner,
    personalInfoVisibleToAll: scope.familyPrivacy.personalInfoVisibleToAll,
  });
  if (hidden.includes('shoppingPreferences')) return null;
  return budgetFromRange(scope.member.shoppingPreferences?.budgetRange);
}

const seesIdeas = (member: MemberWithPrivacy, scope: FamilyScope) =>
  canSeeGiftIdeas(member, scope.viewer, scope.familyPrivacy);

/** A member as the ideas' views need them: their facts, privacy and name. */
type IdeaMember = NamedMember;

const callName = (member: { name: string; relationship: string }) =>
  member.name.trim().split(/\s+/)[0] || member.relationship;

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

export function createGiftIdeasService(
  repo: GiftIdeasRepository,
  access: Access,
  signals: Signals,
  ai: GiftAi,
  affiliate: AffiliateConfig,
  record: MemberRecordType<GiftIdeaRow>,
) {
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

  /** An idea the viewer may see, with its member's scope; 404 for everything else alike. */
  async function visibleIdea(id: number, userId: number) {
    const { row: idea, scope } = await access.requireRecord(record, id, userId);
    return { idea, scope };
  }

  async function viewOne(row: GiftIdeaRow, scope: MemberScope) {
    const [view] = await views([row], scope, new Map([[row.familyMemberId, scope.subject]]));
    if (!view) throw giftNotFound();
    return view;
  }

  /** Purchased, up- or down-rated: the idea's concepts count more or less (replacing what it said before). */
  async function syncFeedback(idea: GiftIdeaRow, tx: Db) {
    const ratings = await repo.ratingsFor([idea.id], tx);
    const net = ratings.reduce((sum, r) => sum + (r.rating === 'up' ? 1 : -1), 0);
    const reasons: SignalReason[] = [];
    if (idea.isPurchased) reasons.push('gift_feedback.purchased');
    if (net > 0) reasons.push('gift_feedback.up');
    if (net < 0) reasons.push('gift_feedback.down');
    const target = { familyId: idea.familyAccountId, memberId: idea.familyMemberId };
    await signals.replace(target, 'gift_feedback', idea.id, feedbackSignals(idea.concepts, reasons), { tx });
  }

  function rowFrom(
    scope: MemberScope,
    userId: number,
    batchId: string,
    occasion: string,
    idea: ChosenIdea,
    occasionId: number | null,
  ): NewGiftIdeaRow {
    return {
      byMember: isSelf(scope.subject, scope.viewer),
      occasionId,
      familyAccountId: scope.family.id,
      familyMemberId: scope.member.id,
      createdByUserId: userId,
      categoryId: idea.categoryId,
      catalogueId: idea.catalogueId,
      titleKey: titleKeyOf(idea.title),
      title: idea.title,
      description: idea.description,
      concepts: idea.concepts,
      estimatedPrice: idea.priceCents,
      searchPhrase: idea.search,
      ...buyLinks(affiliate, idea.search),
      imageUrl: null,
      occasion,
      aiGenerated: idea.ai,
      reason: idea.reason,
      reasonSources: idea.sources,
      aiConfidence: Math.max(1, Math.min(10, Math.round(idea.confidence))),
      batchId,
    };
  }

  const fromRecommendation = (r: Recommendation): ChosenIdea => ({
    catalogueId: r.gift.id,
    title: r.gift.title,
    description: r.gift.description,
    categoryId: categoryByKey(r.gift.category)?.id ?? 14,
    concepts: r.gift.concepts,
    priceCents: r.gift.priceCents,
    search: r.gift.search,
    reason: r.reason,
    sources: r.sources,
    confidence: r.confidence,
    ai: false,
  });

  /**
   * The server's checks on every AI idea: a taxonomy category, a price inside the budget, no
   * repeat of an existing idea (or one in this batch), links built here. A candidate it builds
   * on lends its catalogue id and concepts.
   */
  function acceptAiIdeas(
    ideas: AiIdea[],
    input: RecommendInput,
    candidates: Recommendation[],
    taken: Set<string>,
  ) {
    const byId = new Map(candidates.map((c) => [c.gift.id, c]));
    // The model may cite anything the prompt gave it: its words rest on every source there, on
    // the answers when the budget came from them, and on the age when the prompt named it.
    const promptSources = sourcesOf(input.profile.flatMap((e) => e.evidence));
    if (input.budgetFromProfile && !promptSources.includes('questionnaire'))
      promptSources.push('questionnaire');
    const fields: ReasonField[] = input.member.age !== null ? ['age'] : [];
    return ideas.flatMap((idea) => {
      const category = categoryForWording(idea.category);
      if (!category || category.key === 'other') return [];
      const priceCents = Math.round(idea.estimatedPriceDollars * 100);
      if (input.budget && (priceCents < input.budget.min * 100 || priceCents > input.budget.max * 100))
        return [];
      const key = titleKeyOf(idea.title);
      if (!key || taken.has(key)) return [];
      const base = idea.basedOn ? byId.get(idea.basedOn) : undefined;
      if (base && taken.has(titleKeyOf(base.gift.title))) return [];
      taken.add(key);
      if (base) taken.add(titleKeyOf(base.gift.title));
      const concepts =
        base?.gift.concepts ??
        conceptsInText(`${idea.title} ${idea.description}`)
          .map((c) => c.key)
          .filter((k) => conceptByKey(k))
          .slice(0, 5);
      return [
        {
          catalogueId: base?.gift.id ?? null,
          title: idea.title,
          description: idea.description,
          categoryId: category.id,
          concepts,
          priceCents,
          search: idea.searchPhrase,
          reason: { kind: 'ai' as const, text: idea.reasoning, fields },
          sources: promptSources,
          confidence: idea.confidence,
          ai: true,
        },
      ];
    });
  }

  async function generate(
    userId: number,
    memberId: number,
    request: GenerateRequest,
  ): Promise<GenerateGiftsResponse> {
    const scope = await access.requireMember(memberId, userId);
    if (!seesIdeas(scope.subject, scope)) throw forbidden(GIFTS_PRIVATE_MESSAGE);
    const occasionId = request.occasionId ?? null;
    if (occasionId !== null && !(await repo.isOccasionOf(scope.family.id, scope.member.id, occasionId)))
      throw badRequest(`occasionId: ${occasionId} is not an occasion of ${scope.member.name}`);
    // Only what the asking viewer may see (decision 0023): the ideas, their reasons and the AI
    // prompt are made from the viewer's profile of the member.
    const profile = await signals.profileFor(scope, 40);
    const seen = await repo.seenFor(scope.family.id, scope.member.id, isSelf(scope.subject, scope.viewer));
    const catalogueIds = [...seen.ideas, ...seen.dismissed].flatMap((i) =>
      i.catalogueId ? [i.catalogueId] : [],
    );
    const titleKeys = [
      ...[...seen.ideas, ...seen.dismissed].map((i) => i.titleKey),
      ...seen.wished.map((w) => titleKeyOf(w.title)),
    ];
    // The generator uses only what the asking viewer may see: the age when it is shown to them,
    // the member's own budget answer when their answers are (issue 29).
    const age = visibleAge(scope.subject, scope.viewer, scope.familyPrivacy);
    const budget = request.budget ?? ownBudget(scope);
    const budgetFromProfile = request.budget === null && budget !== null;
    const input: RecommendInput = {
      member: {
        name: callName(scope.member),
        age,
        relationship: scope.member.relationship,
        isChild: isChild(scope.member),
      },
      profile,
      occasion: request.occasion,
      customOccasion: request.customOccasion,
      budget,
      budgetFromProfile,
      exclude: { catalogueIds, titleKeys },
      limit: GIFT_LIMITS.batchSize,
    };
    const occasionText =
      request.occasion === 'custom' ? (request.customOccasion ?? 'custom') : request.occasion;
    const batchId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

    let chosen: ChosenIdea[] = [];
    let reason: string | undefined;
    if (ai.configured) {
      const candidates = candidatesFor(input, 15);
      const prompt = buildGiftPrompt(
        { ...input, callName: input.member.name },
        candidates,
        [...seen.ideas.map((i) => i.title), ...seen.wished.map((w) => w.title)],
        GIFT_LIMITS.batchSize,
      );
      const outcome = await ai.generate(prompt);
      if (outcome.ok) {
        chosen = acceptAiIdeas(outcome.ideas, input, candidates, new Set(titleKeys)).slice(
          0,
          GIFT_LIMITS.batchSize,
        );
        if (chosen.length === 0) reason = DEMO_REASONS.not_valid;
      } else reason = DEMO_REASONS[outcome.reason];
    } else reason = DEMO_REASONS.not_configured;

    if (chosen.length < GIFT_LIMITS.batchSize) {
      // The offline recommender answers, or tops up a short AI answer.
      const more = recommend({
        ...input,
        exclude: {
          catalogueIds: [...catalogueIds, ...chosen.flatMap((c) => (c.catalogueId ? [c.catalogueId] : []))],
          titleKeys: [...titleKeys, ...chosen.map((c) => titleKeyOf(c.title))],
        },
        limit: GIFT_LIMITS.batchSize - chosen.length,
      });
      chosen = [...chosen, ...more.ideas.map(fromRecommendation)];
    }
    const source = chosen.some((c) => c.ai) ? 'ai' : 'offline';
    const rows = await repo.insertIdeas(
      chosen.map((c) => rowFrom(scope, userId, batchId, occasionText, c, occasionId)),
    );
    const recommendations = await views(rows, scope, new Map([[scope.member.id, scope.subject]]));
    return {
      recommendations,
      demoMode: source === 'offline',
      ...(source === 'offline' && reason ? { reason } : {}),
      source,
    };
  }

  return {
    generate,

    async list(userId: number, filters: GiftIdeaFilters): Promise<GiftIdea[]> {
      const scope = await access.currentFamily(userId);
      if (!scope) return [];
      const all = await access.membersWhere(scope, () => true);
      let visible = all.filter((m) => seesIdeas(m.subject, scope));
      if (filters.familyMemberId !== undefined) {
        if (!all.some((m) => m.id === filters.familyMemberId)) throw memberNotFound();
        visible = visible.filter((m) => m.id === filters.familyMemberId);
        if (visible.length === 0) throw forbidden(GIFTS_PRIVATE_MESSAGE);
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
      if (!seesIdeas(scope.subject, scope)) throw forbidden(GIFTS_PRIVATE_MESSAGE);
      const rows = await repo.list({
        familyId: scope.family.id,
        memberIds: [memberId],
        selfMemberIds: isSelf(scope.subject, scope.viewer) ? [memberId] : [],
      });
      return views(rows, scope, new Map([[memberId, scope.subject]]));
    },

    async update(userId: number, id: number, change: UpdateGiftIdeaData): Promise<GiftIdea> {
      const { idea, scope } = await visibleIdea(id, userId);
      if (!canSeeGiftStatus(scope.subject, scope.viewer)) throw forbidden(MARK_OWN_MESSAGE);
      if (!canMarkGift(scope.subject, scope.viewer, scope.familyPrivacy))
        throw forbidden(GIFTS_PRIVATE_MESSAGE);
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
      const row = await repo.transaction(async (tx) => {
        const updated = await repo.update(idea.id, scope.family.id, values, tx);
        if (!updated) throw giftNotFound();
        await syncFeedback(updated, tx);
        return updated;
      });
      return viewOne(row, scope);
    },

    async approvePurchase(userId: number, id: number): Promise<GiftIdea> {
      const { idea, scope } = await visibleIdea(id, userId);
      if (!canApprovePurchase(scope.subject, scope.viewer))
        throw forbidden('Only the family owner can approve purchases');
      if (!idea.purchasePending) throw conflict('No purchase of this idea is waiting for approval');
      const row = await repo.transaction(async (tx) => {
        const updated = await repo.update(
          idea.id,
          scope.family.id,
          { isPurchased: true, purchasePending: false },
          tx,
        );
        if (!updated) throw giftNotFound();
        await syncFeedback(updated, tx);
        return updated;
      });
      return viewOne(row, scope);
    },

    async rate(userId: number, id: number, rating: GiftRating): Promise<GiftIdea> {
      const { idea, scope } = await visibleIdea(id, userId);
      await repo.transaction(async (tx) => {
        await repo.rate(idea.id, userId, rating, tx);
        await syncFeedback(idea, tx);
      });
      return viewOne(idea, scope);
    },

    async remove(userId: number, id: number): Promise<void> {
      const { idea, scope } = await visibleIdea(id, userId);
      if (!canDeleteGiftIdea(idea, scope.subject, scope.viewer, scope.familyPrivacy))
        throw forbidden(idea.byMember ? DELETE_MEMBERS_OWN_MESSAGE : DELETE_FORBIDDEN_MESSAGE);
      const target = { familyId: scope.family.id, memberId: idea.familyMemberId };
      const deleted = await repo.transaction(async (tx) => {
        if (isSelf(scope.subject, scope.viewer)) {
          // The member's own idea: gone from their views; one a relative marked or rated stays theirs.
          const ratings = await repo.ratingsFor([idea.id], tx);
          const touched =
            idea.isConsidered ||
            idea.isPurchased ||
            idea.purchasePending ||
            ratings.some((r) => r.userId !== userId);
          if (touched && (await repo.handOver(idea, tx))) return true;
          return repo.remove(idea, tx);
        }
        await signals.replace(
          target,
          'gift_feedback',
          idea.id,
          feedbackSignals(idea.concepts, ['gift_feedback.deleted']),
          { tx },
        );
        return repo.remove(idea, tx);
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
