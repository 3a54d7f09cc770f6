const KEY = 'giftlens.returnTo';

/**
 * Where someone was going when a page asked them to sign in (a shared ad at /track-ad?…),
 * kept across the provider's round trip in this tab's session storage. Only paths of this
 * site are kept, so the sign-in can never be made to send someone elsewhere.
 */
export const returnTo = {
  save(path: string) {
    if (!isOwnPath(path)) return;
    try {
      sessionStorage.setItem(KEY, path);
    } catch (err) {
      console.warn('Could not keep the page to return to after sign-in', err);
    }
  },
  take(): string | null {
    try {
      const path = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
      return path && isOwnPath(path) ? path : null;
    } catch {
      return null;
    }
  },
};

/** '/track-ad?x=1' yes; '//evil.example', 'https://…', '/\\evil' no. */
export const isOwnPath = (path: string) => /^\/(?![/\\])/.test(path);
