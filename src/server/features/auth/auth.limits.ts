/**
 * Signing in (starting, finishing, the demo login, unifying) has its own bucket per address.
 * Asking who is signed in is not signing in: /api/auth/user and /profile are never limited by it.
 */
export const SIGN_IN_LIMIT = { max: 60, timeWindow: '1 minute', groupId: 'sign-in' };
