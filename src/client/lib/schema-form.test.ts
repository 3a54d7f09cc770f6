import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesWith, limitWords } from './schema-form';

const schema = z.object({
  title: z.string().min(1, 'anything at all').max(5, 'whatever words'),
  priceCents: z.number().min(0, 'x').max(1000, 'y'),
  ids: z.array(z.number()).min(3, 'z'),
});
const issues = issuesWith<Record<string, unknown>>(schema, (v) => v);

describe('a schema’s problems for a form', () => {
  it('gives each field its first problem by kind and limit, whatever the schema’s words', () => {
    expect(issues({ title: 'too long', priceCents: -1, ids: [1] })).toEqual({
      title: { code: 'too_big', limit: 5, origin: 'string' },
      priceCents: { code: 'too_small', limit: 0, origin: 'number' },
      ids: { code: 'too_small', limit: 3, origin: 'array' },
    });
    expect(issues({ title: 'ok', priceCents: 5, ids: [1, 2, 3] })).toEqual({});
  });

  it('words limits in the form’s own terms, money where the field is money', () => {
    const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
    expect(limitWords('Title', { code: 'too_big', limit: 5, origin: 'string' })).toBe(
      'Title must be at most 5 characters',
    );
    expect(limitWords('Title', { code: 'too_small', limit: 1, origin: 'string' })).toBe('Title is required');
    expect(limitWords('Price', { code: 'too_small', limit: 0, origin: 'number' }, money)).toBe(
      'Price must not be negative',
    );
    expect(limitWords('Price', { code: 'too_big', limit: 1000, origin: 'number' }, money)).toBe(
      'Price must be at most $10.00',
    );
    expect(limitWords('Title', { code: 'custom' })).toBeNull();
  });
});
