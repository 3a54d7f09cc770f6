import { type AuthProfile, providerSchema } from '#common/auth';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import type { AuthRepository, ProviderIdentity } from './auth.repository';

export function createAuthService(repo: AuthRepository) {
  return {
    /** Finds the user behind a provider identity, creating them on first sign-in. */
    async signIn(identity: ProviderIdentity): Promise<number> {
      const existing = await repo.findByIdentity(identity.provider, identity.subject);
      if (existing) {
        await repo.refreshIdentity(existing.accountId, existing.userId, identity);
        return existing.userId;
      }
      try {
        return await repo.createUserWithIdentity(identity);
      } catch (err) {
        // Two first sign-ins at once: the other one won the unique index; use its user.
        if (!isUniqueViolation(err)) throw err;
        const winner = await repo.findByIdentity(identity.provider, identity.subject);
        if (!winner) throw err;
        return winner.userId;
      }
    },

    async profile(userId: number): Promise<AuthProfile> {
      const user = await repo.findUser(userId);
      if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
      const providers = await repo.listProviders(userId);
      return {
        ...user,
        providers: providers.map((p) => ({
          id: p.id,
          provider: providerSchema.parse(p.provider),
          email: p.email,
          createdAt: p.createdAt.toISOString(),
        })),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
