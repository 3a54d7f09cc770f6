import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '#common/taxonomy/categories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('ad categories', () => {
  it('serves the taxonomy the migration seeded, with the ids and names of src/common', async () => {
    const cookie = await t.signIn('categories@example.com');
    const res = await t.request({ method: 'GET', url: '/api/ad-categories', cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      CATEGORIES.map(({ id, key, name, icon, color }) => ({ id, key, name, icon, color })),
    );
  });
});
