import type { DiagnosticCheck } from '#common/oauth-diagnostics';
import type { AppConfig } from '../../config';
import { callbackUrl } from './oauth.config-checks';
import { clockOf, json, probe, responseTime } from './oauth.network-checks';

/** Google: discovery reachable with exactly our issuer, then our redirect URI accepted. */
export async function googleChecks(config: AppConfig, timeoutMs: number) {
  const google = config.google;
  if (!google) return { checks: [] as DiagnosticCheck[], clock: undefined };
  const discoveryUrl = new URL(`${google.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`);
  const found = await probe(discoveryUrl, timeoutMs);
  const clock = clockOf('Google', found);
  const base = {
    id: 'google-discovery',
    name: 'Google discovery',
    severity: 'critical' as const,
    details: [{ label: 'Discovery document', value: discoveryUrl.href }, responseTime(found)],
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
