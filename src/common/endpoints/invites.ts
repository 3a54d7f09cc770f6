import { z } from 'zod';
import { endpoint } from '../api/contract';
import { familyIdParamSchema } from '../api/fields';
import {
  familyInviteSchema,
  inviteParamsSchema,
  sendInviteResultSchema,
  sendInviteSchema,
} from '../member-invites';
import {
  INVITE_ALREADY_ACCEPTED,
  INVITE_CANCEL_FORBIDDEN,
  INVITE_EXPIRED,
  INVITE_RECORD_CHILD,
  INVITE_RECORD_FORBIDDEN,
  INVITE_RECORD_HAS_ACCOUNT,
  INVITE_RESEND_FORBIDDEN,
  INVITE_RESEND_RACED,
  INVITE_RESEND_TOO_SOON,
  INVITE_WITHDRAWN_NOT_RESENT,
} from './invites.errors';

const tags = ['Invites'];

export const invitesApi = {
  listPending: endpoint({
    method: 'GET',
    reads: ['invites'],
    path: '/api/families/:familyId/invites',
    summary: "A family's pending e-mail invites",
    tags,
    params: familyIdParamSchema,
    response: z.array(familyInviteSchema),
  }),
  send: endpoint({
    method: 'POST',
    affects: ['invites'],
    path: '/api/family-members/invite',
    summary: 'Invite someone by e-mail (demo mode answers with the shareable code)',
    tags,
    body: sendInviteSchema,
    status: 201,
    response: sendInviteResultSchema,
    errors: [INVITE_RECORD_FORBIDDEN, INVITE_RECORD_HAS_ACCOUNT, INVITE_RECORD_CHILD],
  }),
  cancel: endpoint({
    method: 'DELETE',
    affects: ['invites'],
    path: '/api/families/:familyId/invites/:id',
    summary:
      'Cancel a pending invite (the family owner or whoever sent it): its link then says it was withdrawn',
    tags,
    params: inviteParamsSchema,
    status: 204,
    errors: [INVITE_CANCEL_FORBIDDEN, INVITE_ALREADY_ACCEPTED],
  }),
  resend: endpoint({
    method: 'POST',
    affects: ['invites'],
    path: '/api/families/:familyId/invites/:id/resend',
    summary:
      'Mail a pending invite again and renew its expiry (the family owner or whoever sent it; at most once every ten minutes)',
    tags,
    params: inviteParamsSchema,
    status: 200,
    response: sendInviteResultSchema,
    errors: [
      INVITE_RESEND_FORBIDDEN,
      INVITE_ALREADY_ACCEPTED,
      INVITE_WITHDRAWN_NOT_RESENT,
      INVITE_EXPIRED,
      INVITE_RESEND_TOO_SOON,
      INVITE_RESEND_RACED,
    ],
  }),
} as const;
