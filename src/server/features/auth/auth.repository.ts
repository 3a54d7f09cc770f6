import { and, asc, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LinkEventAction } from '#common/account';
import type { Db } from '../../db/client';
import { providerAccounts, providerLinkEvents, userSettings, users } from '../../db/schema';
import { linkEventsOf, recordLinkEvent } from '../../lib/link-events';
import { sessionUserColumns } from '../../plugins/sessions';

export interface ProviderIdentity {
  provider: 'google' | 'facebook' | 'demo';
  subject: string;
  email: string | null;
  /** The provider asserted the address is verified (only Google does). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

const identityValues = (userId: number, identity: ProviderIdentity) => ({
  userId,
  provider: identity.provider,
  subject: identity.subject,
  email: identity.email,
  emailVerified: identity.emailVerified,
  pictureUrl: identity.pictureUrl,
});

export function createAuthRepository(db: Db) {
  async function findByIdentity(provider: string, subject: string) {
    const [row] = await db
      .select({ userId: providerAccounts.userId, accountId: providerAccounts.id })
      .from(providerAccounts)
      .where(and(eq(providerAccounts.provider, provider), eq(providerAccounts.subject, subject)));
    return row;
  }

  return {
    findByIdentity,

    /**
     * Creates the user, their provider account and default settings in one transaction.
     * `accountEmail` replaces the e-mail shown on the account (a separate account's +provider).
     */
    async createUserWithIdentity(
      identity: ProviderIdentity,
      accountEmail: string | null = identity.email,
      event?: LinkEventAction,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            firstName: identity.firstName,
            lastName: identity.lastName,
            email: accountEmail,
            profileImageUrl: identity.pictureUrl,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned nothing');
        await tx.insert(providerAccounts).values(identityValues(user.id, identity));
        await tx.insert(userSettings).values({ userId: user.id });
        if (event) await recordLinkEvent(tx, user.id, identity.provider, event);
        return user.id;
      });
    },

    /** Adds a sign-in to an existing user and records it; a unique violation means it is taken. */
    async linkIdentity(userId: number, identity: ProviderIdentity, action: LinkEventAction) {
      await db.transaction(async (tx) => {
        await tx.insert(providerAccounts).values(identityValues(userId, identity));
        await recordLinkEvent(tx, userId, identity.provider, action);
        if (identity.pictureUrl) {
          // A picture only where the account has none yet: linking never replaces a chosen one.
          await tx
            .update(users)
            .set({ profileImageUrl: identity.pictureUrl })
            .where(and(eq(users.id, userId), sql`${users.profileImageUrl} is null`));
        }
      });
    },

    /** Keeps the provider's e-mail and picture current; names stay as the user edited them. */
    async refreshIdentity(accountId: number, userId: number, identity: ProviderIdentity) {
      const [before] = await db
        .select({ pictureUrl: providerAccounts.pictureUrl })
        .from(providerAccounts)
        .where(eq(providerAccounts.id, accountId));
      await db
        .update(providerAccounts)
        .set({
          email: identity.email,
          emailVerified: identity.emailVerified,
          pictureUrl: identity.pictureUrl,
        })
        .where(eq(providerAccounts.id, accountId));
      if (identity.pictureUrl) {
        // The account's picture follows this provider only while it shows this provider's picture.
        await db
          .update(users)
          .set({ profileImageUrl: identity.pictureUrl })
          .where(
            and(
              eq(users.id, userId),
              before?.pictureUrl
                ? sql`(${users.profileImageUrl} is null or ${users.profileImageUrl} = ${before.pictureUrl})`
                : sql`${users.profileImageUrl} is null`,
            ),
          );
      }
    },

    async findUser(userId: number) {
      const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, userId));
      return user;
    },

    listProviders(userId: number) {
      return db
        .select({
          id: providerAccounts.id,
          provider: providerAccounts.provider,
          email: providerAccounts.email,
          createdAt: providerAccounts.createdAt,
        })
        .from(providerAccounts)
        .where(eq(providerAccounts.userId, userId))
        .orderBy(asc(providerAccounts.createdAt), asc(providerAccounts.id));
    },

    linkHistory(userId: number, limit = 10) {
      return linkEventsOf(db, userId)
        .orderBy(desc(providerLinkEvents.createdAt), desc(providerLinkEvents.id))
        .limit(limit);
    },

    /**
     * The oldest other account that signs in with this e-mail through another provider: the
     * address its provider gave, never the e-mail a user typed on their profile (which anyone
     * could set to someone else's address).
     */
    async findAccountWithSignInEmail(email: string, provider: string): Promise<number | undefined> {
      const sameProvider = alias(providerAccounts, 'same_provider');
      const [row] = await db
        .select({ userId: providerAccounts.userId })
        .from(providerAccounts)
        .where(
          and(
            sql`lower(${providerAccounts.email}) = ${email.toLowerCase()}`,
            ne(providerAccounts.provider, provider),
            notExists(
              db
                .select({ one: sql`1` })
                .from(sameProvider)
                .where(
                  and(eq(sameProvider.userId, providerAccounts.userId), eq(sameProvider.provider, provider)),
                ),
            ),
          ),
        )
        .orderBy(asc(providerAccounts.userId))
        .limit(1);
      return row?.userId;
    },

    async providersOf(userId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ provider: providerAccounts.provider })
        .from(providerAccounts)
        .where(eq(providerAccounts.userId, userId));
      return rows.map((r) => r.provider).sort();
    },

    async hasProvider(userId: number, provider: string) {
      const [row] = await db
        .select({ id: providerAccounts.id })
        .from(providerAccounts)
        .where(and(eq(providerAccounts.userId, userId), eq(providerAccounts.provider, provider)));
      return row !== undefined;
    },

    /**
     * Removes one of the user's sign-ins unless it is their last. The user's sign-in rows are
     * locked first, so two disconnects at once cannot leave the account with none.
     */
    async disconnect(userId: number, accountId: number): Promise<'removed' | 'not_found' | 'last'> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: providerAccounts.id, provider: providerAccounts.provider })
          .from(providerAccounts)
          .where(eq(providerAccounts.userId, userId))
          .for('update');
        const target = rows.find((r) => r.id === accountId);
        if (!target) return 'not_found';
        if (rows.length <= 1) return 'last';
        await tx
          .delete(providerAccounts)
          .where(and(eq(providerAccounts.id, accountId), eq(providerAccounts.userId, userId)));
        await recordLinkEvent(tx, userId, target.provider, 'unlinked');
        return 'removed';
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
