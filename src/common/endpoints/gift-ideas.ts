import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idSchema } from '../api/fields';
import {
  affiliateClickSchema,
  generateGiftsResponseSchema,
  generateGiftsSchema,
  giftIdeaSchema,
  listGiftIdeasQuerySchema,
  masterProfileSchema,
  rateGiftIdeaSchema,
  saveIdeaFromLinkSchema,
  updateGiftIdeaSchema,
} from '../gifts/schemas';
import { changesOf } from '../records';
import {
  GIFT_APPROVE_OWNER_ONLY,
  GIFT_DELETE_FORBIDDEN,
  GIFT_DELETE_MEMBERS_OWN,
  GIFT_IDEA_EXISTS,
  GIFT_IDEA_PAGE_UNTITLED,
  GIFT_IDEAS_PRIVATE,
  GIFT_MARK_OWN,
  GIFT_OCCASION_NOT_MEMBERS,
  GIFT_PURCHASE_NOT_PENDING,
} from './gift-ideas.errors';
import { LINK_ERRORS } from './link-preview.errors';
import { memberIdParamsSchema } from './members';

const tags = ['Gift ideas'];
const giftIdParamsSchema = z.object({ id: idSchema });

export const giftIdeasApi = {
  generate: endpoint({
    method: 'POST',
    affects: ['giftIdeas'],
    path: '/api/ai/generate-gifts/:id',
    summary:
      'Generate and save gift ideas for a member (AI when configured, otherwise the offline recommender; demoMode says which)',
    tags,
    params: memberIdParamsSchema,
    body: generateGiftsSchema,
    status: 201,
    response: generateGiftsResponseSchema,
    errors: [GIFT_IDEAS_PRIVATE, GIFT_OCCASION_NOT_MEMBERS],
  }),
  masterProfile: endpoint({
    method: 'POST',
    affects: ['giftIdeas'],
    path: '/api/ai/gifts-master-profile/:id',
    summary: "Generate and save gift ideas from the member's whole interest profile",
    tags,
    params: memberIdParamsSchema,
    body: masterProfileSchema,
    status: 201,
    response: generateGiftsResponseSchema,
    errors: [GIFT_IDEAS_PRIVATE],
  }),
  list: endpoint({
    method: 'GET',
    reads: ['giftIdeas', 'members'],
    path: '/api/gift-ideas',
    summary:
      "The current family's gift ideas the caller may see, best first (highest confidence, then newest)",
    tags,
    query: listGiftIdeasQuerySchema,
    response: z.array(giftIdeaSchema),
    familyScoped: true,
    errors: [GIFT_IDEAS_PRIVATE],
  }),
  forMember: endpoint({
    method: 'GET',
    reads: ['giftIdeas', 'members'],
    path: '/api/gift-ideas/member/:id',
    summary: "One member's gift ideas, best first (403 when the member keeps them private)",
    tags,
    params: memberIdParamsSchema,
    response: z.array(giftIdeaSchema),
    errors: [GIFT_IDEAS_PRIVATE],
  }),
  update: endpoint({
    method: 'PUT',
    affects: changesOf('giftIdea'),
    path: '/api/gift-ideas/:id',
    summary: 'Mark an idea considered or purchased (one flag per request; never on your own ideas)',
    tags,
    params: giftIdParamsSchema,
    body: updateGiftIdeaSchema,
    response: giftIdeaSchema,
    errors: [GIFT_MARK_OWN, GIFT_IDEAS_PRIVATE],
  }),
  approvePurchase: endpoint({
    method: 'POST',
    affects: changesOf('giftIdea'),
    path: '/api/gift-ideas/:id/approve-purchase',
    summary: "The family owner approves a pending 'purchased' mark",
    tags,
    params: giftIdParamsSchema,
    response: giftIdeaSchema,
    errors: [GIFT_APPROVE_OWNER_ONLY, GIFT_PURCHASE_NOT_PENDING],
  }),
  rate: endpoint({
    method: 'POST',
    affects: changesOf('giftIdea'),
    path: '/api/gift-ideas/:id/rating',
    summary: 'Rate an idea up or down; GiftLens learns from it',
    tags,
    params: giftIdParamsSchema,
    body: rateGiftIdeaSchema,
    response: giftIdeaSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    affects: changesOf('giftIdea'),
    path: '/api/gift-ideas/:id',
    summary: 'Delete an idea; it is not suggested again and its concepts count a little less',
    tags,
    params: giftIdParamsSchema,
    status: 204,
    errors: [GIFT_DELETE_FORBIDDEN, GIFT_DELETE_MEMBERS_OWN],
  }),
  saveFromLink: endpoint({
    method: 'POST',
    affects: changesOf('giftIdea'),
    path: '/api/gift-ideas/from-link',
    idempotent: true,
    summary:
      "Save a shop's page as a gift idea for a member (its title, and its price in dollars, from the page unless given)",
    tags,
    body: saveIdeaFromLinkSchema,
    status: 201,
    response: giftIdeaSchema,
    errors: [GIFT_IDEAS_PRIVATE, GIFT_IDEA_EXISTS, GIFT_IDEA_PAGE_UNTITLED, ...LINK_ERRORS],
  }),
  affiliateClick: endpoint({
    method: 'POST',
    affects: [],
    path: '/api/affiliate/click',
    summary: 'Record a click on a buy link',
    tags,
    body: affiliateClickSchema,
    status: 204,
  }),
} as const;
