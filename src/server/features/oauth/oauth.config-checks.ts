import type { DiagnosticCheck } from '#common/oauth-diagnostics';
import type { AppConfig } from '../../config';
import type { ProviderSignInStatus } from '../../lib/sign-in-status';

/** The checks that need no network: what the configuration and the recorded sign-ins say. */

export const callbackUrl = (config: AppConfig, provider: 'google' | 'facebook') =>
  `${config.publicUrl}/api/auth/${provider}/callback`;

const pass = (c: Omit<DiagnosticCheck, 'status' | 'fixAction'>): DiagnosticCheck => ({
  ...c,
  status: 'pass',
  fixAction: null,
});

export function providersCheck(config: AppConfig): DiagnosticCheck {
  const set = (v: unknown) => (v ? 'set' : 'missing');
  const details = [
    { label: 'Google client id', value: set(config.google?.clientId) },
    { label: 'Google client secret', value: set(config.google?.clientSecret) },
    { label: 'Facebook app id', value: set(config.facebook?.clientId) },
    { label: 'Facebook app secret', value: set(config.facebook?.clientSecret) },
  ];
  const names = [config.google && 'Google', config.facebook && 'Facebook'].filter(Boolean).join(' and ');
  const base = {
    id: 'providers',
    name: 'Sign-in providers configured',
    severity: 'critical' as const,
    details,
  };
  if (names)
    return pass({ ...base, message: `${names} sign-in ${names.includes(' and ') ? 'are' : 'is'} set up.` });
  return {
    ...base,
    status: config.production ? 'fail' : 'warning',
    severity: config.production ? 'critical' : 'medium',
    message: config.production
      ? 'No sign-in provider is set up: nobody can sign in.'
      : 'No sign-in provider is set up: only the demo sign-in works (local mode).',
    fixAction:
      'Set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, then restart.',
  };
}

/** The exact URIs to paste into the consoles, and whether people use the address they name. */
export function redirectUrisCheck(config: AppConfig, requestOrigin: string): DiagnosticCheck {
  const publicOrigin = new URL(config.publicUrl).origin;
  const details = [
    { label: 'Google redirect URI', value: callbackUrl(config, 'google'), copy: true },
    { label: 'Facebook redirect URI', value: callbackUrl(config, 'facebook'), copy: true },
    { label: 'Authorized JavaScript origin', value: publicOrigin, copy: true },
    { label: 'This page was opened at', value: requestOrigin },
  ];
  const base = { id: 'redirect-uris', name: 'Redirect URIs', details };
  if (new URL(config.publicUrl).pathname !== '/') {
    return {
      ...base,
      status: 'fail',
      severity: 'high',
      message: `PUBLIC_URL has a path (${config.publicUrl}); GiftLens is served from the root of its address.`,
      fixAction: `Set PUBLIC_URL to ${publicOrigin} and restart.`,
    };
  }
  if (requestOrigin !== publicOrigin) {
    return {
      ...base,
      status: 'warning',
      severity: 'high',
      message: `This page was opened at ${requestOrigin}, but PUBLIC_URL is ${publicOrigin}: providers send people back to ${publicOrigin}, where their sign-in cookie is not.`,
      fixAction: `Open GiftLens at ${publicOrigin}, or set PUBLIC_URL to ${requestOrigin} and register its redirect URIs.`,
    };
  }
  return pass({
    ...base,
    severity: 'high',
    message: 'Register these exact URIs in the Google and Facebook consoles (no trailing slash).',
  });
}

export function httpsCheck(config: AppConfig): DiagnosticCheck {
  const url = new URL(config.publicUrl);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  const details = [
    { label: 'PUBLIC_URL', value: config.publicUrl },
    {
      label: 'Session cookie',
      value: config.production
        ? '__Host-giftlens.sid; Secure; HttpOnly; SameSite=Lax; Path=/'
        : 'giftlens.sid; HttpOnly; SameSite=Lax; Path=/',
    },
    {
      label: 'Sign-in cookie',
      value: `giftlens.oauth; ${config.production ? 'Secure; ' : ''}HttpOnly; SameSite=Lax; Path=/api/auth; signed`,
    },
  ];
  const base = { id: 'https', name: 'HTTPS and cookies', details };
  if (config.production && url.protocol !== 'https:') {
    return {
      ...base,
      status: 'fail',
      severity: 'critical',
      message:
        'PUBLIC_URL is not https: browsers drop the Secure sign-in cookies over http, so every sign-in fails with "could not be verified".',
      fixAction: 'Serve GiftLens over HTTPS and set PUBLIC_URL to its https:// address.',
    };
  }
  if (!config.production && url.protocol !== 'https:' && !local) {
    return {
      ...base,
      status: 'warning',
      severity: 'medium',
      message: `Local mode on ${url.host} over plain http: fine for testing, but Google refuses http redirect URIs other than localhost.`,
      fixAction:
        'Use http://localhost for local testing, or HTTPS and NODE_ENV=production for a real address.',
    };
  }
  return pass({
    ...base,
    severity: 'critical',
    message: config.production
      ? 'HTTPS with Secure, HttpOnly, SameSite=Lax cookies (__Host- prefixed session).'
      : 'Local mode on localhost: cookies are HttpOnly and SameSite=Lax, not Secure, so http://localhost works.',
  });
}

/** A secret made of few distinct characters is guessable whatever its length. */
export function sessionSecretCheck(config: AppConfig): DiagnosticCheck {
  const secret = config.sessionSecret;
  const distinct = new Set(secret).size;
  const details = [
    { label: 'Length', value: `${secret.length} characters` },
    { label: 'Distinct characters', value: String(distinct) },
    { label: 'Source', value: config.sessionSecretSet ? 'SESSION_SECRET' : 'random at each start' },
  ];
  const base = { id: 'session-secret', name: 'Session secret strength', severity: 'high' as const, details };
  const fixAction =
    'Set SESSION_SECRET to 32 or more random characters, e.g. the output of `openssl rand -hex 32`.';
  if (!config.sessionSecretSet) {
    return config.production
      ? { ...base, status: 'fail', message: 'SESSION_SECRET is not set.', fixAction }
      : pass({ ...base, severity: 'low', message: 'Local mode: a random secret is made at each start.' });
  }
  if (secret.length < 32 || distinct < 10) {
    return {
      ...base,
      status: config.production ? 'fail' : 'warning',
      message:
        secret.length < 32
          ? 'SESSION_SECRET is shorter than 32 characters.'
          : 'SESSION_SECRET uses very few distinct characters: it may be guessable.',
      fixAction,
    };
  }
  return pass({ ...base, message: 'SESSION_SECRET is long and varied enough.' });
}

const ERROR_FIXES: Record<string, string> = {
  invalid_state:
    'The browser came back without its sign-in cookie: make sure people open GiftLens at PUBLIC_URL, over HTTPS in production, and that the redirect URI is exactly the one shown above.',
  exchange_failed:
    'The provider refused the code exchange: check the client secret, that the redirect URI is registered exactly, and the server clock.',
  profile_failed:
    'The provider returned no usable profile: check the requested scopes (openid email profile / email public_profile).',
  start_failed:
    'GiftLens could not reach the provider to start a sign-in: check outgoing network access and the issuer URL.',
};

/** The last failure the callbacks recorded, unless a sign-in has succeeded since. */
export function lastErrorCheck(
  provider: 'google' | 'facebook',
  status: ProviderSignInStatus | undefined,
): DiagnosticCheck {
  const label = provider === 'google' ? 'Google' : 'Facebook';
  const when = (d: Date | null) => (d ? d.toISOString() : 'never');
  const details = [
    { label: 'Last success', value: when(status?.lastSuccessAt ?? null) },
    { label: 'Last failure', value: when(status?.lastErrorAt ?? null) },
    ...(status?.lastErrorCode ? [{ label: 'Failure code', value: status.lastErrorCode }] : []),
    ...(status?.lastErrorMessage ? [{ label: 'Failure detail', value: status.lastErrorMessage }] : []),
  ];
  const base = {
    id: `${provider}-last-error`,
    name: `Last ${label} sign-in error`,
    severity: 'medium' as const,
    details,
  };
  const failedLast =
    status?.lastErrorAt &&
    (!status.lastSuccessAt || status.lastErrorAt.getTime() > status.lastSuccessAt.getTime());
  if (!status?.lastErrorAt) return pass({ ...base, message: `No failed ${label} sign-in recorded.` });
  if (!failedLast)
    return pass({ ...base, message: `${label} sign-ins have succeeded since the last failure.` });
  return {
    ...base,
    status: 'warning',
    message: `The last ${label} sign-in failed (${status.lastErrorCode}) at ${when(status.lastErrorAt)}.`,
    fixAction:
      ERROR_FIXES[status.lastErrorCode ?? ''] ??
      'Try signing in again and watch the server log for the failure.',
  };
}
