import type { DiagnosticCheck } from '#common/oauth-diagnostics';
import type { AppConfig } from '../../config';
import { callbackUrl } from './oauth.config-checks';

/** One HTTP exchange with a provider, timed, never following redirects. */
interface Probe {
  status?: number;
  location?: string;
  body?: string;
  /** The provider's clock minus ours, from its Date header (ms). */
  skewMs?: number;
  ms: number;
  error?: string;
}

export interface ClockSample {
  provider: string;
  skewMs: number;
}

async function probe(url: URL, timeoutMs: number): Promise<Probe> {
  const sentAt = Date.now();
  try {
    const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const receivedAt = Date.now();
    const body = (await res.text()).slice(0, 20_000);
    const date = res.headers.get('date');
    const providerTime = date ? Date.parse(date) : Number.NaN;
    return {
      status: res.status,
      location: res.headers.get('location') ?? undefined,
      body,
      // Our clock at the middle of the exchange is the best guess for when the provider stamped it.
      skewMs: Number.isNaN(providerTime) ? undefined : providerTime - (sentAt + receivedAt) / 2,
      ms: receivedAt - sentAt,
    };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const reason =
      e.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : (e.cause?.code ?? e.message ?? 'unreachable');
    return { ms: Date.now() - sentAt, error: reason };
  }
}

const json = (text: string | undefined): Record<string, unknown> | null => {
  try {
    const parsed = JSON.parse(text ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Google: discovery reachable with exactly our issuer, then our redirect URI accepted. */
export async function googleChecks(config: AppConfig, timeoutMs: number) {
  const google = config.google;
  if (!google) return { checks: [] as DiagnosticCheck[], clock: undefined };
  const discoveryUrl = new URL(`${google.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  const found = await probe(discoveryUrl, timeoutMs);
  const clock: ClockSample | undefined =
    found.skewMs === undefined ? undefined : { provider: 'Google', skewMs: found.skewMs };
  const base = {
    id: 'google-discovery',
    name: 'Google discovery',
    severity: 'critical' as const,
    details: [
      { label: 'Discovery document', value: discoveryUrl.href },
      { label: 'Response time', value: `${found.ms} ms` },
    ],
  };
  const document = json(found.body);
  if (found.error || found.status !== 200 || !document) {
    const discovery: DiagnosticCheck = {
      ...base,
      status: 'fail',
      message: found.error
        ? `Could not reach ${google.issuer}: ${found.error}.`
        : `${google.issuer} answered ${found.status} instead of its discovery document.`,
      fixAction:
        'Check GOOGLE_ISSUER (https://accounts.google.com) and that this server can make outgoing HTTPS requests (firewall, proxy, DNS).',
    };
    return { checks: [discovery], clock };
  }
  const issuer = String(document.issuer ?? '');
  if (issuer !== google.issuer) {
    const discovery: DiagnosticCheck = {
      ...base,
      details: [...base.details, { label: 'Issuer in the document', value: issuer }],
      status: 'fail',
      message: `The discovery document names the issuer "${issuer}", but GOOGLE_ISSUER is "${google.issuer}": every ID token would be refused.`,
      fixAction: `Set GOOGLE_ISSUER to exactly ${issuer}.`,
    };
    return { checks: [discovery], clock };
  }
  const discovery: DiagnosticCheck = {
    ...base,
    details: [...base.details, { label: 'Issuer', value: issuer }],
    status: 'pass',
    message: `Reachable, and its issuer is exactly ${issuer}.`,
    fixAction: null,
  };
  const endpoint =
    typeof document.authorization_endpoint === 'string' ? document.authorization_endpoint : null;
  const redirect = endpoint ? await googleRedirectCheck(config, endpoint, timeoutMs) : null;
  return { checks: redirect ? [discovery, redirect] : [discovery], clock };
}

/**
 * Asks Google to start a sign-in with our client id and redirect URI, without following it:
 * Google answers an unregistered redirect URI with 400 redirect_uri_mismatch and an unknown
 * client with invalid_client, before anyone signs in.
 */
async function googleRedirectCheck(
  config: AppConfig,
  endpoint: string,
  timeoutMs: number,
): Promise<DiagnosticCheck> {
  const redirectUri = callbackUrl(config, 'google');
  const url = new URL(endpoint);
  url.searchParams.set('client_id', config.google?.clientId ?? '');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', 'giftlens-diagnostics');
  const answer = await probe(url, timeoutMs);
  const base = {
    id: 'google-redirect-uri',
    name: 'Google accepts the redirect URI',
    details: [
      { label: 'Redirect URI', value: redirectUri, copy: true },
      { label: 'Google answered', value: answer.error ?? String(answer.status) },
    ],
  };
  const consoleFix = `In Google Cloud Console → APIs & Services → Credentials → your OAuth client, add ${redirectUri} to "Authorized redirect URIs" exactly.`;
  if (answer.error) {
    return {
      ...base,
      status: 'fail',
      severity: 'critical',
      message: `Could not reach Google's sign-in page: ${answer.error}.`,
      fixAction: 'Check that this server can make outgoing HTTPS requests.',
    };
  }
  const errorParam = answer.location ? safeSearchParam(answer.location, 'error') : null;
  const said = `${errorParam ?? ''} ${answer.body ?? ''}`;
  if (/redirect_uri_mismatch/i.test(said)) {
    return {
      ...base,
      status: 'fail',
      severity: 'high',
      message: `Google refuses the redirect URI ${redirectUri} (redirect_uri_mismatch).`,
      fixAction: consoleFix,
    };
  }
  if (/invalid_client|unauthorized_client/i.test(said) || answer.status === 401) {
    return {
      ...base,
      status: 'fail',
      severity: 'critical',
      message: 'Google does not know this client id (invalid_client).',
      fixAction: 'Copy the client id of your OAuth client from Google Cloud Console into GOOGLE_CLIENT_ID.',
    };
  }
  if ((answer.status ?? 0) >= 400 || errorParam) {
    return {
      ...base,
      status: 'fail',
      severity: 'high',
      message: `Google answered ${answer.status}${errorParam ? ` (${errorParam})` : ''} to a sign-in request.`,
      fixAction: consoleFix,
    };
  }
  return {
    ...base,
    status: 'pass',
    severity: 'high',
    message: 'Google accepts the client id and this redirect URI.',
    fixAction: null,
  };
}

function safeSearchParam(location: string, name: string): string | null {
  try {
    return new URL(location, 'http://x').searchParams.get(name);
  } catch {
    return null;
  }
}

/** Facebook: the app id and secret are accepted by Graph (an app access token is issued). */
export async function facebookChecks(config: AppConfig, timeoutMs: number) {
  const facebook = config.facebook;
  if (!facebook) return { checks: [] as DiagnosticCheck[], clock: undefined };
  const url = new URL(facebook.tokenUrl);
  url.searchParams.set('client_id', facebook.clientId);
  url.searchParams.set('client_secret', facebook.clientSecret);
  url.searchParams.set('grant_type', 'client_credentials');
  const answer = await probe(url, timeoutMs);
  const clock: ClockSample | undefined =
    answer.skewMs === undefined ? undefined : { provider: 'Facebook', skewMs: answer.skewMs };
  const base = {
    id: 'facebook-credentials',
    name: 'Facebook app credentials',
    severity: 'critical' as const,
    // The URL without its query: the secret never reaches a response or a log.
    details: [
      { label: 'Token endpoint', value: `${url.origin}${url.pathname}` },
      { label: 'Response time', value: `${answer.ms} ms` },
    ],
  };
  const body = json(answer.body);
  if (answer.error) {
    return {
      checks: [
        {
          ...base,
          status: 'fail' as const,
          message: `Could not reach Facebook's Graph API: ${answer.error}.`,
          fixAction: 'Check that this server can make outgoing HTTPS requests to graph.facebook.com.',
        },
      ],
      clock,
    };
  }
  if (answer.status === 200 && typeof body?.access_token === 'string') {
    return {
      checks: [
        {
          ...base,
          status: 'pass' as const,
          message: 'Graph accepts the app id and secret.',
          fixAction: null,
        },
      ],
      clock,
    };
  }
  const error = body?.error as { message?: unknown } | undefined;
  const reason = typeof error?.message === 'string' ? error.message : `answered ${answer.status}`;
  return {
    checks: [
      {
        ...base,
        status: 'fail' as const,
        message: `Facebook refused the app id or secret: ${reason.slice(0, 200)}`,
        fixAction:
          'Copy the App ID and App Secret from developers.facebook.com → your app → App settings → Basic into FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, then restart.',
      },
    ],
    clock,
  };
}

export const CLOCK_WARN_MS = 30_000;
export const CLOCK_FAIL_MS = 300_000;

/** ID tokens carry issue and expiry times: a clock far from the provider's refuses them. */
export function clockCheck(samples: ClockSample[]): DiagnosticCheck | null {
  if (samples.length === 0) return null;
  const worst = samples.reduce((a, b) => (Math.abs(b.skewMs) > Math.abs(a.skewMs) ? b : a));
  const seconds = Math.round(Math.abs(worst.skewMs) / 1000);
  // Date headers count whole seconds: under two seconds apart is as close as they can say.
  const details = samples.map((s) => ({
    label: `${s.provider} clock`,
    value:
      Math.abs(s.skewMs) < 2000
        ? 'in step with ours'
        : `${s.skewMs >= 0 ? 'ahead of' : 'behind'} ours by ${Math.round(Math.abs(s.skewMs) / 1000)} s`,
  }));
  const base = { id: 'clock-skew', name: 'Server clock', details };
  const fixAction = 'Synchronise the server clock (NTP, e.g. `timedatectl set-ntp true`).';
  if (Math.abs(worst.skewMs) >= CLOCK_FAIL_MS) {
    return {
      ...base,
      status: 'fail',
      severity: 'high',
      message: `This server's clock is ${seconds} s off ${worst.provider}'s: ID tokens will be refused.`,
      fixAction,
    };
  }
  if (Math.abs(worst.skewMs) >= CLOCK_WARN_MS) {
    return {
      ...base,
      status: 'warning',
      severity: 'medium',
      message: `This server's clock is ${seconds} s off ${worst.provider}'s (30 s or more): sign-ins may fail as tokens look not yet valid or expired.`,
      fixAction,
    };
  }
  return {
    ...base,
    status: 'pass',
    severity: 'medium',
    message:
      seconds < 2 ? "In step with the providers' clocks." : `Within ${seconds} s of the providers' clocks.`,
    fixAction: null,
  };
}
