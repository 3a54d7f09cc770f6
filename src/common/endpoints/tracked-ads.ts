import { z } from 'zod';
import { endpoint } from '../api/contract';
import { idSchema } from '../api/fields';
import { changesOf } from '../records';
import {
  createTrackedAdSchema,
  listTrackedAdsQuerySchema,
  memberTrackedAdsQuerySchema,
  trackedAdPageSchema,
  trackedAdSchema,
  updateTrackedAdSchema,
} from '../tracked-ads/schemas';
import { memberIdParamsSchema } from './members';

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
  }),
  list: endpoint({
    method: 'GET',
    reads: ['trackedAds', 'members'],
    path: '/api/tracked-ads',
    summary: "The current family's tracked ads the caller may see, newest first, a page at a time",
    tags,
    query: listTrackedAdsQuerySchema,
    response: trackedAdPageSchema,
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
