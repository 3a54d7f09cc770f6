import { AD_LIMITS, type Platform, platformForUrl } from '#common/tracked-ads/constants';

/** What the dialog opens with when something was shared to GiftLens (or /track-ad?… was opened). */
export interface AdPrefill {
  title: string;
  description: string;
  url: string;
  platform: Platform | null;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/i;

/**
 * The Web Share Target's `title`, `text` and `url`. Apps put the link in different places
 * (Instagram in `text`, browsers in `url`): the first web link found is the ad's link, and the
 * text without it is the description. Nothing here is trusted: the server validates it all.
 */
export function prefillFromShare(params: URLSearchParams): AdPrefill | null {
  const title = (params.get('title') ?? '').trim();
  const text = (params.get('text') ?? '').trim();
  const given = (params.get('url') ?? '').trim();
  if (!title && !text && !given) return null;
  const url = /^https?:\/\//i.test(given) ? given : (text.match(URL_IN_TEXT)?.[0] ?? '');
  const description = (url ? text.replace(url, '') : text).replace(/\s+/g, ' ').trim();
  return {
    title: title.slice(0, AD_LIMITS.title),
    description: description.slice(0, AD_LIMITS.description),
    url: url.slice(0, AD_LIMITS.url),
    platform: platformForUrl(url),
  };
}

/** The search parameters the track-ad dialogs are opened with, removed again when they close. */
export const TRACK_PARAMS = ['track', 'trackMember', 'title', 'text', 'url', 'shared'] as const;
