import { eq } from 'drizzle-orm';
import { type DiagnosticCheck, type OAuthDiagnostics, overallOf } from '#common/oauth-diagnostics';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { providerAccounts } from '../../db/schema';
import { hiddenNotFound } from '../../errors';
import type { SignInStatus } from '../../lib/sign-in-status';
import {
  callbackUrl,
  httpsCheck,
  lastErrorCheck,
  providersCheck,
  redirectUrisCheck,
  sessionSecretCheck,
} from './oauth.config-checks';
import { googleChecks } from './oauth.google-checks';
import { type ClockSample, clockCheck, facebookChecks } from './oauth.network-checks';

export function createDiagnosticsService(config: AppConfig, db: Db, signInStatus: SignInStatus) {
  /**
   * An admin has an address from ADMIN_EMAILS on one of their sign-ins, as the provider
   * gave it and verified it (Google). Never the profile e-mail, which anyone can edit, and
   * never Facebook's, which Facebook does not verify; the demo sign-in counts in local mode.
   */
  async function isAdmin(userId: number): Promise<boolean> {
    if (config.adminEmails.length === 0) return false;
    const rows = await db
      .select({
        provider: providerAccounts.provider,
        email: providerAccounts.email,
        verified: providerAccounts.emailVerified,
      })
      .from(providerAccounts)
      .where(eq(providerAccounts.userId, userId));
    return rows.some(
      (r) =>
        r.email !== null &&
        config.adminEmails.includes(r.email.toLowerCase()) &&
        (r.verified || (r.provider === 'demo' && !config.production)),
    );
  }

  async function access(userId: number) {
    const admin = await isAdmin(userId);
    return { canView: admin || !config.production, isAdmin: admin };
  }

  return {
    access,

    /** Everything checked at once: the network checks run side by side, each with a short timeout. */
    async diagnostics(userId: number, requestOrigin: string): Promise<OAuthDiagnostics> {
      // Outsiders learn nothing, not even that the page exists.
      if (!(await access(userId)).canView) throw hiddenNotFound();
      const timeout = config.diagnosticsTimeoutMs;
      const [google, facebook, recorded] = await Promise.all([
        googleChecks(config, timeout),
        facebookChecks(config, timeout),
        signInStatus.list(),
      ]);
      const statusOf = (provider: string) => recorded.find((r) => r.provider === provider);
      const clock = clockCheck(
        [google.clock, facebook.clock].filter((c): c is ClockSample => c !== undefined),
      );
      const checks: DiagnosticCheck[] = [
        providersCheck(config),
        ...google.checks,
        ...facebook.checks,
        redirectUrisCheck(config, requestOrigin),
        httpsCheck(config),
        ...(clock ? [clock] : []),
        ...(config.google ? [lastErrorCheck('google', statusOf('google'))] : []),
        ...(config.facebook ? [lastErrorCheck('facebook', statusOf('facebook'))] : []),
        sessionSecretCheck(config),
      ];
      return {
        overall: overallOf(checks),
        timestamp: new Date().toISOString(),
        environment: config.production ? 'production' : 'development',
        callbackUrls: { google: callbackUrl(config, 'google'), facebook: callbackUrl(config, 'facebook') },
        origin: new URL(config.publicUrl).origin,
        checks,
      };
    },
  };
}
