import { describe, expect, it } from 'vitest';
import { ALL_SIGN_IN_OPTIONS, landingPageFile } from './landing';

describe('the prerendered landing pages', () => {
  it('name one distinct file for each of the eight combinations of sign-ins', () => {
    const files = new Set(ALL_SIGN_IN_OPTIONS.map(landingPageFile));
    expect(files.size).toBe(8);
  });

  it('name the file after the sign-ins the server offers', () => {
    expect(landingPageFile({ google: true, facebook: false, demo: true })).toBe('landing-google-demo.html');
    expect(landingPageFile({ google: false, facebook: false, demo: false })).toBe('landing-none.html');
  });
});
