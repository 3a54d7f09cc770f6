import { describe, expect, it } from 'vitest';
import { createFamilySchema, joinFamilySchema } from '../families';
import { sendInviteSchema } from '../member-invites';
import { createMemberSchema, memberProfileSchema } from '../members';
import { bodyIdSchema, hasLoneSurrogate, idSchema, NUL_MESSAGE, SURROGATE_MESSAGE, str } from './fields';

describe('text fields refuse the NUL character', () => {
  it('refuses U+0000 anywhere in a str() and accepts other control-free text', () => {
    expect(str().safeParse('fine').success).toBe(true);
    const result = str().safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NUL_MESSAGE);
  });

  it('names the field in the shared request schemas', () => {
    const cases: Array<
      [
        { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[] }[] } } },
        unknown,
        string,
      ]
    > = [
      [createFamilySchema, { name: 'The\u0000Lees' }, 'name'],
      [createMemberSchema, { name: 'Rose', relationship: 'Grand\u0000parent' }, 'relationship'],
      [memberProfileSchema, { lifestyle: { hobbies: ['Chess', 'Go\u0000'] } }, 'lifestyle.hobbies.1'],
      [
        joinFamilySchema,
        { name: 'Sam', email: 'sam@example.com', relationship: 'Sibling', interests: ['x\u0000'] },
        'interests.0',
      ],
      [
        sendInviteSchema,
        { email: 'a@b.co', inviterName: 'A\u0000', fromEmail: 'b@c.co', familyAccountId: 1 },
        'inviterName',
      ],
    ];
    for (const [schema, input, path] of cases) {
      const result = schema.safeParse(input);
      expect(result.success, path).toBe(false);
      expect(result.error?.issues[0]?.path.join('.')).toBe(path);
    }
  });
});

describe('text fields refuse lone surrogates', () => {
  it('refuses half a surrogate pair at either end, keeping whole pairs (emoji)', () => {
    for (const bad of ['\ud800', 'a\ud800b', '\udc00x', 'x\udfff', '\ude00\ud83d']) {
      const result = str().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SURROGATE_MESSAGE);
    }
    expect(str().safeParse('🎁 gifts 👍').success).toBe(true);
  });

  it('finds them the same way in a browser without String.prototype.isWellFormed', () => {
    const native = Object.getOwnPropertyDescriptor(String.prototype, 'isWellFormed');
    Reflect.deleteProperty(String.prototype, 'isWellFormed');
    try {
      for (const bad of ['\ud800', 'a\ud800b', '\udc00x', 'x\udfff', '\ude00\ud83d']) {
        expect(hasLoneSurrogate(bad), JSON.stringify(bad)).toBe(true);
      }
      for (const good of ['', 'plain', '🎁 gifts 👍', '\ud83d\ude00'])
        expect(hasLoneSurrogate(good), good).toBe(false);
    } finally {
      if (native) Object.defineProperty(String.prototype, 'isWellFormed', native);
    }
  });
});

describe('ids', () => {
  it('are PostgreSQL integers from 1 to 2147483647, in paths and bodies', () => {
    for (const schema of [idSchema, bodyIdSchema()]) {
      expect(schema.safeParse(1).success).toBe(true);
      expect(schema.safeParse(2_147_483_647).success).toBe(true);
      for (const bad of [0, -1, 1.5, 2_147_483_648])
        expect(schema.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(idSchema.safeParse('2147483648').success).toBe(false);
  });
});
