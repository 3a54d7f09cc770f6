import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs a fresh checkout in local mode with the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ production: false, port: 3000, publicUrl: 'http://localhost:3000' });
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config.google).toBeUndefined();
  });

  it('refuses to start in production, naming every missing setting at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('SESSION_SECRET is required');
    expect(message).toContain('PUBLIC_URL is required');
    expect(message).toContain('at least one sign-in provider is required');
  });

  it('refuses a production session secret shorter than 32 characters', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'short',
        PUBLIC_URL: 'https://giftlens.example',
        FACEBOOK_APP_ID: 'a',
        FACEBOOK_APP_SECRET: 'b',
      }),
    ).toThrow('SESSION_SECRET must be at least 32 characters');
  });

  it('starts in production with a secret, a public URL and one provider', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://giftlens.example/',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.production).toBe(true);
    expect(config.publicUrl).toBe('https://giftlens.example');
    expect(config.google?.issuer).toBe('https://accounts.google.com');
  });

  it('names a malformed setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL must be a full URL/);
  });
});

describe('the insecure-issuer switch for local sign-in tests', () => {
  it('is honoured in local mode and ignored in production', () => {
    expect(loadConfig({ OAUTH_ALLOW_INSECURE_ISSUER: 'true' }).allowInsecureOAuth).toBe(true);
    const production = loadConfig({
      NODE_ENV: 'production',
      OAUTH_ALLOW_INSECURE_ISSUER: 'true',
      SESSION_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://giftlens.example',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(production.allowInsecureOAuth).toBe(false);
  });
});

describe('admins and contact addresses', () => {
  it('reads ADMIN_EMAILS lower-cased and trimmed, and refuses anything but addresses', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ops@Example.com , b@example.org,' }).adminEmails).toEqual([
      'ops@example.com',
      'b@example.org',
    ]);
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(() => loadConfig({ ADMIN_EMAILS: 'ops@example.com, everyone' })).toThrow(
      /ADMIN_EMAILS must be e-mail/,
    );
  });

  it('names the configured support and contact addresses, with defaults', () => {
    expect(loadConfig({}).contacts).toEqual({
      support: 'support@giftlens.app',
      general: 'hello@giftlens.app',
    });
    expect(loadConfig({ SUPPORT_EMAIL: 'help@x.example' }).contacts.support).toBe('help@x.example');
    expect(() => loadConfig({ CONTACT_EMAIL: 'nope' })).toThrow(/CONTACT_EMAIL/);
  });
});

describe('AI and affiliate settings', () => {
  it('leaves AI off without a key and uses the plain Amazon search without a tag', () => {
    const config = loadConfig({});
    expect(config.ai).toBeUndefined();
    expect(config.affiliate).toEqual({
      retailer: 'Amazon',
      searchUrl: 'https://www.amazon.com/s?k={query}',
      tag: undefined,
      tagParam: 'tag',
      commissionRate: 300,
    });
  });

  it('turns AI on with a key, with a 20-second deadline unless told otherwise', () => {
    const config = loadConfig({ OPENAI_API_KEY: 'sk-x', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(config.ai).toEqual({
      apiKey: 'sk-x',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'gpt-4o-mini',
      timeoutMs: 20_000,
    });
  });

  it('refuses a search URL without {query} and a base URL that is not a URL', () => {
    expect(() => loadConfig({ AFFILIATE_SEARCH_URL: 'https://shop.example/search' })).toThrow(/\{query\}/);
    expect(() => loadConfig({ OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL must be a full URL/);
  });
});
