import { eq, or, sql } from 'drizzle-orm';
import { DEFAULT_USER_SETTINGS } from '#common/account';
import type { Db } from '../db/client';
import { providerAccounts, userSettings, users } from '../db/schema';

/**
 * The account setting `emailNotifications` gates every e-mail GiftLens sends a user: ask
 * here before sending, whether the mail is addressed to a user or to an address that may
 * belong to one (an invite).
 */
export function createMailPreferences(db: Db) {
  return {
    /** The user accepts e-mail from GiftLens (a user without settings has the default). */
    async allowsUser(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ on: userSettings.emailNotifications })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return row?.on ?? DEFAULT_USER_SETTINGS.emailNotifications;
    },

    /** No account that uses this address (as its e-mail or a sign-in's) turned e-mails off. */
    async allowsAddress(address: string): Promise<boolean> {
      const lower = address.trim().toLowerCase();
      const [row] = await db
        .select({ id: userSettings.userId })
        .from(userSettings)
        .innerJoin(users, eq(users.id, userSettings.userId))
        .leftJoin(providerAccounts, eq(providerAccounts.userId, users.id))
        .where(
          sql`${userSettings.emailNotifications} = false and ${or(
            sql`lower(${users.email}) = ${lower}`,
            sql`lower(${providerAccounts.email}) = ${lower}`,
          )}`,
        )
        .limit(1);
      return row === undefined;
    },
  };
}

export type MailPreferences = ReturnType<typeof createMailPreferences>;
