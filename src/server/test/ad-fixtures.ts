import { expect } from 'vitest';
import type { InterestEntryView } from '#common/signals/schemas';
import type { TrackedAd, TrackedAdPage } from '#common/tracked-ads/schemas';
import { withWords } from './evidence-words';
import { memberFixtures } from './member-fixtures';
import type { TestApp } from './test-app';

/** A real 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** Category ids of the taxonomy (src/common/taxonomy/categories.ts). */
export const CATEGORY = { electronics: 1, fashion: 2, toys: 7, other: 14 } as const;

/** Helpers for the tracked-ads and analytics API tests, on top of the members fixtures. */
export function adFixtures(t: TestApp) {
  const f = memberFixtures(t);
  return {
    ...f,
    trackRequest(cookie: string, body: Record<string, unknown>) {
      return f.call(cookie, 'POST', '/api/tracked-ads', body);
    },

    async track(cookie: string, memberId: number, extra: Record<string, unknown> = {}) {
      const res = await f.call(cookie, 'POST', '/api/tracked-ads', {
        familyMemberId: memberId,
        categoryId: CATEGORY.toys,
        description: 'A LEGO Technic set on sale',
        platform: 'instagram',
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<TrackedAd>();
    },

    async list(cookie: string, query = '') {
      return f.get<TrackedAdPage>(cookie, `/api/tracked-ads${query}`);
    },

    /** The member's interest profile as this user sees it, its evidence also in words. */
    async profile(cookie: string, memberId: number) {
      return withWords(
        await f.get<InterestEntryView[]>(cookie, `/api/family-members/${memberId}/interest-profile`),
      );
    },
  };
}
