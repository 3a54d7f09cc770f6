import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '#common/account';
import type { accountApi } from '#common/endpoints/account';
import { callEndpoint, endpointKey, endpointRef } from './endpoint-client';

// The footer is on every page, the landing page included: referenced by type only.
const siteInfoEndpoint = endpointRef<typeof accountApi.siteInfo>('GET', '/api/site-info', { reads: [] });

/** What the page shows until the server's configured addresses arrive. */
export const DEFAULT_SITE_INFO: SiteInfo = {
  supportEmail: 'support@giftlens.app',
  contactEmail: 'hello@giftlens.app',
  productionHost: null,
};

export const siteInfoQueryOptions = () =>
  queryOptions({ queryKey: endpointKey(siteInfoEndpoint), queryFn: () => callEndpoint(siteInfoEndpoint) });

/** The contact addresses and production host the server is configured with. */
export function useSiteInfo(): SiteInfo {
  return useQuery(siteInfoQueryOptions()).data ?? DEFAULT_SITE_INFO;
}
