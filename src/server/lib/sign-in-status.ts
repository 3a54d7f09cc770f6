import type { Db } from '../db/client';
import { oauthProviderStatus } from '../db/schema';

/** What the diagnostics show about a provider's recent sign-ins. */
export interface ProviderSignInStatus {
  provider: string;
  lastErrorCode: string | null;
  lastErrorMessage: string | null;
  lastErrorAt: Date | null;
  lastSuccessAt: Date | null;
}

const MAX_MESSAGE = 300;

/**
 * The sign-in callbacks record their last failure and success per provider; the OAuth
 * diagnostics read them. Codes and the OAuth library's message only (it names the claim
 * or endpoint that failed), never who was signing in.
 */
export function createSignInStatus(db: Db) {
  return {
    async failure(provider: string, code: string, message: string) {
      const values = {
        lastErrorCode: code,
        lastErrorMessage: message.slice(0, MAX_MESSAGE),
        lastErrorAt: new Date(),
      };
      await db
        .insert(oauthProviderStatus)
        .values({ provider, ...values })
        .onConflictDoUpdate({ target: oauthProviderStatus.provider, set: values });
    },

    async success(provider: string) {
      const lastSuccessAt = new Date();
      await db
        .insert(oauthProviderStatus)
        .values({ provider, lastSuccessAt })
        .onConflictDoUpdate({ target: oauthProviderStatus.provider, set: { lastSuccessAt } });
    },

    list(): Promise<ProviderSignInStatus[]> {
      return db.select().from(oauthProviderStatus);
    },
  };
}

export type SignInStatus = ReturnType<typeof createSignInStatus>;
