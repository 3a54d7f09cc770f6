import {
  GIFT_IDEA_EXISTS,
  GIFT_IDEA_PAGE_UNTITLED,
  GIFT_IDEAS_PRIVATE,
} from '#common/endpoints/gift-ideas.errors';
import { titleKeyOf } from '#common/gifts/recommender';
import type { GiftIdea, SaveIdeaFromLinkData } from '#common/gifts/schemas';
import { conceptsInText } from '#common/signals/concepts';
import { categoryByKey } from '#common/taxonomy/categories';
import { AppError, refusal } from '../../errors';
import { type Access, isSelf } from '../../lib/access';
import type { LinkPreview } from '../../lib/link-preview';
import type { GiftIdeasRepository } from './gift-ideas.repository';
import type { createGiftIdeaViews } from './gift-ideas.views';
import { callName, seesIdeas } from './gift-ideas.views';

/** The "Other" category, for a page whose title names nothing the vocabulary knows. */
const OTHER_CATEGORY = 14;
/** A person's own pick: as sure as an idea gets, so it sorts first. */
const SAVED_CONFIDENCE = 10;

export interface FromLinkDeps {
  repo: GiftIdeasRepository;
  access: Access;
  views: ReturnType<typeof createGiftIdeaViews>['views'];
  /** Reads the shop's page (lib/link-preview, with its address checks). */
  preview: (url: string) => Promise<Pick<LinkPreview, 'title' | 'priceCents' | 'currency'>>;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * "Save as an idea for …" (issue 31): a shop's page shared to GiftLens becomes a gift idea for a
 * member, as the one who saves it would plan it: theirs alone when it is for themself, the
 * family's otherwise (never shown to the person it is for, decision 0034). Its title and price
 * come from the page unless given; its reason rests on no signal, so every viewer of the idea
 * may read it.
 */
export function createSaveFromLink({ repo, access, views, preview, log }: FromLinkDeps) {
  return async function saveFromLink(userId: number, data: SaveIdeaFromLinkData): Promise<GiftIdea> {
    const scope = await access.requireMember(data.familyMemberId, userId);
    if (!seesIdeas(scope.subject, scope)) throw refusal(GIFT_IDEAS_PRIVATE);
    const page = await preview(data.url).catch((err: unknown) => {
      // A page that cannot be read still saves what the person typed.
      if (data.title) {
        if (!(err instanceof AppError)) log?.warn({ code: 'gift_link_preview_failed', err }, 'page not read');
        return null;
      }
      throw err;
    });
    const title = (data.title ?? page?.title?.trim().slice(0, 200) ?? '').trim();
    if (!title) throw refusal(GIFT_IDEA_PAGE_UNTITLED, { field: 'title' });
    const concepts = conceptsInText(title);
    const category = concepts.flatMap((c) => c.categories).map((key) => categoryByKey(key))[0];
    // Ideas are priced in dollars: a price in another currency is left for the person to judge.
    const priceCents = page?.currency === 'USD' || (page && !page.currency) ? page.priceCents : null;
    const [row] = await repo.insertIdeas([
      {
        byMember: isSelf(scope.subject, scope.viewer),
        occasionId: null,
        familyAccountId: scope.family.id,
        familyMemberId: scope.member.id,
        createdByUserId: userId,
        categoryId: category?.id ?? OTHER_CATEGORY,
        catalogueId: null,
        titleKey: titleKeyOf(title),
        title,
        description: `Saved from ${new URL(data.url).hostname.replace(/^www\./, '')}.`,
        concepts: concepts.slice(0, 4).map((c) => c.key),
        estimatedPrice: priceCents ?? null,
        searchPhrase: title,
        purchaseUrl: data.url,
        affiliateUrl: null,
        imageUrl: null,
        occasion: null,
        aiGenerated: false,
        reason: { kind: 'saved', name: callName(scope.member) },
        reasonSources: [],
        aiConfidence: SAVED_CONFIDENCE,
        batchId: `saved-${Date.now().toString(36)}`,
      },
    ]);
    if (!row) throw refusal(GIFT_IDEA_EXISTS, { title, name: scope.member.name });
    const [idea] = await views([row], scope, new Map([[scope.member.id, scope.subject]]));
    if (!idea) throw new Error('a saved idea the saver cannot see');
    return idea;
  };
}
