const KEY = 'giftlens.pendingInvite';

/** An invite code kept across the sign-in round trip (session storage: this tab only). */
export const pendingInvite = {
  save(code: string) {
    try {
      sessionStorage.setItem(KEY, code);
    } catch (err) {
      console.warn('Could not keep the invite code for after sign-in', err);
    }
  },
  take(): string | null {
    try {
      const code = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
      return code;
    } catch {
      return null;
    }
  },
};
