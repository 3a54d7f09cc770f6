import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CONSENT_POLICY_VERSION, type ConsentRecord } from '#common/consent';
import { consentApi } from '#common/endpoints/consent';
import { userConsents } from '../../db/schema';
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
export async function consentRoutes(app: FastifyInstance, { db }: FeatureDeps) {
  route(app, consentApi.get, async ({ user }) => {
    const [row] = await db
      .select()
      .from(userConsents)
      .where(eq(userConsents.userId, user.id))
      .orderBy(desc(userConsents.decidedAt), desc(userConsents.id))
      .limit(1);
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
    return toRecord(row);
  });
}
