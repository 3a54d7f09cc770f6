import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_MEMBER_PRIVACY,
  type FamilyMember,
  HIDDEN_MEMBER_FIELDS,
  type HiddenMemberField,
  MEMBER_SECTIONS,
  type MemberPrivacyFlag,
} from '#common/members';
import { FULL_PROFILE, memberFixtures } from '../../test/member-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let f: ReturnType<typeof memberFixtures>;
beforeAll(async () => {
  t = await createTestApp();
  f = memberFixtures(t);
});
afterAll(() => t.close());

const SECTIONS = [...MEMBER_SECTIONS];
const HIDES: Record<MemberPrivacyFlag, HiddenMemberField[]> = {
  adsVisible: [],
  giftsVisible: [],
  personalInfoVisible: ['email', 'age'],
  profileVisible: ['email', 'interests', 'notes', 'gender', ...SECTIONS],
  allowFamilyView: ['email', 'interests', 'notes', 'gender', ...SECTIONS],
  sharePersonalDetails: ['email'],
  shareInterests: ['interests'],
  shareOnboardingData: ['gender', ...SECTIONS],
};

/** The member's full record: hidden fields are null and listed, every other one as stored. */
function expectFiltered(seen: FamilyMember, full: FamilyMember, hidden: HiddenMemberField[]) {
  expect(seen.hiddenFields).toEqual(hidden);
  for (const field of HIDDEN_MEMBER_FIELDS) {
    expect(seen[field], field).toEqual(hidden.includes(field) ? null : full[field]);
  }
  const { hiddenFields: _h, canEdit: _e, canDelete: _d, isSelf: _s, ...rest } = full;
  for (const [key, value] of Object.entries(rest)) {
    if (!(HIDDEN_MEMBER_FIELDS as readonly string[]).includes(key))
      expect(seen[key as keyof FamilyMember], key).toEqual(value);
  }
}

/** A family where the member filled in everything and the family shows personal info to all. */
async function filledFamily() {
  const fam = await f.family();
  const res = await f.call(fam.member, 'PUT', `/api/family-members/${fam.memberId}/profile`, {
    ...FULL_PROFILE,
    gender: 'female',
  });
  expect(res.statusCode, res.body).toBe(200);
  const notes = await f.call(fam.member, 'PUT', `/api/family-members/${fam.memberId}`, {
    name: 'Sam Joiner',
    relationship: 'Sibling',
    notes: 'Size M, any colour but pink',
  });
  expect(notes.statusCode, notes.body).toBe(200);
  return { ...fam, full: await f.member(fam.member, fam.memberId) };
}

describe('member privacy flags', () => {
  it('reads and merges the eight flags (GET/PUT /privacy), in both forms', async () => {
    const { member, family, memberId } = await f.family();
    expect(await f.get(member, `/api/family-members/${memberId}/privacy`)).toEqual(DEFAULT_MEMBER_PRIVACY);
    const res = await f.call(member, 'PUT', `/api/families/${family.id}/family-members/${memberId}/privacy`, {
      giftsVisible: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_MEMBER_PRIVACY, giftsVisible: false });
    await f.setPrivacy(member, memberId, { adsVisible: false });
    const both = { ...DEFAULT_MEMBER_PRIVACY, giftsVisible: false, adsVisible: false };
    expect(await f.get(member, `/api/families/${family.id}/family-members/${memberId}/privacy`)).toEqual(
      both,
    );
    expect((await f.member(member, memberId)).privacy).toEqual(both);
  });

  it('rejects bad flags with 400 naming the field, and changes nothing', async () => {
    const { member, memberId } = await f.family();
    const url = `/api/family-members/${memberId}/privacy`;
    for (const [payload, message] of [
      [{ adsVisible: 'no' }, 'Invalid adsVisible: must be true or false'],
      [{ madeUpFlag: false }, /^Invalid body: Unrecognized key/],
    ] as const) {
      const res = await f.call(member, 'PUT', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await f.get(member, url)).toEqual(DEFAULT_MEMBER_PRIVACY);
  });

  it('shows everything to relatives while every flag is on and the family shares personal info', async () => {
    const { owner, relative, family, memberId, full } = await filledFamily();
    await f.setFamilyPersonalInfo(owner, family.id, true);
    expectFiltered(await f.member(relative, memberId), full, []);
    expect(full).toMatchObject({
      age: 34,
      email: 'sam@example.com',
      interests: ['Hiking', 'Jazz'],
      ...FULL_PROFILE,
    });
  });

  for (const [flag, hidden] of Object.entries(HIDES) as Array<[MemberPrivacyFlag, HiddenMemberField[]]>) {
    it(`${flag}=false hides ${hidden.join(', ') || 'nothing'} from relatives, not from the member`, async () => {
      const { owner, member, relative, family, memberId, full } = await filledFamily();
      await f.setFamilyPersonalInfo(owner, family.id, true);
      await f.setPrivacy(member, memberId, { [flag]: false });
      const now = await f.member(member, memberId);
      expectFiltered(now, { ...full, privacy: now.privacy, updatedAt: now.updatedAt }, []);
      expectFiltered(await f.member(relative, memberId), now, hidden);
      // The owner is a relative too, for a member with their own account.
      expectFiltered(await f.member(owner, memberId), { ...now, canEdit: true, canDelete: true }, hidden);
      // The list applies the same filter.
      const list = await f.get<FamilyMember[]>(relative, `/api/families/${family.id}/family-members`);
      expect(list.find((m) => m.id === memberId)?.hiddenFields).toEqual(hidden);
    });
  }
});

describe('the family flag personalInfoVisibleToAll', () => {
  it('when off (the default), keeps age and e-mail to the owner and the member', async () => {
    const { owner, member, relative, memberId, full } = await filledFamily();
    expectFiltered(await f.member(relative, memberId), full, ['email', 'age']);
    expectFiltered(await f.member(owner, memberId), full, []);
    expectFiltered(await f.member(member, memberId), full, []);
  });

  it("applies to the owner's own record too, seen by a plain member", async () => {
    const { owner, relative, family, ownerRecordId } = await f.family();
    expect((await f.member(relative, ownerRecordId)).hiddenFields).toEqual(['email', 'age']);
    await f.setFamilyPersonalInfo(owner, family.id, true);
    const seen = await f.member(relative, ownerRecordId);
    expect(seen.hiddenFields).toEqual([]);
    expect(seen.email).toMatch(/^owner-\d+@example\.com$/);
  });

  it('never hides from whoever manages a record without an account', async () => {
    const { owner, member, relative, family } = await f.family();
    const grandma = await f.addMember(member, family.id, {
      name: 'Rose',
      relationship: 'Grandparent',
      age: 80,
    });
    await f.setPrivacy(member, grandma.id, { shareInterests: false, personalInfoVisible: false });
    expect((await f.member(member, grandma.id)).hiddenFields).toEqual([]);
    expect((await f.member(owner, grandma.id)).hiddenFields).toEqual([]);
    expect((await f.member(relative, grandma.id)).hiddenFields).toEqual(['email', 'age', 'interests']);
  });
});
