import { describe, expect, it } from 'vitest';
import { plusAddress } from './auth.service';

describe('the e-mail of a separate account', () => {
  it('adds +provider before the @, so the separate account gets an address of its own', () => {
    expect(plusAddress('ann@example.com', 'facebook')).toBe('ann+facebook@example.com');
    expect(plusAddress('a.b+x@mail.example', 'google')).toBe('a.b+x+google@mail.example');
  });
});
