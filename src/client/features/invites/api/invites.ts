import { useMutation } from '@tanstack/react-query';
import { invitesApi } from '#common/endpoints/invites';
import type { SendInviteInput } from '#common/member-invites';
import { ApiError } from '../../../lib/api';
import { callEndpoint, endpointKey, mutationMetaOf, queryMetaOf } from '../../../lib/endpoint-client';

/** 404 or 403 means "no invites to show"; anything else is a real failure. */
export async function getFamilyInvites(familyId: number) {
  try {
    return await callEndpoint(invitesApi.listPending, { params: { familyId } });
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return [];
    console.error('Failed to fetch family invites', err);
    throw new Error('Failed to fetch family invites');
  }
}

export const familyInvitesQuery = (familyId: number) => ({
  queryKey: endpointKey(invitesApi.listPending, { params: { familyId } }),
  queryFn: () => getFamilyInvites(familyId),
  meta: queryMetaOf(invitesApi.listPending),
});

export function useSendInvite() {
  return useMutation({
    mutationFn: (body: SendInviteInput) => callEndpoint(invitesApi.send, { body }),
    meta: { errorToast: { title: 'Failed to send invitation' }, ...mutationMetaOf(invitesApi.send) },
  });
}

export function useCancelInvite(familyId: number) {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(invitesApi.cancel, { params: { familyId, id } }),
    meta: { errorToast: { title: 'Could not cancel the invite' }, ...mutationMetaOf(invitesApi.cancel) },
  });
}

/** Mails a pending invite again (the owner or its sender); the answer is send's, demo mode included. */
export function useResendInvite(familyId: number) {
  return useMutation({
    mutationFn: (id: number) => callEndpoint(invitesApi.resend, { params: { familyId, id } }),
    meta: { errorToast: { title: 'Could not resend the invite' }, ...mutationMetaOf(invitesApi.resend) },
  });
}
