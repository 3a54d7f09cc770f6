import { z } from 'zod';
import { endpoint } from '../api/contract';
import { familyIdParamSchema, idSchema } from '../api/fields';
import { createExchangeSchema, exchangeSchema, myMatchSchema } from '../gift-exchanges';

const tags = ['Gift exchanges'];
const exchangeIdParamsSchema = z.object({ id: idSchema });

export const giftExchangesApi = {
  list: endpoint({
    method: 'GET',
    reads: ['exchanges', 'members'],
    path: '/api/families/:familyId/gift-exchanges',
    summary: "The family's gift exchanges (never who drew whom before the reveal)",
    tags,
    params: familyIdParamSchema,
    response: z.array(exchangeSchema),
  }),
  create: endpoint({
    method: 'POST',
    affects: ['exchanges'],
    path: '/api/families/:familyId/gift-exchanges',
    idempotent: true,
    summary:
      'Start an exchange and draw it (the owner): at least 3 participants with accounts, exclusions respected, or 400 when no draw exists',
    tags,
    params: familyIdParamSchema,
    body: createExchangeSchema,
    status: 201,
    response: exchangeSchema,
  }),
  get: endpoint({
    method: 'GET',
    reads: ['exchanges', 'members'],
    path: '/api/gift-exchanges/:id',
    summary: 'An exchange: its participants and budget; the whole draw only from the reveal date',
    tags,
    params: exchangeIdParamsSchema,
    response: exchangeSchema,
  }),
  myMatch: endpoint({
    method: 'GET',
    reads: ['exchanges'],
    path: '/api/gift-exchanges/:id/my-match',
    summary: 'Whom you give to (participants only); opening it ends the chance of a redraw',
    tags,
    params: exchangeIdParamsSchema,
    response: myMatchSchema,
  }),
  redraw: endpoint({
    method: 'POST',
    affects: ['exchanges'],
    path: '/api/gift-exchanges/:id/redraw',
    summary: 'Draw again (the owner), only while nobody has opened their match',
    tags,
    params: exchangeIdParamsSchema,
    response: exchangeSchema,
  }),
  end: endpoint({
    method: 'DELETE',
    affects: ['exchanges'],
    path: '/api/gift-exchanges/:id',
    summary: 'End the exchange (the owner): it goes for everyone, with its draw',
    tags,
    params: exchangeIdParamsSchema,
    status: 204,
  }),
} as const;
