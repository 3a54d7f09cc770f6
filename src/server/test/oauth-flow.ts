import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

let browsers = 0;

/** A browser's cookies across redirects (and its own address, as sign-ins are limited per address). */
export function cookieJar(initial?: string) {
  browsers += 1;
  const address = `10.77.${Math.floor(browsers / 250) % 250}.${(browsers % 250) + 1}`;
  const jar = new Map<string, string>();
  for (const pair of (initial ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name) jar.set(name, value.join('='));
  }
  return {
    address,
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    has: (name: string) => jar.has(name),
    take(res: LightMyRequestResponse) {
      for (const c of res.cookies) {
        const expired = (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0;
        if (!c.value || expired) jar.delete(c.name);
        else jar.set(c.name, c.value);
      }
    },
  };
}
export type CookieJar = ReturnType<typeof cookieJar>;

/**
 * The browser's part of a sign-in: our redirect to the provider, the provider's redirect
 * back (the stand-ins consent at once), our callback; cookies kept in `jar`. Returns where
 * the callback sent the browser.
 */
export async function oauthFlow(
  t: TestApp,
  provider: 'google' | 'facebook',
  jar: CookieJar,
  query = '',
): Promise<{ location: string; callback: LightMyRequestResponse }> {
  const start = await t.request({
    method: 'GET',
    url: `/api/auth/${provider}${query}`,
    cookie: jar.header(),
  });
  jar.take(start);
  const target = String(start.headers.location ?? '');
  if (start.statusCode !== 302 || target.startsWith('/')) return { location: target, callback: start };
  const answer = await fetch(target, { redirect: 'manual' });
  const back = new URL(answer.headers.get('location') ?? '');
  const callback = await t.request({
    method: 'GET',
    url: back.pathname + back.search,
    cookie: jar.header(),
    remoteAddress: jar.address,
  });
  jar.take(callback);
  return { location: String(callback.headers.location ?? ''), callback };
}
