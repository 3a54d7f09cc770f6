import { GIFT_IDEAS_PRIVATE, GIFT_OCCASION_NOT_MEMBERS } from '#common/endpoints/gift-ideas.errors';
import { budgetFromRange } from '#common/gifts/budget';
import type { GiftReason, ReasonField } from '#common/gifts/reason';
import {
  candidatesFor,
  type Recommendation,
  type RecommendInput,
  recommend,
  titleKeyOf,
} from '#common/gifts/recommender';
import { type GenerateGiftsResponse, GIFT_LIMITS } from '#common/gifts/schemas';
import { conceptByKey, conceptsInText } from '#common/signals/concepts';
import { sourcesOf } from '#common/signals/evidence';
import type { SignalSource } from '#common/signals/weights';
import { categoryByKey, categoryForWording } from '#common/taxonomy/categories';
import type { AffiliateConfig } from '../../config';
import { refusal } from '../../errors';
import {
  type Access,
  hiddenFieldsFor,
  isChild,
  isSelf,
  type MemberScope,
  seesInFull,
  visibleAge,
} from '../../lib/access';
import type { OccasionsPort, WishlistsPort } from '../../lib/ports';
import type { Signals } from '../../lib/signals';
import { type AiIdea, DEMO_REASONS, type GiftAi } from './gift-ai';
import type { GiftIdeasRepository, NewGiftIdeaRow } from './gift-ideas.repository';
import { callName, type GiftIdeaViews, seesIdeas } from './gift-ideas.views';
import { buildGiftPrompt } from './gift-prompt';

/**
 * Making a batch of gift ideas (decision 0015): the profile, age and budget the asking viewer may
 * see, the AI's ideas checked by the server when a model is configured, the offline recommender
 * for the rest, and the batch saved with the links built here.
 */

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

/** What the viewer asks for: the occasion, a budget or none (then the member's own may bound it). */
export interface GenerateRequest {
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

/** The row an idea is saved as: for the scope's member, by `userId`, with its buy links. */
function rowFrom(
  affiliate: AffiliateConfig,
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

/** `generate(userId, memberId, request)`: a new batch for the member, read as its asker sees it. */
export function createGiftGenerator(deps: {
  repo: GiftIdeasRepository;
  access: Access;
  signals: Signals;
  ai: GiftAi;
  affiliate: AffiliateConfig;
  /** How the saved ideas read to the viewer who asked. */
  views: GiftIdeaViews['views'];
  /** Whether an occasion is the member's, and what they wish for (never proposed again). */
  ports: { occasions: Pick<OccasionsPort, 'isOccasionOf'>; wishlists: Pick<WishlistsPort, 'wishedTitles'> };
}) {
  const { repo, access, signals, ai, affiliate, views, ports } = deps;

  async function generate(
    userId: number,
    memberId: number,
    request: GenerateRequest,
  ): Promise<GenerateGiftsResponse> {
    const scope = await access.requireMember(memberId, userId);
    if (!seesIdeas(scope.subject, scope)) throw refusal(GIFT_IDEAS_PRIVATE);
    const occasionId = request.occasionId ?? null;
    if (
      occasionId !== null &&
      !(await ports.occasions.isOccasionOf(scope.family.id, scope.member.id, occasionId))
    )
      throw refusal(GIFT_OCCASION_NOT_MEMBERS, { field: 'occasionId', occasionId, name: scope.member.name });
    // Only what the asking viewer may see (decision 0023): the ideas, their reasons and the AI
    // prompt are made from the viewer's profile of the member.
    const profile = await signals.profileFor(scope, 40);
    const seen = await repo.seenFor(scope.family.id, scope.member.id, isSelf(scope.subject, scope.viewer));
    const wished = await ports.wishlists.wishedTitles(scope.family.id, scope.member.id);
    const catalogueIds = [...seen.ideas, ...seen.dismissed].flatMap((i) =>
      i.catalogueId ? [i.catalogueId] : [],
    );
    const titleKeys = [
      ...[...seen.ideas, ...seen.dismissed].map((i) => i.titleKey),
      ...wished.map((title) => titleKeyOf(title)),
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
        [...seen.ideas.map((i) => i.title), ...wished],
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
      chosen.map((c) => rowFrom(affiliate, scope, userId, batchId, occasionText, c, occasionId)),
    );
    const recommendations = await views(rows, scope, new Map([[scope.member.id, scope.subject]]));
    return {
      recommendations,
      demoMode: source === 'offline',
      ...(source === 'offline' && reason ? { reason } : {}),
      source,
    };
  }

  return generate;
}
