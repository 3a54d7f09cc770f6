import type { FastifyInstance } from 'fastify';
import { accountApi } from '#common/endpoints/account';
import { FACEBOOK_NOT_CONFIGURED } from '#common/endpoints/account.errors';
import { refusal } from '../../errors';
import type { FeatureDeps } from '../../lib/feature';
import { perUser } from '../../lib/limits';
import { createMailPreferences } from '../../lib/mail-preferences';
import { route } from '../../lib/route';
import { createDeletionService } from './account.deletion';
import { createDeletionRepository } from './account.deletion.repository';
import { createFacebookDeletion, verifySignedRequest } from './account.facebook';
import { createAccountRepository } from './account.repository';
import { createAccountService } from './account.service';
import { buildExport, exportFileName, exportSections } from './export/build';

/** An export reads every table about the user: a few a minute is plenty. */
const EXPORT_LIMIT = perUser({ max: 10, groupId: 'export' });
/** Facebook's servers call per deletion; a flood of forged requests fails the signature anyway. */
const DELETION_CALLBACK_LIMIT = { max: 60, timeWindow: '1 minute', groupId: 'data-deletion' };

export async function accountRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const { config, db } = deps;
  const service = createAccountService(createAccountRepository(db));
  const deletionRepo = createDeletionRepository(db, deps.lifecycle);
  const deletion = createDeletionService(deletionRepo, {
    mailer: deps.mailer,
    departures: deps.departures,
    mailPreferences: createMailPreferences(db),
    publicUrl: config.publicUrl,
  });
  const facebookDeletion = createFacebookDeletion(deletionRepo, deletion);

  route(app, accountApi.updateProfile, ({ user, body }) => service.updateProfile(user.id, body));
  route(app, accountApi.settings, ({ user }) => service.settings(user.id));
  route(app, accountApi.updateSettings, ({ user, body }) => service.updateSettings(user.id, body));

  route(
    app,
    accountApi.exportData,
    async ({ user, reply }) => {
      const data = await buildExport(
        {
          db,
          userId: user.id,
          publicUrl: config.publicUrl,
          members: await deps.access.membersSeenBy(user.id),
        },
        exportSections(deps.lifecycle),
      );
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .send(JSON.stringify(data, null, 2));
    },
    { rateLimit: EXPORT_LIMIT },
  );

  route(app, accountApi.deletionPreview, ({ user }) => deletion.preview(user.id));
  route(app, accountApi.departurePreview, async ({ user, query }) => {
    if (query.familyId === undefined)
      return deps.departures.preview(user.id, await deletionRepo.familyIdsOf(user.id));
    await deps.access.requireFamily(query.familyId, user.id);
    return deps.departures.preview(user.id, [query.familyId]);
  });

  route(app, accountApi.deleteAccount, async ({ user, request, reply }) => {
    await deletion.deleteAccount(user.id, request.log);
    // The session row went with the user; the browser's cookie goes too.
    await app.sessions.end(request, reply);
  });

  route(app, accountApi.dataDeletionStatus, ({ params }) => facebookDeletion.status(params.code));

  route(app, accountApi.siteInfo, () => ({
    supportEmail: config.contacts.support,
    contactEmail: config.contacts.general,
    productionHost: config.production ? new URL(config.publicUrl).hostname : null,
  }));

  // Facebook's servers post this form-encoded and without our Origin: this one route parses
  // that body (in its own scope, so every other route still refuses forms) and skips the
  // same-origin check, trusting only the signature made with the app secret.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    route(
      scope,
      accountApi.facebookDataDeletion,
      async ({ body, request }) => {
        if (!config.facebook) throw refusal(FACEBOOK_NOT_CONFIGURED);
        const secret = config.facebook.clientSecret;
        const signed = verifySignedRequest(body.signed_request, secret);
        const recorded = await facebookDeletion.handle(signed, secret, request.log);
        return {
          url: `${config.publicUrl}/data-deletion?code=${recorded.confirmationCode}`,
          confirmation_code: recorded.confirmationCode,
        };
      },
      { csrf: false, rateLimit: DELETION_CALLBACK_LIMIT, bodyLimit: 16 * 1024 },
    );
  });
}
