import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RATE_LIMIT_GROUPS, RATE_LIMITED } from '#common/endpoints/platform.errors';

/** Every `groupId: '…'` a rate-limit rule of the server declares. */
function declaredGroups(dir = 'src/server'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return declaredGroups(file);
    if (!/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) return [];
    return [...readFileSync(file, 'utf8').matchAll(/groupId: '([a-z-]+)'/g)].map((m) => m[1] ?? '');
  });
}

describe('the 429 a limit answers', () => {
  it('names what every limit the server declares counts', () => {
    const groups = [...new Set(declaredGroups())];
    expect(groups.length).toBeGreaterThan(10);
    expect(groups.filter((group) => !RATE_LIMIT_GROUPS[group])).toEqual([]);
  });

  it('says which limit was reached, its size and the wait', () => {
    expect(
      RATE_LIMITED.message({ group: 'link-preview', max: 30, window: 'minute', retryAfterSeconds: 42 }),
    ).toBe('Too many link previews: at most 30 a minute. Try again in 42 seconds.');
    expect(RATE_LIMITED.message({ group: 'invites', max: 30, window: 'hour', retryAfterSeconds: 1800 })).toBe(
      'Too many e-mail invites: at most 30 an hour. Try again in 30 minutes.',
    );
  });
});
