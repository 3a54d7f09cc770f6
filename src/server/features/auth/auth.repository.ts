import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { providerAccounts, userSettings, users } from '../../db/schema';

export interface ProviderIdentity {
  provider: 'google' | 'facebook' | 'demo';
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
};

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

    /** Creates the user, their provider account and default settings in one transaction. */
    async createUserWithIdentity(identity: ProviderIdentity): Promise<number> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            firstName: identity.firstName,
            lastName: identity.lastName,
            email: identity.email,
            profileImageUrl: identity.pictureUrl,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned nothing');
        await tx.insert(providerAccounts).values({
          userId: user.id,
          provider: identity.provider,
          subject: identity.subject,
          email: identity.email,
        });
        await tx.insert(userSettings).values({ userId: user.id });
        return user.id;
      });
    },

    /** Keeps the provider's e-mail and picture current; names stay as the user edited them. */
    async refreshIdentity(accountId: number, userId: number, identity: ProviderIdentity) {
      await db
        .update(providerAccounts)
        .set({ email: identity.email })
        .where(eq(providerAccounts.id, accountId));
      if (identity.pictureUrl) {
        await db.update(users).set({ profileImageUrl: identity.pictureUrl }).where(eq(users.id, userId));
      }
    },

    async findUser(userId: number) {
      const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId));
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
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
