import type { FastifyInstance } from 'fastify';
import { occasionsApi } from '#common/endpoints/occasions';
import { notFound } from '../../errors';
import type { FeatureDeps } from '../../lib/feature';
import { escapeHtml } from '../../lib/html';
import type { RateLimitRule } from '../../lib/limits';
import { route } from '../../lib/route';
import { calendarFor } from './calendar';
import { occasionRecord } from './occasions.record';
import { createOccasionsRepository } from './occasions.repository';
import { createOccasionsService } from './occasions.service';
import { sendDueReminders } from './reminders';
import { unsubscribe, userOfUnsubscribeToken } from './unsubscribe';

/** Feeds and unsubscribe links are guessed at by nobody honest: a tight limit per address. */
const PUBLIC_LIMIT: RateLimitRule = {
  max: 60,
  timeWindow: '1 minute',
  groupId: 'occasion-links',
  keyGenerator: (request) => `ip:${request.ip}`,
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · GiftLens</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1>${body}<p><a href="/">Open GiftLens</a></p></body></html>`;

export async function occasionsRoutes(app: FastifyInstance, deps: FeatureDeps) {
  const { config } = deps;
  const repo = createOccasionsRepository(deps.db);
  const service = createOccasionsService(repo, deps.access, deps.signals, occasionRecord(deps.db), {
    publicUrl: config.publicUrl,
    giftIdeas: deps.ports.giftIdeas,
  });

  route(app, occasionsApi.forMember, ({ user, params }) => service.forMember(user.id, params.id));
  route(app, occasionsApi.create, ({ user, params, body }) => service.create(user.id, params.id, body));
  route(app, occasionsApi.update, ({ user, params, body }) => service.update(user.id, params.id, body));
  route(app, occasionsApi.remove, ({ user, params }) => service.remove(user.id, params.id));
  route(app, occasionsApi.upcoming, ({ user, params, query }) =>
    service.upcoming(user.id, params.familyId, query.days),
  );
  route(app, occasionsApi.holidaySettings, ({ user, params, query }) =>
    service.holidaySettings(user.id, params.familyId, query.country),
  );
  route(app, occasionsApi.updateHolidaySettings, ({ user, params, body }) =>
    service.saveHolidaySettings(user.id, params.familyId, body),
  );
  route(app, occasionsApi.calendar, ({ user }) => service.calendarLink(user.id));
  route(app, occasionsApi.rotateCalendar, ({ user }) => service.rotateCalendar(user.id));

  // The feed is fetched by calendar apps, without a cookie: the token in the address is the key.
  route(
    app,
    occasionsApi.calendarFeed,
    async ({ params, reply }) => {
      const token = params.token.endsWith('.ics') ? params.token.slice(0, -4) : params.token;
      const userId = token ? await repo.userOfCalendarToken(token) : undefined;
      if (userId === undefined) throw notFound('Calendar');
      const body = await calendarFor(userId, repo, deps.access);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="giftlens.ics"')
        .header('cache-control', 'private, max-age=900')
        .send(body);
    },
    { rateLimit: PUBLIC_LIMIT },
  );

  route(
    app,
    occasionsApi.unsubscribePage,
    async ({ params, reply }) => {
      if ((await userOfUnsubscribeToken(deps.db, config.sessionSecret, params.token)) === null)
        throw notFound('Unsubscribe link');
      const action = `/api/reminders/unsubscribe/${encodeURIComponent(params.token)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Stop occasion reminders?',
            `<p>GiftLens will stop e-mailing you before birthdays and other occasions. You can switch reminders on again in your account.</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font-size:1rem;padding:.75rem 1.25rem;min-height:44px">Unsubscribe</button></form>`,
          ),
        );
    },
    { rateLimit: PUBLIC_LIMIT },
  );

  // RFC 8058: mail apps post `List-Unsubscribe=One-Click` form-encoded, without our Origin and
  // without a cookie. The token is the proof; this scope alone parses form bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    route(
      scope,
      occasionsApi.unsubscribe,
      async ({ params, reply }) => {
        const userId = await userOfUnsubscribeToken(deps.db, config.sessionSecret, params.token);
        if (userId === null || !(await unsubscribe(deps.db, userId))) throw notFound('Unsubscribe link');
        return reply
          .type('text/html; charset=utf-8')
          .send(
            page(
              'Reminders stopped',
              '<p>You will get no more occasion reminders from GiftLens. You can choose reminder days again in your account.</p>',
            ),
          );
      },
      { csrf: false, rateLimit: PUBLIC_LIMIT, bodyLimit: 1024 },
    );
  });

  app.jobs.every('occasion-reminders', config.reminderIntervalMinutes, async () => {
    await sendDueReminders({
      db: deps.db,
      repo,
      access: deps.access,
      giftIdeas: deps.ports.giftIdeas,
      mailer: deps.mailer,
      publicUrl: config.publicUrl,
      log: app.log,
    });
  });
}
