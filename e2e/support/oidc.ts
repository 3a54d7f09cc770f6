import { OAuth2Server } from 'oauth2-mock-server';

export interface IdentityClaims {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
}

/**
 * A local OpenID Connect issuer standing in for Google. `nextUser` decides who the next
 * sign-in is; the issuer consents at once and redirects back like Google does.
 */
export async function startOidcIssuer() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let nextUser: IdentityClaims = {
    sub: 'e2e-1',
    email: 'e2e@example.com',
    given_name: 'E2E',
    family_name: 'User',
  };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, nextUser, { email_verified: true, aud: 'e2e-google-client' });
  });
  return {
    env: {
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_ISSUER: server.issuer.url ?? '',
      OAUTH_ALLOW_INSECURE_ISSUER: 'true',
    },
    signInNextAs(user: IdentityClaims) {
      nextUser = user;
    },
    stop: () => server.stop(),
  };
}
