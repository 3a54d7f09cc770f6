import type { ServerFeature } from '../../lib/feature';
import { linkPreviewRoutes } from './link-preview.routes';

export const linkPreview: ServerFeature = { name: 'link-preview', routes: linkPreviewRoutes, tables: [] };
