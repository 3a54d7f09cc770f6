import type { FastifyInstance } from 'fastify';
import { familiesApi } from '#common/endpoints/families';
import { MEMBERSHIP_BY_CODE_ONLY } from '#common/endpoints/families.errors';
import { refusal } from '../../errors';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';
import { createFamiliesRepository } from './families.repository';
import { createFamiliesService } from './families.service';

/** Enough for people typing a code; slow enough that guessing one of 32^9 codes is hopeless. */
const JOIN_RATE_LIMIT = { max: 30, timeWindow: '1 minute', groupId: 'invite-codes' };

export async function familiesRoutes(
  app: FastifyInstance,
  { db, access, signals, departures, ports }: FeatureDeps,
) {
  const service = createFamiliesService(
    createFamiliesRepository(db),
    access,
    signals,
    ports.members,
    departures,
    ports.occasions,
  );

  route(app, familiesApi.list, ({ user }) => service.listFamilies(user.id));
  route(app, familiesApi.create, ({ user, body, request }) =>
    service.createFamily(user, body, { acceptLanguage: request.headers['accept-language'] }),
  );
  route(app, familiesApi.get, ({ user, params }) => service.getFamily(params.familyId, user.id));
  route(app, familiesApi.update, ({ user, params, body }) =>
    service.updateFamily(params.familyId, user.id, body),
  );
  route(app, familiesApi.remove, ({ user, params, body }) =>
    service.deleteFamily(params.familyId, user.id, body.confirm),
  );
  route(app, familiesApi.leave, ({ user, params }) => service.leave(params.familyId, user.id));
  route(app, familiesApi.transferOwnership, ({ user, params, body }) =>
    service.transferOwnership(params.familyId, user.id, body.memberId),
  );
  route(app, familiesApi.regenerateInviteCode, ({ user, params }) =>
    service.regenerateInviteCode(params.familyId, user.id),
  );
  route(
    app,
    familiesApi.lookupInvite,
    ({ params, user }) => service.lookupInvite(params.code, user?.id ?? null),
    {
      rateLimit: JOIN_RATE_LIMIT,
    },
  );
  route(app, familiesApi.join, ({ user, params, body }) => service.join(params.code, user.id, body), {
    rateLimit: JOIN_RATE_LIMIT,
  });
  route(app, familiesApi.userFamilies, ({ user }) => service.listUserFamilies(user.id));
  route(app, familiesApi.activeFamily, ({ user }) => service.getActiveFamily(user.id));
  route(app, familiesApi.setActiveFamily, ({ user, body }) =>
    service.setActiveFamily(user.id, body.familyId),
  );
  route(app, familiesApi.memberships, ({ user, query }) =>
    service.listMemberships(user.id, query.familyAccountId),
  );
  // Adding a membership by family id would let anyone into any family: joining needs the code.
  route(app, familiesApi.addMembership, () => {
    throw refusal(MEMBERSHIP_BY_CODE_ONLY);
  });
}
