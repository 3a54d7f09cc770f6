import { z } from 'zod';
import { endpoint } from '../api/contract';
import { interestEntrySchema } from '../signals/schemas';
import { familyMemberParamsSchema, memberIdParamsSchema } from './members';
import { INTERESTS_PRIVATE } from './signals.errors';

const tags = ['Signals'];
const summary =
  'What GiftLens has learned a member likes: concepts ranked by score, each with its evidence in words (403 when the member keeps it private from the caller)';

export const signalsApi = {
  interestProfile: {
    byId: endpoint({
      method: 'GET',
      reads: ['signals', 'members'],
      path: '/api/family-members/:id/interest-profile',
      summary,
      tags,
      params: memberIdParamsSchema,
      response: z.array(interestEntrySchema),
      errors: [INTERESTS_PRIVATE],
    }),
    inFamily: endpoint({
      method: 'GET',
      reads: ['signals', 'members'],
      path: '/api/families/:familyId/family-members/:id/interest-profile',
      summary,
      tags,
      params: familyMemberParamsSchema,
      response: z.array(interestEntrySchema),
      errors: [INTERESTS_PRIVATE],
    }),
  },
} as const;
