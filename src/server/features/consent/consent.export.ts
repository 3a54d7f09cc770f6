import { asc, eq } from 'drizzle-orm';
import { userConsents } from '../../db/schema';
import { listSection } from '../../lib/export-rows';

/** The user's cookie choices in "Download my data" (decision 0012). */
export const cookieChoicesSection = listSection(
  {
    key: 'cookieChoices',
    title: 'Cookie choices',
    description:
      'Every choice you made in the cookie banner or Cookie settings, newest last: the latest is the one in force. Essential cookies are always on.',
  },
  async ({ db, userId }) => {
    const rows = await db
      .select()
      .from(userConsents)
      .where(eq(userConsents.userId, userId))
      .orderBy(asc(userConsents.decidedAt), asc(userConsents.id));
    return rows.map(({ id: _id, userId: _u, ...choice }) => ({ essential: true, ...choice }));
  },
);
