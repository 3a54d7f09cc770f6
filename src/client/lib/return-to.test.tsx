import { beforeEach, describe, expect, it } from 'vitest';
import { isOwnPath, returnTo } from './return-to';

describe('returnTo', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a path of this site once', () => {
    returnTo.save('/track-ad?title=Boots&url=https%3A%2F%2Fexample.com');
    expect(returnTo.take()).toBe('/track-ad?title=Boots&url=https%3A%2F%2Fexample.com');
    expect(returnTo.take()).toBeNull();
  });

  it('never keeps a path that leads to another site', () => {
    for (const path of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'track-ad']) {
      expect(isOwnPath(path)).toBe(false);
      returnTo.save(path);
      expect(returnTo.take()).toBeNull();
    }
  });
});
