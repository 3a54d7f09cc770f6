import { describe, expect, it } from 'vitest';
import { createFamilySchema, joinFamilySchema } from '../families';
import { sendInviteSchema } from '../member-invites';
import { createMemberSchema, memberProfileSchema } from '../members';
import { NUL_MESSAGE, str } from './fields';

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
