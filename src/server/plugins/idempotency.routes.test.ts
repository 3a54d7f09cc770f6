import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FamilyMember } from '#common/members';
import { memberFixtures } from '../test/member-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const addWithKey = (cookie: string, familyId: number, body: object, key: string) =>
  t.request({
    method: 'POST',
    url: `/api/families/${familyId}/family-members`,
    cookie,
    payload: body,
    headers: { 'idempotency-key': key },
  });

describe('a create sent again with the same Idempotency-Key', () => {
  it('is made once: the repeat gets the first answer, and the family one record', async () => {
    const owner = await f.user('owner');
    const family = await f.createFamily(owner);
    const body = { name: 'Aunt Rosa', relationship: 'Aunt' };
    const first = await addWithKey(owner, family.id, body, 'req-double-tap-1');
    const again = await addWithKey(owner, family.id, body, 'req-double-tap-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replay']).toBe('true');
    const members = await f.get<FamilyMember[]>(owner, `/api/families/${family.id}/family-members`);
    expect(members.filter((m) => m.name === 'Aunt Rosa')).toHaveLength(1);
    // Another key is another create.
    expect((await addWithKey(owner, family.id, body, 'req-double-tap-2')).statusCode).toBe(201);
  });

  it('makes one record when both arrive at once (the second waits or says the first is still being answered)', async () => {
    const owner = await f.user('owner');
    const family = await f.createFamily(owner);
    const body = { name: 'Uncle Leo', relationship: 'Uncle' };
    const answers = await Promise.all([
      addWithKey(owner, family.id, body, 'req-at-once-1'),
      addWithKey(owner, family.id, body, 'req-at-once-1'),
    ]);
    expect(answers.map((a) => a.statusCode).every((s) => s === 201 || s === 409)).toBe(true);
    expect(answers.some((a) => a.statusCode === 201)).toBe(true);
    const members = await f.get<FamilyMember[]>(owner, `/api/families/${family.id}/family-members`);
    expect(members.filter((m) => m.name === 'Uncle Leo')).toHaveLength(1);
  });

  it('lets a corrected retry through after a refused first attempt, and keeps keys apart per user', async () => {
    const owner = await f.user('owner');
    const family = await f.createFamily(owner);
    const refused = await addWithKey(owner, family.id, { name: '', relationship: 'Aunt' }, 'req-retry-1');
    expect(refused.statusCode).toBe(400);
    const fixed = await addWithKey(
      owner,
      family.id,
      { name: 'Aunt Ida', relationship: 'Aunt' },
      'req-retry-1',
    );
    expect(fixed.statusCode).toBe(201);
    const other = await f.user('other');
    const otherFamily = await f.createFamily(other);
    const theirs = await addWithKey(
      other,
      otherFamily.id,
      { name: 'Aunt Ida', relationship: 'Aunt' },
      'req-retry-1',
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<FamilyMember>().id).not.toBe(fixed.json<FamilyMember>().id);
    const bad = await addWithKey(owner, family.id, { name: 'X', relationship: 'Aunt' }, 'no spaces!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Idempotency-Key');
  });
});
