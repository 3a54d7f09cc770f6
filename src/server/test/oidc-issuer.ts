import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

export interface GoogleUser {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  email_verified?: boolean;
}

/**
 * A local OpenID Connect issuer standing in for Google (oauth2-mock-server behind our own
 * HTTP server), with the two ways a real one can disagree with us: a clock that is off
 * (its `Date` header) and redirect URIs it does not know (400 redirect_uri_mismatch, as
 * Google answers). `nextUser` decides who the next sign-in is.
 */
export async function startTestIssuer(clientId = 'google-client') {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const state: { user: GoogleUser; clockSkewMs: number; redirectUris: string[] | null } = {
    user: { sub: 'g-1', email: 'gina@example.com', given_name: 'Gina', family_name: 'Oh' },
    clockSkewMs: 0,
    redirectUris: null,
  };
  service.on('beforeTokenSigning', (token) => {
    const { email_verified = true, ...claims } = state.user;
    Object.assign(token.payload, claims, { email_verified, aud: clientId });
  });
  const server = createServer((req, res) => {
    if (state.clockSkewMs) res.setHeader('Date', new Date(Date.now() + state.clockSkewMs).toUTCString());
    const url = new URL(req.url ?? '/', 'http://issuer');
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (url.pathname === '/authorize' && state.redirectUris && !state.redirectUris.includes(redirectUri)) {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end('<h1>Error 400: redirect_uri_mismatch</h1>');
      return;
    }
    service.requestHandler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  issuer.url = url;
  return {
    url,
    state,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: 'google-secret', GOOGLE_ISSUER: url },
    signInNextAs(user: GoogleUser) {
      state.user = user;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
