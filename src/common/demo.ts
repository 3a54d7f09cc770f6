/** The one-click demo account of local mode. Kept apart from the zod schemas so the
 * landing page does not load zod just for this constant. */
export const DEMO_USER = { email: 'demo@giftlens.local', firstName: 'Demo', lastName: 'User' };
