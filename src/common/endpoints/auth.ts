import { endpoint } from '../api/contract';
import {
  authConfigSchema,
  authProfileSchema,
  authStartQuerySchema,
  authUserSchema,
  demoSignInFormSchema,
  devLoginSchema,
  pendingLinkSchema,
  providerRecordParamSchema,
  unifyAccountSchema,
  unifyResultSchema,
} from '../auth';
import { LAST_SIGN_IN, NO_PENDING_SIGN_IN, SIGN_IN_TAKEN } from './auth.errors';

const tags = ['Sign-in'];

/** Browser navigations (redirects), not fetch calls; declared so they are documented and inventoried. */
const redirect = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, summary, tags, access: 'public', reads: [] });

export const authApi = {
  config: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/auth/config',
    summary: 'Which sign-in methods this server offers',
    tags,
    response: authConfigSchema,
    access: 'public',
  }),
  googleStart: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/auth/google',
    summary: 'Start Google sign-in (redirects to Google); ?intent=link connects it to the signed-in account',
    tags,
    query: authStartQuerySchema,
    access: 'public',
  }),
  googleCallback: redirect('/api/auth/google/callback', 'Google returns here; starts the session'),
  facebookStart: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/auth/facebook',
    summary:
      'Start Facebook sign-in (redirects to Facebook); ?intent=link connects it to the signed-in account',
    tags,
    query: authStartQuerySchema,
    access: 'public',
  }),
  facebookCallback: redirect('/api/auth/facebook/callback', 'Facebook returns here; starts the session'),
  devLogin: endpoint({
    method: 'POST',
    affects: ['user'],
    path: '/api/auth/dev-login',
    summary: 'Local mode only: sign in as a demo user by e-mail',
    tags,
    body: devLoginSchema,
    response: authUserSchema,
    access: 'public',
  }),
  demoSignIn: endpoint({
    method: 'POST',
    affects: ['user'],
    path: '/api/auth/demo',
    summary: 'Local mode only: sign in as a demo user from a plain form, then go to `next` (303)',
    tags,
    body: demoSignInFormSchema,
    access: 'public',
  }),
  logout: redirect('/api/auth/logout', 'End the session and go to the landing page'),
  user: endpoint({
    method: 'GET',
    reads: ['user'],
    path: '/api/auth/user',
    summary: 'Who is signed in (401 for visitors)',
    tags,
    response: authUserSchema,
  }),
  profile: endpoint({
    method: 'GET',
    reads: ['user'],
    path: '/api/auth/profile',
    summary: 'The signed-in user with their linked sign-in methods',
    tags,
    response: authProfileSchema,
  }),
  pendingLink: endpoint({
    method: 'GET',
    reads: ['user'],
    path: '/api/auth/pending-link',
    summary: 'The sign-in waiting to be connected to an existing account with the same e-mail (404: none)',
    tags,
    response: pendingLinkSchema,
    access: 'public',
  }),
  unifyAccount: endpoint({
    method: 'POST',
    affects: ['user'],
    path: '/api/auth/unify-account',
    summary:
      'Connect the waiting sign-in to the existing account (after proving it is yours), or keep it separate',
    tags,
    body: unifyAccountSchema,
    response: unifyResultSchema,
    access: 'public',
    errors: [NO_PENDING_SIGN_IN, SIGN_IN_TAKEN],
  }),
  disconnect: endpoint({
    method: 'DELETE',
    affects: ['user'],
    path: '/api/auth/disconnect/:providerRecordId',
    summary: 'Remove one of your sign-in methods (never the last one)',
    tags,
    params: providerRecordParamSchema,
    status: 204,
    errors: [LAST_SIGN_IN],
  }),
} as const;
