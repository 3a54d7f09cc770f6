/** Which sign-ins a server offers (what `/api/auth/config` answers). */
export interface SignInOptions {
  google: boolean;
  facebook: boolean;
  demo: boolean;
}

export const SIGN_IN_OPTION_NAMES = ['google', 'facebook', 'demo'] as const;

/** Every combination, for the build to prerender one landing page each. */
export const ALL_SIGN_IN_OPTIONS: SignInOptions[] = [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => ({
  google: Boolean(bits & 1),
  facebook: Boolean(bits & 2),
  demo: Boolean(bits & 4),
}));

/**
 * The prerendered landing page for these sign-ins, so a visitor never sees a button for a
 * provider the server does not have: `landing-google-facebook.html`, `landing-none.html`.
 */
export function landingPageFile(options: SignInOptions): string {
  const names = SIGN_IN_OPTION_NAMES.filter((name) => options[name]);
  return `landing-${names.length ? names.join('-') : 'none'}.html`;
}
