import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput, UserSettings, UserSettingsPatch } from '#common/account';
import { accountApi } from '#common/endpoints/account';
import { authApi } from '#common/endpoints/auth';
import { userQueryOptions } from '../../../lib/auth';
import { callEndpoint, endpointQuery, mutationMetaOf } from '../../../lib/endpoint-client';

export const profileQuery = () => endpointQuery(authApi.profile);
export const settingsQuery = () => endpointQuery(accountApi.settings);
export const deletionPreviewQuery = () => endpointQuery(accountApi.deletionPreview);

/** The export is a file download: a plain link, so the browser saves it. */
export const EXPORT_URL = accountApi.exportData.path;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileInput) => callEndpoint(accountApi.updateProfile, { body }),
    meta: {
      errorToast: { title: 'Update failed', message: 'Failed to update profile. Please try again.' },
      ...mutationMetaOf(accountApi.updateProfile),
    },
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
  });
}

/** Sent on every toggle; the switch moves at once and goes back if the server says no. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const key = settingsQuery().queryKey;
  return useMutation({
    mutationFn: (body: UserSettingsPatch) => callEndpoint(accountApi.updateSettings, { body }),
    meta: {
      errorToast: {
        title: 'Update failed',
        message: 'Failed to update settings. Please try again.',
        preferServer: false,
      },
      // The answer replaces the settings in the cache; nothing else reads them.
      ...mutationMetaOf(accountApi.updateSettings, { updatedInPlace: ['user'] }),
    },
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserSettings>(key);
      if (previous) queryClient.setQueryData(key, { ...previous, ...patch });
      return { previous };
    },
    onError: (_err, _patch, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(key, settings);
    },
  });
}

export function useDisconnect() {
  return useMutation({
    mutationFn: (providerRecordId: number) =>
      callEndpoint(authApi.disconnect, { params: { providerRecordId } }),
    meta: {
      errorToast: {
        title: 'Disconnect failed',
        message: 'Failed to disconnect provider. You need at least one authentication method.',
        preferServer: false,
      },
      ...mutationMetaOf(authApi.disconnect),
    },
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(accountApi.deleteAccount, { body: { confirm: 'DELETE' } }),
    meta: {
      errorToast: {
        title: 'Deletion failed',
        message: 'Your account could not be deleted. Please try again.',
      },
    },
    onSuccess: () => {
      // Everything cached belonged to the deleted account.
      queryClient.clear();
      queryClient.setQueryData(userQueryOptions().queryKey, null);
    },
  });
}
