import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONSENT_POLICY_VERSION, type ConsentRecord } from '#common/consent';
import { consentApi } from '#common/endpoints/consent';
import {
  INTEREST_TRACKING_NOT_OWN,
  PERSONALIZATION_CONSENT_REQUIRED,
} from '#common/endpoints/consent.errors';
import { signalsFromBrowsing } from '#common/signals/browsing';
import { familyMembers, userConsents } from '../../db/schema';
import { refusal } from '../../errors';
import { isOwnRecord } from '../../lib/access';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';

type ConsentRow = typeof userConsents.$inferSelect;

const toRecord = (row: ConsentRow): ConsentRecord => ({
  essential: true,
  analytics: row.analytics,
  personalization: row.personalization,
  marketing: row.marketing,
  policyVersion: row.policyVersion,
  decidedAt: row.decidedAt.toISOString(),
});

/**
 * The user's cookie choice, kept as a history: each PUT adds a record, GET answers the latest.
 * Consent is the user's own, not a family's, so no family scope is involved.
 */
export async function consentRoutes(app: FastifyInstance, { db, access, signals }: FeatureDeps) {
  const latest = async (userId: number) => (await access.consentOf(userId)).latest;

  /** Withdrawing personalization forgets what browsing taught GiftLens about the user's own records. */
  async function forgetBrowsing(userId: number) {
    const own = await db
      .select({ id: familyMembers.id, familyId: familyMembers.familyAccountId })
      .from(familyMembers)
      .where(eq(familyMembers.userId, userId));
    for (const m of own) {
      await signals.replace({ familyId: m.familyId, memberId: m.id }, 'browsing', null, []);
    }
  }

  route(app, consentApi.get, async ({ user }) => {
    const row = await latest(user.id);
    return row ? toRecord(row) : null;
  });

  route(app, consentApi.put, async ({ user, body }) => {
    const [row] = await db
      .insert(userConsents)
      .values({
        userId: user.id,
        analytics: body.analytics,
        personalization: body.personalization,
        marketing: body.marketing,
        policyVersion: CONSENT_POLICY_VERSION,
      })
      .returning();
    if (!row) throw new Error('consent insert returned no row');
    if (!row.personalization) await forgetBrowsing(user.id);
    return toRecord(row);
  });

  route(app, consentApi.cookieInsights, async ({ user, body }) => {
    const scope = await access.requireMember(body.familyMemberId, user.id);
    if (!isOwnRecord(scope.member, scope.viewer)) throw refusal(INTEREST_TRACKING_NOT_OWN);
    if (!(await access.consentOf(user.id)).allows('personalization'))
      throw refusal(PERSONALIZATION_CONSENT_REQUIRED);
    // The device sends the sum of its kept sessions, so this replaces what browsing said before.
    await signals.replace(
      { familyId: scope.family.id, memberId: scope.member.id },
      'browsing',
      null,
      signalsFromBrowsing(body.insights),
    );
  });
}
