import type { membersApi } from '#common/endpoints/members';
import type { occasionsApi } from '#common/endpoints/occasions';
import { endpointQuery, endpointRef } from '../../../lib/endpoint-client';

/**
 * References, not the declarations: the dashboard's Coming up card is part of a first page load,
 * which carries no zod schemas. Same paths, so the same query keys and caches as the declarations.
 */
const upcomingRef = endpointRef<typeof occasionsApi.upcoming>('GET', '/api/families/:familyId/occasions', {
  reads: ['occasions', 'members', 'giftIdeas', 'families'],
});
const membersRef = endpointRef<typeof membersApi.list>('GET', '/api/families/:familyId/family-members', {
  reads: ['members'],
});

/** OCCASION_LIMITS.comingUpDays and .maxDays (#common/occasions, which brings zod along). */
export const COMING_UP_DAYS = 60;
export const YEAR_DAYS = 366;

/** The family's occasions and switched-on holidays in the next `days` days, soonest first. */
export const upcomingOccasionsQuery = (familyId: number, days: number) =>
  endpointQuery(upcomingRef, { params: { familyId }, query: { days } });

/** The family's members as the viewer may see them (the member choices of a holiday). */
export const familyMembersRefQuery = (familyId: number) =>
  endpointQuery(membersRef, { params: { familyId } });
