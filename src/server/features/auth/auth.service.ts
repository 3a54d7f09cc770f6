import { type AuthProfile, providerSchema } from '#common/auth';
import { LAST_SIGN_IN } from '#common/endpoints/auth.errors';
import { SIGN_IN_REQUIRED } from '#common/endpoints/platform.errors';
import type { LinkErrorCode } from '#common/errors';
import { isUniqueViolation } from '../../db/errors';
import { notFound, refusal } from '../../errors';
import type { AuthRepository, ProviderIdentity } from './auth.repository';

/** Where a sign-in leads: a user, or a question because another account uses this e-mail. */
export type SignInOutcome =
  | { kind: 'user'; userId: number }
  | {
      kind: 'unify';
      targetUserId: number;
      identity: ProviderIdentity & { provider: 'google' | 'facebook'; email: string };
    };

export class LinkError extends Error {
  constructor(readonly code: LinkErrorCode) {
    super(code);
  }
}

/** `ann@example.com` + facebook → `ann+facebook@example.com` (the "keep separate" choice, decision 0011). */
export function plusAddress(email: string, provider: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? `${email}+${provider}` : `${email.slice(0, at)}+${provider}${email.slice(at)}`;
}

export function createAuthService(repo: AuthRepository) {
  /** The user for a provider identity, or undefined; keeps its e-mail and picture current. */
  async function known(identity: ProviderIdentity): Promise<number | undefined> {
    const existing = await repo.findByIdentity(identity.provider, identity.subject);
    if (!existing) return undefined;
    await repo.refreshIdentity(existing.accountId, existing.userId, identity);
    return existing.userId;
  }

  /** Creates the user; when two first sign-ins race, the loser uses the winner's user. */
  async function create(identity: ProviderIdentity, accountEmail?: string | null, separate = false) {
    try {
      return await repo.createUserWithIdentity(identity, accountEmail, separate ? 'separate' : undefined);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const winner = await repo.findByIdentity(identity.provider, identity.subject);
      if (!winner) throw err;
      return winner.userId;
    }
  }

  return {
    /** The user a provider identity already opens, if any (never creates one). */
    existingUser: (identity: ProviderIdentity) => known(identity),

    /** The demo sign-in and known identities: find or create, never ask. */
    async signIn(identity: ProviderIdentity): Promise<number> {
      return (await known(identity)) ?? create(identity);
    },

    /**
     * A provider sign-in. A new identity whose e-mail is the sign-in e-mail of an account
     * that signs in another way is never merged on e-mail alone (Facebook does not verify
     * addresses; an unverified address would hand over the account): the person is asked.
     */
    async providerSignIn(identity: ProviderIdentity): Promise<SignInOutcome> {
      const userId = await known(identity);
      if (userId !== undefined) return { kind: 'user', userId };
      if (identity.email && identity.provider !== 'demo') {
        const targetUserId = await repo.findAccountWithSignInEmail(identity.email, identity.provider);
        if (targetUserId !== undefined) {
          return {
            kind: 'unify',
            targetUserId,
            identity: { ...identity, provider: identity.provider, email: identity.email },
          };
        }
      }
      return { kind: 'user', userId: await create(identity) };
    },

    /**
     * Adds a provider to a signed-in user (Connect on the account page, or Unify once the
     * person proved the existing account). An identity that opens another account is
     * refused, never moved; a second sign-in of the same provider is refused too.
     */
    async link(userId: number, identity: ProviderIdentity, action: 'linked' | 'unified') {
      const existing = await repo.findByIdentity(identity.provider, identity.subject);
      if (existing) {
        if (existing.userId !== userId) throw new LinkError('already_linked');
        return;
      }
      if (await repo.hasProvider(userId, identity.provider)) throw new LinkError('provider_taken');
      try {
        await repo.linkIdentity(userId, identity, action);
      } catch (err) {
        if (isUniqueViolation(err)) throw new LinkError('already_linked');
        throw err;
      }
    },

    /** "Keep separate": a new account for the waiting sign-in, its e-mail marked +provider. */
    async createSeparate(identity: ProviderIdentity & { email: string }): Promise<number> {
      const userId = await known(identity);
      if (userId !== undefined) return userId;
      return create(identity, plusAddress(identity.email, identity.provider), true);
    },

    providersOf: (userId: number) => repo.providersOf(userId),

    async disconnect(userId: number, accountId: number) {
      const result = await repo.disconnect(userId, accountId);
      if (result === 'not_found') throw notFound('Sign-in method');
      if (result === 'last') throw refusal(LAST_SIGN_IN);
    },

    async profile(userId: number): Promise<AuthProfile> {
      const user = await repo.findUser(userId);
      if (!user) throw refusal(SIGN_IN_REQUIRED);
      const [providers, history] = await Promise.all([repo.listProviders(userId), repo.linkHistory(userId)]);
      return {
        ...user,
        providers: providers.map((p) => ({
          id: p.id,
          provider: providerSchema.parse(p.provider),
          email: p.email,
          createdAt: p.createdAt.toISOString(),
        })),
        linkHistory: history.map((h) => ({
          provider: providerSchema.parse(h.provider),
          action: h.action,
          at: h.at.toISOString(),
        })),
      };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
