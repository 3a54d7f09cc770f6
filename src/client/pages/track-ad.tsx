import { Navigate, useLocation } from 'react-router';

/**
 * `/track-ad?title=&text=&url=`: where the installed app's Web Share Target (and any link)
 * lands. It opens Quick Track Ad, prefilled, over Ad History, where the new ad then shows.
 */
export default function TrackAdPage() {
  const params = new URLSearchParams(useLocation().search);
  params.set('track', params.get('track') === 'insights' ? 'insights' : 'quick');
  return <Navigate to={`/ad-history?${params}`} replace />;
}
