import type { DiagnosticCheck } from '#common/oauth-diagnostics';
import type { AppConfig } from '../../config';

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

export async function probe(url: URL, timeoutMs: number): Promise<Probe> {
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

/** The provider's clock as a probe saw it, when its answer was dated. */
export const clockOf = (provider: string, answer: Probe): ClockSample | undefined =>
  answer.skewMs === undefined ? undefined : { provider, skewMs: answer.skewMs };

/** How long a probe took, as a check's detail. */
export const responseTime = (answer: Probe) => ({ label: 'Response time', value: `${answer.ms} ms` });

export const json = (text: string | undefined): Record<string, unknown> | null => {
  try {
    const parsed = JSON.parse(text ?? '');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Facebook: the app id and secret are accepted by Graph (an app access token is issued). */
export async function facebookChecks(config: AppConfig, timeoutMs: number) {
  const facebook = config.facebook;
  if (!facebook) return { checks: [] as DiagnosticCheck[], clock: undefined };
  const url = new URL(facebook.tokenUrl);
  url.searchParams.set('client_id', facebook.clientId);
  url.searchParams.set('client_secret', facebook.clientSecret);
  url.searchParams.set('grant_type', 'client_credentials');
  const answer = await probe(url, timeoutMs);
  const clock = clockOf('Facebook', answer);
  const base = {
    id: 'facebook-credentials',
    name: 'Facebook app credentials',
    severity: 'critical' as const,
    // The URL without its query: the secret never reaches a response or a log.
    details: [{ label: 'Token endpoint', value: `${url.origin}${url.pathname}` }, responseTime(answer)],
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
