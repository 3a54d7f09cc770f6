import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idSchema, str } from '../api/fields';
import {
  feedAdSchema,
  feedBatchSchema,
  feedPageSchema,
  feedQuerySchema,
  generateFeedBodySchema,
  interactionBodySchema,
  smartResultSchema,
} from '../feed/schemas';
import { changesOf } from '../records';
import { FEED_PRIVATE } from './feed.errors';
import { memberIdParamsSchema } from './members';
import { CURSOR_INVALID } from './platform.errors';

const tags = ['Feed'];

export const feedApi = {
  list: endpoint({
    method: 'GET',
    reads: ['feed', 'members'],
    path: '/api/instagram-ads',
    summary: "A member's generated feed ads, newest batch first, a page at a time (cursor)",
    tags,
    query: feedQuerySchema,
    response: feedPageSchema,
    errors: [FEED_PRIVATE, CURSOR_INVALID],
  }),
  generate: endpoint({
    method: 'POST',
    affects: ['feed'],
    path: '/api/instagram-ads/generate/:id',
    summary:
      'Generate feed ads for a member from their interest profile and the gift catalogue (count 15 by default, at most 30)',
    tags,
    params: memberIdParamsSchema,
    body: generateFeedBodySchema,
    status: 201,
    response: feedBatchSchema,
    errors: [FEED_PRIVATE],
  }),
  interaction: endpoint({
    method: 'PATCH',
    affects: changesOf('feedAd'),
    path: '/api/instagram-ads/:adId/interaction',
    summary:
      "Like or dislike a feed ad (toggles; at most one of the two) or record that it was shown (once); likes and dislikes become the member's signals",
    tags,
    params: z.object({ adId: idSchema }),
    body: interactionBodySchema,
    response: feedAdSchema,
  }),
  smart: endpoint({
    method: 'POST',
    affects: ['feed', 'giftIdeas'],
    path: '/api/automatic-ads/generate/member/:id',
    summary: 'Smart: generate feed ads and gift ideas for a member together',
    tags,
    params: memberIdParamsSchema,
    status: 201,
    response: smartResultSchema,
    errors: [FEED_PRIVATE],
  }),
  art: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/feed-art/:category/:format',
    summary: "The illustration GiftLens draws for a feed ad's category and format (SVG, for signed-in users)",
    tags,
    params: z.object({
      category: str().max(32, 'is not a category'),
      format: str().max(16, 'is not a format'),
    }),
  }),
} as const;
