import type { AdPlatform } from './types';

/** Names each platform's sheets use of it. Meta and Google stand for two platforms each. */
const NAMES = {
  instagram: /\binstagram\b/giu,
  // Also in compounds ("Facebookprofil", "Metas tekniker"), as Danish, Dutch and Swedish write them.
  facebook: /\b(?:facebook|messenger)(?:\p{Ll}*)\b/giu,
  meta: /\bmeta(?:s|-\p{L}+)?\b/giu,
  youtube: /\byou ?tube\b/giu,
  // My Ad Center by its name in each of the sheets' languages.
  google:
    /\b(?:google|my ad cent(?:er|re)|adchoices|mi centro de anuncios|mon centre (?:publicitaire|d'annonces)|minha central de an[uú]ncios|mijn advertentiecentrum|mein werbe-?center|mit annoncecenter|mitt annonscenter)\b/giu,
  tiktok: /\btik ?tok\b/giu,
  twitter: /\b(?:twitter|tweets?|x\.com|x corp)\b/giu,
  // "X" alone is also a close button: only "X" named as a platform counts.
  x: /(?<=\b(?:on|of|from|by|to|in|auf|sur|en|em|op|på|om)\s)X\b|\bX (?:Ads?|Premium)\b/gu,
  pinterest: /\b(?:pinterest|pins?|pinners?)\b/giu,
} as const;

/**
 * Facebook's own title for the sheet in the sheets' languages (the menu items a Facebook ad
 * collector looks for): a sheet naming no platform but titled so is Facebook's.
 */
const FACEBOOK_TITLE =
  /(?<!\p{L})(?:why am i seeing this ad|pourquoi (?:est-ce que )?je vois (?:cette publicit[eé]|cette pub)|por qu[eé] veo este anuncio|warum sehe ich diese werbeanzeige|por que estou vendo (?:esse|este) an[uú]ncio|waarom zie ik deze advertentie|hvorfor ser jeg denne annonce|varf[öo]r ser jag den h[äa]r annonsen)(?!\p{L})/iu;
/** Instagram's title for it; Facebook's asks "Why am I seeing this ad?". */
const INSTAGRAM_TITLE = /^why you'?re seeing this ad\??$/imu;

function count(re: RegExp, text: string): number {
  return [...text.matchAll(re)].length;
}

/**
 * The platform the sheet names most. Meta and Facebook give facebook unless Instagram is named as
 * often (or the sheet has Instagram's title and names Facebook nowhere); Google gives youtube once
 * YouTube is named (YouTube shows Google's sheet). A sheet naming none is Facebook's when it has
 * Facebook's title or Meta's 2023 sections (`metaLayout`), else null.
 */
export function detectPlatform(text: string, metaLayout = false): AdPlatform | null {
  const n = Object.fromEntries(Object.entries(NAMES).map(([k, re]) => [k, count(re, text)])) as Record<
    keyof typeof NAMES,
    number
  >;
  const scores: Array<[AdPlatform, number]> = [
    ['instagram', n.instagram > 0 && n.instagram >= n.facebook ? n.instagram + n.meta : 0],
    ['facebook', n.instagram > 0 && n.instagram >= n.facebook ? 0 : n.facebook + n.meta],
    ['youtube', n.youtube > 0 ? n.youtube + n.google : 0],
    ['google', n.youtube > 0 ? 0 : n.google],
    ['tiktok', n.tiktok],
    ['x', n.x + n.twitter],
    ['pinterest', n.pinterest],
  ];
  let best: AdPlatform | null = null;
  let bestScore = 0;
  for (const [platform, score] of scores) {
    if (score > bestScore) {
      best = platform;
      bestScore = score;
    }
  }
  if (best === null && (metaLayout || FACEBOOK_TITLE.test(text.replace(/\s+/g, ' ')))) best = 'facebook';
  if (best === 'facebook' && n.facebook === 0 && INSTAGRAM_TITLE.test(text)) best = 'instagram';
  return best;
}
