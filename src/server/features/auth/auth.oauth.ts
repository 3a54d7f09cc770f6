import { createHmac } from 'node:crypto';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { hasVisibleText } from '#common/api/fields';
import type { AppConfig } from '../../config';
import type { ProviderIdentity } from './auth.repository';

/** What must survive the round trip to the provider; kept in a signed, short-lived cookie. */
export interface OAuthTransaction {
  provider: 'google' | 'facebook';
  state: string;
  verifier: string;
  nonce?: string;
}

export interface OAuthProvider {
  start(redirectUri: string): Promise<{ url: URL; transaction: OAuthTransaction }>;
  finish(callbackUrl: URL, transaction: OAuthTransaction): Promise<ProviderIdentity>;
}

export class ProfileError extends Error {}

/**
 * Where to send the browser for a code flow with state and PKCE (S256), and the state and
 * verifier the callback must bring back; `extra` adds the provider's own parameters.
 */
async function codeFlowStart(
  config: oidc.Configuration,
  redirectUri: string,
  scope: string,
  extra: Record<string, string> = {},
) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope,
    response_type: 'code',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  return { url, state, verifier };
}

export function googleProvider(
  settings: NonNullable<AppConfig['google']>,
  allowInsecure: boolean,
): OAuthProvider {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: allowInsecure ? [oidc.allowInsecureRequests] : [],
      })
      .catch((err) => {
        discovered = undefined; // try again on the next sign-in
        throw err;
      });
    return discovered;
  };

  return {
    async start(redirectUri) {
      const nonce = oidc.randomNonce();
      const { url, state, verifier } = await codeFlowStart(
        await configuration(),
        redirectUri,
        'openid email profile',
        { nonce, prompt: 'select_account' },
      );
      return { url, transaction: { provider: 'google', state, verifier, nonce } };
    },
    async finish(callbackUrl, tx) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: tx.verifier,
        expectedState: tx.state,
        expectedNonce: tx.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new ProfileError('ID token without subject');
      const str = (v: unknown) => (typeof v === 'string' ? orNull(v) : null);
      return {
        provider: 'google',
        subject: claims.sub,
        // An unverified address is not trusted enough to show as the account's e-mail.
        email: claims.email_verified === false ? null : str(claims.email),
        emailVerified: claims.email_verified === true && str(claims.email) !== null,
        firstName: str(claims.given_name),
        lastName: str(claims.family_name),
        pictureUrl: str(claims.picture),
      };
    },
  };
}

const facebookMeSchema = z.object({
  id: z.string().min(1),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  picture: z.object({ data: z.object({ url: z.string().optional() }).optional() }).optional(),
});

/** A profile's text, or null when it is missing or shows nothing (a name of only invisible characters). */
const orNull = (v: string | undefined) => (v && hasVisibleText(v) ? v : null);

export function facebookProvider(
  settings: NonNullable<AppConfig['facebook']>,
  allowInsecure: boolean,
): OAuthProvider {
  const config = new oidc.Configuration(
    {
      issuer: new URL(settings.dialogUrl).origin,
      authorization_endpoint: settings.dialogUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    settings.clientSecret,
  );
  if (allowInsecure) oidc.allowInsecureRequests(config);

  return {
    async start(redirectUri) {
      const { url, state, verifier } = await codeFlowStart(config, redirectUri, 'email public_profile');
      return { url, transaction: { provider: 'facebook', state, verifier } };
    },
    async finish(callbackUrl, tx) {
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: tx.verifier,
        expectedState: tx.state,
      });
      const meUrl = new URL(`${settings.graphUrl.replace(/\/+$/, '')}/me`);
      meUrl.searchParams.set('fields', 'id,first_name,last_name,name,email,picture');
      // Graph API calls signed with the app secret cannot be replayed with a stolen token.
      meUrl.searchParams.set(
        'appsecret_proof',
        createHmac('sha256', settings.clientSecret).update(tokens.access_token).digest('hex'),
      );
      const res = await fetch(meUrl, {
        headers: { authorization: `Bearer ${tokens.access_token}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new ProfileError(`Graph /me answered ${res.status}`);
      const parsed = facebookMeSchema.safeParse(await res.json());
      if (!parsed.success) throw new ProfileError('Graph /me returned no id');
      const me = parsed.data;
      const [first, ...rest] = (me.name ?? '').split(' ');
      return {
        provider: 'facebook',
        subject: me.id,
        email: orNull(me.email),
        // Facebook does not say whether the address was verified: never treat it as proven.
        emailVerified: false,
        firstName: orNull(me.first_name) ?? orNull(first),
        lastName: orNull(me.last_name) ?? orNull(rest.join(' ')),
        pictureUrl: orNull(me.picture?.data?.url),
      };
    },
  };
}
