/** The one-click demo account of local mode. Kept apart from the zod schemas so the
 * landing page does not load zod just for this constant. */
export const DEMO_USER = { email: 'demo@giftlens.local', firstName: 'Demo', lastName: 'User' };
/** A second local account, to try a family of two from another browser window. */
export const SECOND_DEMO_USER = { email: 'sam@giftlens.local', firstName: 'Sam', lastName: 'Demo' };
