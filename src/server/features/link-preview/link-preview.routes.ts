import type { FastifyInstance } from 'fastify';
import { linkPreviewApi } from '#common/endpoints/link-preview';
import type { FeatureDeps } from '../../lib/feature';
import { perUser } from '../../lib/limits';
import type { LinkPreviewOptions } from '../../lib/link-preview';
import { route } from '../../lib/route';
import { createLinkPreviewService } from './link-preview.service';

/** Previews fetch other servers' pages: a budget of their own, apart from the write budget. */
export const LINK_PREVIEW_LIMIT = perUser({ max: 30, groupId: 'link-preview' });

/**
 * The link preview of the wishlists' Add Item dialog (issue 22). `fetchOptions` is for tests
 * only (a shorter deadline); the address check follows LINK_PREVIEW_ALLOW_PRIVATE alone.
 */
export async function linkPreviewRoutes(
  app: FastifyInstance,
  { config }: Pick<FeatureDeps, 'config'>,
  fetchOptions: Omit<LinkPreviewOptions, 'allowPrivate'> = {},
) {
  const service = createLinkPreviewService({
    ...fetchOptions,
    allowPrivate: config.linkPreview.allowPrivate,
  });
  route(app, linkPreviewApi.preview, ({ body }) => service.preview(body.url), {
    rateLimit: LINK_PREVIEW_LIMIT,
    bodyLimit: 8 * 1024,
  });
}
