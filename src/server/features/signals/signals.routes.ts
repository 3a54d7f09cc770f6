import type { FastifyInstance } from 'fastify';
import { signalsApi } from '#common/endpoints/signals';
import { canSeeSignals } from '../../lib/access';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';

export const INTERESTS_PRIVATE_MESSAGE = 'Interests kept private';

/** The interest profile of a member, for those the member's privacy lets see it. */
export async function signalsRoutes(app: FastifyInstance, { access, signals }: FeatureDeps) {
  for (const form of ['byId', 'inFamily'] as const) {
    route(app, signalsApi.interestProfile[form], async ({ user, params }) => {
      const scope = await access.requireMemberWhere(
        params.id,
        user.id,
        'familyId' in params ? params.familyId : undefined,
        (s) => canSeeSignals(s.subject, s.viewer, s.familyPrivacy),
        INTERESTS_PRIVATE_MESSAGE,
      );
      const profile = await signals.profileFor(scope.member);
      return profile.map((entry) => ({ ...entry, score: Math.round(entry.score) }));
    });
  }
}
