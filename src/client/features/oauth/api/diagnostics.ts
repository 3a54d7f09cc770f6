import { oauthApi } from '#common/endpoints/oauth';
import { endpointQuery } from '../../../lib/endpoint-client';

/** The health monitor refreshes every 30 s. */
export const HEALTH_REFRESH_MS = 30_000;

export const diagnosticsQuery = () => endpointQuery(oauthApi.diagnostics);
export const diagnosticsAccessQuery = () => endpointQuery(oauthApi.access);
