import type { FastifyInstance } from 'fastify';
import { signalsApi } from '#common/endpoints/signals';
import { INTERESTS_PRIVATE } from '#common/endpoints/signals.errors';
import { canSeeSignals } from '../../lib/access';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';

/**
 * The interest profile of a member as the viewer may see it (decision 0023): 403 to a relative
 * the member's privacy keeps out; for the rest, made only of the sources they may see.
 */
export async function signalsRoutes(app: FastifyInstance, { access, signals }: FeatureDeps) {
  for (const form of ['byId', 'inFamily'] as const) {
    route(app, signalsApi.interestProfile[form], async ({ user, params }) => {
      const scope = await access.requireMemberWhere(
        params.id,
        user.id,
        'familyId' in params ? params.familyId : undefined,
        (s) => canSeeSignals(s.subject, s.viewer, s.familyPrivacy),
        INTERESTS_PRIVATE,
      );
      const profile = await signals.profileFor(scope);
      return profile.map((entry) => ({ ...entry, score: Math.round(entry.score) }));
    });
  }
}
