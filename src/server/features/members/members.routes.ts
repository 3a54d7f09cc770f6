import type { FastifyInstance } from 'fastify';
import { membersApi } from '#common/endpoints/members';
import type { FeatureDeps } from '../../lib/feature';
import { route } from '../../lib/route';
import { createMergeService } from './members.merge';
import { createMergeRequests } from './members.merge-requests';
import { familyIdOf } from './members.params';
import { memberPhotoRoutes } from './members.photo.routes';
import { createMembersRepository } from './members.repository';
import { createMembersService } from './members.service';

export async function membersRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const repo = createMembersRepository(deps.db, deps.readCache);
  const service = createMembersService(repo, deps.access, deps.signals, deps.departures);
  const merging = createMergeService(deps.db, deps.access, deps.signals, deps.lifecycle);
  const asking = createMergeRequests(deps.db, deps.access, merging.run);

  route(app, membersApi.list, ({ user, params }) => service.list(params.familyId, user.id));
  route(app, membersApi.create, ({ user, params, body }) => service.create(params.familyId, user.id, body));
  route(app, membersApi.activeBrief, ({ user }) => service.listActive(user.id));
  route(app, membersApi.createWithFamily, ({ user, body }) => {
    const { familyAccountId, ...input } = body;
    return service.create(familyAccountId, user.id, input);
  });

  for (const form of ['byId', 'inFamily'] as const) {
    route(app, membersApi.get[form], ({ user, params }) =>
      service.get(params.id, user.id, familyIdOf(params)),
    );
    route(app, membersApi.update[form], ({ user, params, body }) =>
      service.update(params.id, user.id, familyIdOf(params), body),
    );
    route(app, membersApi.remove[form], ({ user, params }) =>
      service.remove(params.id, user.id, familyIdOf(params)),
    );
    route(app, membersApi.updateProfile[form], ({ user, params, body }) =>
      service.updateProfile(params.id, user.id, familyIdOf(params), body),
    );
    route(app, membersApi.getPrivacy[form], ({ user, params }) =>
      service.getPrivacy(params.id, user.id, familyIdOf(params)),
    );
    route(app, membersApi.updatePrivacy[form], ({ user, params, body }) =>
      service.updatePrivacy(params.id, user.id, familyIdOf(params), body),
    );
    route(app, membersApi.updateFamilyNotes[form], ({ user, params, body }) =>
      service.updateFamilyNotes(params.id, user.id, familyIdOf(params), body),
    );
    route(app, membersApi.merge[form], ({ user, params, body }) =>
      merging.merge(params.id, user.id, familyIdOf(params), body),
    );
    route(app, membersApi.requestMerge[form], ({ user, params, body }) =>
      asking.ask(params.id, user.id, familyIdOf(params), body),
    );
  }
  route(app, membersApi.mergeRequests, ({ user, params }) => asking.list(params.familyId, user.id));
  route(app, membersApi.acceptMergeRequest, ({ user, params }) => asking.accept(params.id, user.id));
  route(app, membersApi.declineMergeRequest, ({ user, params }) => asking.decline(params.id, user.id));

  memberPhotoRoutes(app, repo, deps);
}
