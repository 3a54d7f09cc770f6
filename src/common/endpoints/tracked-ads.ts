import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idSchema } from '../api/fields';
import { changesOf } from '../records';
import { adSheetSchema } from '../tracked-ads/ad-sheet/schema';
import {
  createTrackedAdSchema,
  listTrackedAdsQuerySchema,
  memberTrackedAdsQuerySchema,
  trackedAdPageSchema,
  trackedAdSchema,
  updateTrackedAdSchema,
} from '../tracked-ads/schemas';
import { memberIdParamsSchema } from './members';
import { CURSOR_INVALID, PHOTO_ERRORS } from './platform.errors';
import { SCREENSHOT_ERRORS } from './screenshots.errors';
import {
  AD_CATEGORY_UNKNOWN,
  TRACKED_AD_DELETE_FORBIDDEN,
  TRACKED_AD_EDIT_FORBIDDEN,
  TRACKED_ADS_PRIVATE,
} from './tracked-ads.errors';

const tags = ['Tracked ads'];
const adIdParamsSchema = z.object({ id: idSchema });

export const trackedAdsApi = {
  create: endpoint({
    method: 'POST',
    affects: changesOf('trackedAd'),
    path: '/api/tracked-ads',
    summary:
      'Track an ad seen by a family member (quick, or with its "Why am I seeing this ad?" reasons, analysed and stored)',
    tags,
    body: createTrackedAdSchema,
    status: 201,
    response: trackedAdSchema,
    errors: [TRACKED_ADS_PRIVATE, AD_CATEGORY_UNKNOWN, ...PHOTO_ERRORS],
  }),
  list: endpoint({
    method: 'GET',
    reads: ['trackedAds', 'members'],
    path: '/api/tracked-ads',
    summary: "The current family's tracked ads the caller may see, newest first, a page at a time",
    tags,
    query: listTrackedAdsQuerySchema,
    response: trackedAdPageSchema,
    errors: [TRACKED_ADS_PRIVATE, CURSOR_INVALID],
    familyScoped: true,
  }),
  forMember: endpoint({
    method: 'GET',
    reads: ['trackedAds', 'members'],
    path: '/api/tracked-ads/member/:id',
    summary: "One member's tracked ads, newest first (403 when the member keeps them private)",
    tags,
    params: memberIdParamsSchema,
    query: memberTrackedAdsQuerySchema,
    response: trackedAdPageSchema,
    errors: [TRACKED_ADS_PRIVATE, CURSOR_INVALID],
  }),
  update: endpoint({
    method: 'PUT',
    affects: changesOf('trackedAd'),
    path: '/api/tracked-ads/:id',
    summary:
      'Edit an ad (whoever may delete it): everything but the member and the photo; what GiftLens learned from it and the counters follow',
    tags,
    params: adIdParamsSchema,
    body: updateTrackedAdSchema,
    response: trackedAdSchema,
    errors: [TRACKED_AD_EDIT_FORBIDDEN, AD_CATEGORY_UNKNOWN],
  }),
  remove: endpoint({
    method: 'DELETE',
    affects: changesOf('trackedAd'),
    path: '/api/tracked-ads/:id',
    summary:
      'Delete an ad (its tracker, the member it is about, or the family owner); what GiftLens learned from it goes too',
    tags,
    params: adIdParamsSchema,
    status: 204,
    errors: [TRACKED_AD_DELETE_FORBIDDEN],
  }),
  readScreenshot: endpoint({
    method: 'POST',
    affects: [],
    path: '/api/tracked-ads/read-screenshot',
    summary:
      'Read a screenshot of an ad\'s "Why am I seeing this ad?" sheet (multipart, one PNG, JPEG or WebP field `image`, at most 10 MB): what it says, nothing stored',
    tags,
    response: adSheetSchema,
    errors: SCREENSHOT_ERRORS,
  }),
  /**
   * Where the installed app's share target posts when no service worker takes it (it normally
   * does, public/sw.js): the words and link go on to the share page; a picture cannot be carried
   * along a redirect, so the page asks for it again.
   */
  shareTarget: endpoint({
    method: 'POST',
    affects: [],
    path: '/share',
    access: 'public',
    summary: 'The Web Share Target without its service worker: on to the share page (303)',
    tags,
    status: 303,
  }),
  photo: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/tracked-ads/:id/photo',
    summary: "The ad's photo (image bytes)",
    tags,
    params: adIdParamsSchema,
  }),
} as const;
