import { z } from 'zod';
import { endpoint } from '../api/contract';
import { familyIdParamSchema, idSchema } from '../api/fields';
import { createExchangeSchema, exchangeSchema, myMatchSchema } from '../gift-exchanges';
import {
  EXCHANGE_END_OWNER_ONLY,
  EXCHANGE_MATCH_OPENED,
  EXCHANGE_NO_DRAW,
  EXCHANGE_NOT_PARTICIPANT,
  EXCHANGE_PARTICIPANT_UNKNOWN,
  EXCHANGE_PARTICIPANT_WITHOUT_ACCOUNT,
  EXCHANGE_REDRAW_OWNER_ONLY,
  EXCHANGE_REVEALED,
  EXCHANGE_START_OWNER_ONLY,
} from './gift-exchanges.errors';
import { OCCASION_NOT_IN_FAMILY } from './occasions.errors';

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
    errors: [
      EXCHANGE_START_OWNER_ONLY,
      EXCHANGE_PARTICIPANT_UNKNOWN,
      EXCHANGE_PARTICIPANT_WITHOUT_ACCOUNT,
      OCCASION_NOT_IN_FAMILY,
      EXCHANGE_NO_DRAW,
    ],
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
    errors: [EXCHANGE_NOT_PARTICIPANT],
  }),
  redraw: endpoint({
    method: 'POST',
    affects: ['exchanges'],
    path: '/api/gift-exchanges/:id/redraw',
    summary: 'Draw again (the owner), only while nobody has opened their match',
    tags,
    params: exchangeIdParamsSchema,
    response: exchangeSchema,
    errors: [EXCHANGE_REDRAW_OWNER_ONLY, EXCHANGE_REVEALED, EXCHANGE_MATCH_OPENED],
  }),
  end: endpoint({
    method: 'DELETE',
    affects: ['exchanges'],
    path: '/api/gift-exchanges/:id',
    summary: 'End the exchange (the owner): it goes for everyone, with its draw',
    tags,
    params: exchangeIdParamsSchema,
    status: 204,
    errors: [EXCHANGE_END_OWNER_ONLY],
  }),
} as const;
