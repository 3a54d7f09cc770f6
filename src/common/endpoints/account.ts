import {
  dataDeletionCodeParamSchema,
  dataDeletionStatusSchema,
  deleteAccountSchema,
  deletionPreviewSchema,
  facebookDeletionBodySchema,
  facebookDeletionResultSchema,
  siteInfoSchema,
  updateProfileSchema,
  userSettingsPatchSchema,
  userSettingsSchema,
} from '../account';
import { endpoint } from '../api/contract';
import { authUserSchema } from '../auth';
import { departurePreviewSchema, departureQuerySchema } from '../departures';
import { FACEBOOK_NOT_CONFIGURED, SIGNED_REQUEST_INVALID, SIGNED_REQUEST_STALE } from './account.errors';

const tags = ['Account'];

export const accountApi = {
  updateProfile: endpoint({
    method: 'PATCH',
    affects: ['user'],
    path: '/api/user/profile',
    summary: 'Change your first name, last name or contact e-mail (never a sign-in)',
    tags,
    body: updateProfileSchema,
    response: authUserSchema,
  }),
  settings: endpoint({
    method: 'GET',
    reads: ['user'],
    path: '/api/user/settings',
    summary: 'Your privacy, notification and theme settings',
    tags,
    response: userSettingsSchema,
  }),
  updateSettings: endpoint({
    method: 'PATCH',
    affects: ['user'],
    path: '/api/user/settings',
    summary: 'Change one or more of your settings',
    tags,
    body: userSettingsPatchSchema,
    response: userSettingsSchema,
  }),
  exportData: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/user/export',
    summary: 'Everything GiftLens holds about you, as one JSON download',
    tags,
  }),
  deletionPreview: endpoint({
    method: 'GET',
    reads: ['user', 'families'],
    path: '/api/user/deletion-preview',
    summary: 'What deleting your account would do to the families you own',
    tags,
    response: deletionPreviewSchema,
  }),
  departurePreview: endpoint({
    method: 'GET',
    reads: ['families', 'exchanges', 'wishlists'],
    path: '/api/user/departure-preview',
    summary:
      'What leaving a family (familyId), or every family (deleting your account), changes for others: the gift exchanges mended and the pledges and claims released',
    tags,
    query: departureQuerySchema,
    response: departurePreviewSchema,
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    affects: ['user', 'families', 'members'],
    path: '/api/user',
    summary: 'Delete your account and everything about you; families you own are handed over first',
    tags,
    body: deleteAccountSchema,
    status: 204,
  }),
  facebookDataDeletion: endpoint({
    method: 'POST',
    affects: [],
    path: '/api/auth/facebook/data-deletion',
    summary: "Facebook's data-deletion callback (form-encoded signed_request, checked with the app secret)",
    tags,
    body: facebookDeletionBodySchema,
    response: facebookDeletionResultSchema,
    access: 'public',
    errors: [FACEBOOK_NOT_CONFIGURED, SIGNED_REQUEST_INVALID, SIGNED_REQUEST_STALE],
  }),
  dataDeletionStatus: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/data-deletion/:code',
    summary: 'The status of a data-deletion request, by its confirmation code',
    tags,
    params: dataDeletionCodeParamSchema,
    response: dataDeletionStatusSchema,
    access: 'public',
  }),
  siteInfo: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/site-info',
    summary: 'Contact addresses and the production host, as configured',
    tags: ['Site'],
    response: siteInfoSchema,
    access: 'public',
  }),
} as const;
