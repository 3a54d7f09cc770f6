import { endpoint } from '../api/contract';
import { linkPreviewRequestSchema, linkPreviewSchema } from '../link-preview';
import { LINK_ERRORS } from './link-preview.errors';

const tags = ['Link preview'];

export const linkPreviewApi = {
  preview: endpoint({
    method: 'POST',
    affects: [],
    path: '/api/link-preview',
    summary:
      "A product link's title, price and picture, read by the server (public addresses only); the picture comes as a small WebP copy, never a link to the shop",
    tags,
    body: linkPreviewRequestSchema,
    response: linkPreviewSchema,
    errors: [...LINK_ERRORS],
  }),
};
