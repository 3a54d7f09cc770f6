import { endpoint } from '../api/contract';
import { authConfigSchema, authProfileSchema, authUserSchema, devLoginSchema } from '../auth';

const tags = ['Sign-in'];

/** Browser navigations (redirects), not fetch calls; declared so they are documented and inventoried. */
const redirect = (path: string, summary: string) =>
  endpoint({ method: 'GET', path, summary, tags, access: 'public' });

export const authApi = {
  config: endpoint({
    method: 'GET',
    path: '/api/auth/config',
    summary: 'Which sign-in methods this server offers',
    tags,
    response: authConfigSchema,
    access: 'public',
  }),
  googleStart: redirect('/api/auth/google', 'Start Google sign-in (redirects to Google)'),
  googleCallback: redirect('/api/auth/google/callback', 'Google returns here; starts the session'),
  facebookStart: redirect('/api/auth/facebook', 'Start Facebook sign-in (redirects to Facebook)'),
  facebookCallback: redirect('/api/auth/facebook/callback', 'Facebook returns here; starts the session'),
  devLogin: endpoint({
    method: 'POST',
    path: '/api/auth/dev-login',
    summary: 'Local mode only: sign in as a demo user by e-mail',
    tags,
    body: devLoginSchema,
    response: authUserSchema,
    access: 'public',
  }),
  logout: redirect('/api/auth/logout', 'End the session and go to the landing page'),
  user: endpoint({
    method: 'GET',
    path: '/api/auth/user',
    summary: 'Who is signed in (401 for visitors)',
    tags,
    response: authUserSchema,
  }),
  profile: endpoint({
    method: 'GET',
    path: '/api/auth/profile',
    summary: 'The signed-in user with their linked sign-in methods',
    tags,
    response: authProfileSchema,
  }),
} as const;
