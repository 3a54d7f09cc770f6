import { useLocation } from 'react-router';

export type TrackAdKind = 'quick' | 'insights';

/**
 * The track-ad dialogs open over whatever page is showing, from `?track=quick|insights`
 * (and `trackMember` to preselect who saw the ad); the page's own parameters stay.
 */
export function trackAdLocation(
  current: { pathname: string; search: string },
  kind: TrackAdKind,
  memberId?: number,
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
