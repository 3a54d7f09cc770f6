import { matchPath, useLocation } from 'react-router';
import { PAGE_ROUTES } from '#common/page-routes';

export type TrackAdKind = 'quick' | 'insights';

/** The member whose page this is, if it is a member's page. */
function pageMemberId(pathname: string): number | undefined {
  const found = matchPath(PAGE_ROUTES.memberDetail.path, pathname)?.params.memberId;
  const id = Number(found);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The track-ad dialogs open over whatever page is showing, from `?track=quick|insights`
 * (and `trackMember` to preselect who saw the ad: the one given, else the member whose page it
 * is, issue 36); the page's own parameters stay.
 */
export function trackAdLocation(
  current: { pathname: string; search: string },
  kind: TrackAdKind,
  memberId: number | undefined = pageMemberId(current.pathname),
) {
  const params = new URLSearchParams(current.search);
  params.set('track', kind);
  if (memberId) params.set('trackMember', String(memberId));
  else params.delete('trackMember');
  return { pathname: current.pathname, search: `?${params}` };
}

export function useTrackAdLink(kind: TrackAdKind, memberId?: number) {
  return trackAdLocation(useLocation(), kind, memberId);
}
