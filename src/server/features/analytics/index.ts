import type { ServerFeature } from '../../lib/feature';
import { analyticsRoutes } from './analytics.routes';

/** Reads tracked-ad counters (tracked_ad_counts, tracked-ads') and ideas through the gift-ideas port. */
export const analytics: ServerFeature = { name: 'analytics', routes: analyticsRoutes, tables: [] };
