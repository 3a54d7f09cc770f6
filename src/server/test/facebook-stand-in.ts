import { createHash, createHmac, randomBytes } from 'node:crypto';
import Fastify from 'fastify';

export interface FacebookUser {
  id: string;
  first_name: string;
  last_name: string;
  email?: string;
}

/**
 * A small local stand-in for Facebook Login: the OAuth dialog (which "consents" at once),
 * the token endpoint with PKCE and client-secret checks, and Graph `/me`, which insists on
 * the bearer token and its appsecret_proof, as the real Graph API does when so configured.
 */
export async function startFacebookStandIn(appId: string, appSecret: string) {
  let nextUser: FacebookUser = { id: '1001', first_name: 'Fay', last_name: 'Book', email: 'fay@example.com' };
  const codes = new Map<string, { challenge: string; redirectUri: string; user: FacebookUser }>();
  const tokens = new Map<string, FacebookUser>();
  /** The secret Facebook holds for the app (change it to make ours "rejected"). */
  const state = { appSecret };
  const server = Fastify();
  server.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  server.get('/dialog/oauth', async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (q.client_id !== appId || q.code_challenge_method !== 'S256' || !q.code_challenge || !q.redirect_uri) {
      return reply.status(400).send({ error: 'bad dialog request' });
    }
    const target = new URL(q.redirect_uri);
    if (q.deny === '1') {
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = randomBytes(16).toString('hex');
      codes.set(code, { challenge: q.code_challenge, redirectUri: q.redirect_uri, user: nextUser });
      target.searchParams.set('code', code);
    }
    if (q.state) target.searchParams.set('state', q.state);
    return reply.redirect(target.href);
  });

  server.post('/oauth/access_token', async (request, reply) => {
    const b = request.body as Record<string, string>;
    const grant = codes.get(b.code ?? '');
    codes.delete(b.code ?? '');
    const challenge = createHash('sha256')
      .update(b.code_verifier ?? '')
      .digest('base64url');
    if (
      !grant ||
      b.client_id !== appId ||
      b.client_secret !== appSecret ||
      b.redirect_uri !== grant.redirectUri ||
      challenge !== grant.challenge
    ) {
      return reply
        .status(400)
        .send({ error: { message: 'Invalid verification code', type: 'OAuthException' } });
    }
    const token = randomBytes(16).toString('hex');
    tokens.set(token, grant.user);
    return { access_token: token, token_type: 'bearer', expires_in: 5000 };
  });

  // An app access token for the app's own credentials (the diagnostics ask for one).
  server.get('/oauth/access_token', async (request, reply) => {
    const q = request.query as Record<string, string>;
    if (
      q.grant_type !== 'client_credentials' ||
      q.client_id !== appId ||
      q.client_secret !== state.appSecret
    ) {
      return reply.status(400).send({
        error: { message: 'Error validating client secret.', type: 'OAuthException', code: 1 },
      });
    }
    return { access_token: `${appId}|app-token`, token_type: 'bearer' };
  });

  server.get('/me', async (request, reply) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const q = request.query as Record<string, string>;
    const user = tokens.get(token);
    const proof = createHmac('sha256', appSecret).update(token).digest('hex');
    if (!user || q.appsecret_proof !== proof) {
      return reply.status(400).send({ error: { message: 'Invalid OAuth access token' } });
    }
    return {
      ...user,
      name: `${user.first_name} ${user.last_name}`,
      picture: { data: { url: `https://graph.example/${user.id}.jpg` } },
    };
  });

  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    env: {
      FACEBOOK_APP_ID: appId,
      FACEBOOK_APP_SECRET: appSecret,
      FACEBOOK_DIALOG_URL: `${base}/dialog/oauth`,
      FACEBOOK_TOKEN_URL: `${base}/oauth/access_token`,
      FACEBOOK_GRAPH_URL: base,
    },
    setUser(user: FacebookUser) {
      nextUser = user;
    },
    state,
    close: () => server.close(),
  };
}
