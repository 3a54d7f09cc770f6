import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MERGE_ALREADY_ASKED,
  MERGE_CHILD_WITH_ADULT,
  MERGE_OWNER_ONLY,
  MERGE_SAME_RECORD,
} from '#common/endpoints/members.errors';
import type { MergeRequest } from '#common/members';
import { snapshotData } from '../../test/inventory/snapshot';
import { memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const MERGE_FORBIDDEN_MESSAGE = MERGE_OWNER_ONLY.message({});
const MERGE_SAME_MESSAGE = MERGE_SAME_RECORD.message({ field: 'intoMemberId' });
const MERGE_CHILD_MESSAGE = MERGE_CHILD_WITH_ADULT.message({});

const ask = (cookie: string, from: number, into: unknown) =>
  f.call(cookie, 'POST', `/api/family-members/${from}/merge-requests`, { intoMemberId: into });

/** A family with a second record of the member who joined, kept by the owner. */
async function twice() {
  const fam = await f.family();
  const copy = await f.addMember(fam.owner, fam.family.id, { name: 'Sam Joiner', relationship: 'Sibling' });
  return { ...fam, copyId: copy.id };
}

describe('asking whether a record is also someone', () => {
  it('is refused, changing nothing, to anyone but the owner and for pairs that cannot be asked about', async () => {
    const fam = await twice();
    const child = await f.addMember(fam.owner, fam.family.id, { name: 'Mia', relationship: 'Child', age: 7 });
    const plain = await f.addMember(fam.owner, fam.family.id, {
      name: 'Grandma Rose',
      relationship: 'Grandparent',
    });
    const before = await snapshotData(t.database.db);
    const cases: Array<[string, number, unknown, number, RegExp | string]> = [
      [fam.member, fam.copyId, fam.memberId, 403, MERGE_FORBIDDEN_MESSAGE],
      [fam.relative, fam.copyId, fam.memberId, 403, MERGE_FORBIDDEN_MESSAGE],
      [fam.outsider, fam.copyId, fam.memberId, 404, 'Family member not found'],
      [fam.owner, fam.copyId, fam.copyId, 400, MERGE_SAME_MESSAGE],
      [fam.owner, fam.memberId, fam.copyId, 400, /Sam Joiner's record belongs to someone who signs in/],
      [fam.owner, child.id, fam.memberId, 400, MERGE_CHILD_MESSAGE],
      // Nobody signs in with the kept record, or the owner does: no one to ask, merge instead.
      [fam.owner, fam.copyId, plain.id, 400, /nobody else signs in with Grandma Rose's record/],
      [fam.owner, fam.copyId, fam.ownerRecordId, 400, /nobody else signs in with/],
      [fam.owner, fam.copyId, 'x', 400, /intoMemberId/],
      [fam.owner, fam.copyId, 999_999, 404, 'Family member not found'],
    ];
    for (const [cookie, from, into, status, message] of cases) {
      const res = await ask(cookie, from, into);
      expect(res.statusCode, `${from} into ${String(into)}: ${res.body}`).toBe(status);
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
    }
    expect(await snapshotData(t.database.db)).toBe(before);
  });

  it('asks once per record: a second question about it is a conflict', async () => {
    const fam = await twice();
    expect((await ask(fam.owner, fam.copyId, fam.memberId)).statusCode).toBe(201);
    const again = await ask(fam.owner, fam.copyId, fam.memberId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'merge_already_asked', message: MERGE_ALREADY_ASKED.message({}) });
  });

  it('shows the question only to the owner and the person it asks, and lets only them answer', async () => {
    const fam = await twice();
    const asked = (await ask(fam.owner, fam.copyId, fam.memberId)).json<MergeRequest>();
    const listed = async (cookie: string) =>
      f.get<MergeRequest[]>(cookie, `/api/families/${fam.family.id}/merge-requests`);
    expect((await listed(fam.owner)).map((r) => r.id)).toEqual([asked.id]);
    expect((await listed(fam.member)).map((r) => r.id)).toEqual([asked.id]);
    expect(await listed(fam.relative)).toEqual([]);
    expect(
      (await f.call(fam.outsider, 'GET', `/api/families/${fam.family.id}/merge-requests`)).statusCode,
    ).toBe(404);
    const before = await snapshotData(t.database.db);
    for (const cookie of [fam.relative, fam.outsider]) {
      expect((await f.call(cookie, 'POST', `/api/merge-requests/${asked.id}/accept`)).statusCode).toBe(404);
      expect((await f.call(cookie, 'DELETE', `/api/merge-requests/${asked.id}`)).statusCode).toBe(404);
    }
    expect((await f.call(fam.owner, 'POST', '/api/merge-requests/999999/accept')).statusCode).toBe(404);
    expect((await f.call(fam.owner, 'POST', '/api/merge-requests/abc/accept')).statusCode).toBe(400);
    expect(await snapshotData(t.database.db)).toBe(before);
  });
});
