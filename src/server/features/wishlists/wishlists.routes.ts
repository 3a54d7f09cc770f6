import type { FastifyInstance } from 'fastify';
import { wishlistsApi } from '#common/endpoints/wishlists';
import type { FeatureDeps } from '../../lib/feature';
import { escapeHtml } from '../../lib/html';
import { copyImage, type LinkPreviewOptions, previewOf } from '../../lib/link-preview';
import { createMailPreferences } from '../../lib/mail-preferences';
import { route } from '../../lib/route';
import { wishlistItemRecord } from './wishlists.record';
import { createWishlistsRepository } from './wishlists.repository';
import { type ClaimNotifier, createWishlistsService, type LinkPreviewPort } from './wishlists.service';

const IMAGE_CACHE = 'private, max-age=86400';

/** Tells claimers by e-mail that an item they claimed was removed (when e-mail is set up and on). */
function claimNotifier(deps: FeatureDeps): ClaimNotifier | undefined {
  const { mailer } = deps;
  if (!mailer) return undefined;
  const preferences = createMailPreferences(deps.db);
  return {
    async itemRemoved(claimers, title, memberName) {
      for (const claimer of claimers) {
        if (!claimer.email || !(await preferences.allowsUser(claimer.userId))) continue;
        const text = `${memberName} removed "${title}" from their wishlist, so your claim on it was released.`;
        await mailer.send({
          to: claimer.email,
          subject: `"${title}" is no longer on ${memberName}'s wishlist`,
          text: `${text}\n\nSee what else they would like: ${deps.config.publicUrl}/wishlists`,
          html: `<p>${escapeHtml(text)}</p><p><a href="${escapeHtml(`${deps.config.publicUrl}/wishlists`)}">See what else they would like</a></p>`,
        });
      }
    },
  };
}

/** A pasted link's page and picture, fetched with the protections lib/link-preview gives. */
export function linkPreviewPort(options: LinkPreviewOptions): LinkPreviewPort {
  return {
    async preview(url) {
      const page = await previewOf(url, options);
      return {
        title: page.title,
        priceCents: page.priceCents,
        currency: page.currency,
        imageUrl: page.image,
      };
    },
    copyImage: (imageUrl) => copyImage(imageUrl, options),
  };
}

export async function wishlistsRoutes(
  app: FastifyInstance,
  deps: FeatureDeps,
  links: LinkPreviewPort = linkPreviewPort({ allowPrivate: deps.config.linkPreview.allowPrivate }),
) {
  const service = createWishlistsService(
    createWishlistsRepository(deps.db),
    deps.access,
    deps.signals,
    wishlistItemRecord(deps.db),
    { occasions: deps.ports.occasions, links, notify: claimNotifier(deps), log: app.log },
  );

  route(app, wishlistsApi.forMember, ({ user, params }) => service.forMember(user.id, params.id));
  route(app, wishlistsApi.create, ({ user, params, body }) => service.create(user.id, params.id, body));
  route(app, wishlistsApi.forFamily, ({ user, params, query }) =>
    service.forFamily(user.id, params.familyId, query),
  );
  route(app, wishlistsApi.update, ({ user, params, body }) => service.update(user.id, params.id, body));
  route(app, wishlistsApi.remove, ({ user, params }) => service.remove(user.id, params.id));
  route(app, wishlistsApi.image, async ({ user, params, reply }) => {
    const image = await service.image(user.id, params.id);
    return reply.type(image.mime).header('cache-control', IMAGE_CACHE).send(image.data);
  });
  route(app, wishlistsApi.claim, ({ user, params, body }) => service.claim(user.id, params.id, body));
  route(app, wishlistsApi.release, ({ user, params }) => service.release(user.id, params.id));
  route(app, wishlistsApi.groupGift, ({ user, params, body }) =>
    service.groupGift(user.id, params.id, body.targetCents),
  );
  route(app, wishlistsApi.pledge, ({ user, params, body }) =>
    service.pledge(user.id, params.id, body.amountCents),
  );
  route(app, wishlistsApi.unpledge, ({ user, params }) => service.unpledge(user.id, params.id));
}
