import { describe, expect, it } from 'vitest';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '#common/api/fields';
import { nestsDeeperThan } from './json-body';
import { findBadText } from './nul-guard';

describe('the JSON depth check', () => {
  it('counts arrays and objects inside one another, not brackets inside strings', () => {
    expect(nestsDeeperThan('{"a": [{"b": [1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a": [{"b": [1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{{' }), 2)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'quote \\" then [[[[', more: ['"[[['] }), 2)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(20_000)}${']'.repeat(20_000)}`, 32)).toBe(true);
  });

  it('reads siblings as one level each, and leaves malformed text to the parser', () => {
    expect(nestsDeeperThan(`[${'[],'.repeat(10_000)}[]]`, 2)).toBe(false);
    expect(nestsDeeperThan('{"open": "never closed', 1)).toBe(false);
  });
});

describe('the text guard walk', () => {
  it('names the first NUL or lone surrogate by its path, in values and keys', () => {
    expect(findBadText({ a: ['fine', 'x\u0000'] })).toEqual({ field: 'a.1', problem: NUL_MESSAGE });
    expect(findBadText({ name: 'ok', notes: 'half \ud83d' })).toEqual({
      field: 'notes',
      problem: SURROGATE_MESSAGE,
    });
    expect(findBadText({ 'k\udc00': 1 })).toEqual({ field: 'k\udc00', problem: SURROGATE_MESSAGE });
    expect(findBadText({ emoji: '👍 and 🎮', n: 1, list: [null, true] })).toBeNull();
  });

  it('walks 100,000 levels without a stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadText(deep)?.field.split('.').length).toBe(100_000);
  });
});
