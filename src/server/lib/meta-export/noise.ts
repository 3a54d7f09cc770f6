/**
 * What must never become a signal (meta-exports.md, "Noise to filter"): test advertisers,
 * agency accounts, device and network categories, template junk, and things that are not
 * words at all (links, numbers, flags).
 */
const TEST_ADVERTISER =
  /testsandtrials|\b(tests? and trials?|test advertiser|test account|test page|sandbox)\b|^test\b/i;
/** Codes like "BM350 N2K": capitals and digits only, with a digit. */
const CODE = /^(?=.{5,})(?=[^a-z]*\d)[A-Z0-9]{2,}(?:[\s_-][A-Z0-9]{2,}){0,3}$/;
const AGENCY =
  /\b(ad(vertising)? agency|media agency|digital agency|marketing agency|media buying|agencia|agence|agentur|ajans|reklam ajansı|bureau)\b/i;
const DEVICE =
  /\b(wi-?fi|facebook access|instagram access|mobile network|network connection|connection type|2g|3g|4g|5g|lte|operating system|os version|ios device|android device|primary device|mobile device|smartphone owners?|feature phone|browser|facebook lite|facebook payments users|device owners?|uses a mobile|console owners?)\b/i;
/**
 * Meta's "Mobile device user" and "Digital activities" behaviour categories, named
 * "<platform>: <detail>" or "<what> (<qualifier>): <detail>": "Android: 360 degree media
 * supported", "Owns: Galaxy S9", "Facebook access (network type): 4G", "Facebook access
 * (browser): Chrome", "Uses a mobile device (1-3 months)", "New smartphone and tablet users".
 * They say which device someone holds, not what they like.
 */
const DEVICE_CATEGORY = new RegExp(
  [
    String.raw`^(android|ios|apple ios|iphone|ipad|windows phone|windows|mac ?os|os x|blackberry|symbian|kaios|feature phones?|tablets?|smartphones?|mobile|network|carrier|owns|device|browser)\s*(\([^)]*\))?\s*:`,
    String.raw`\b360[- ]?degree (media|video|photos?)\b`,
    String.raw`^(facebook|instagram|messenger|whatsapp)\s+access\b`,
    String.raw`^uses a (mobile )?(device|smartphone|tablet)\b`,
    String.raw`\b(new|primary|older) (smartphones?|tablets?|mobile devices?|devices?)\b`,
    String.raw`\b(smartphone|tablet|mobile device|feature phone|android|ios|iphone)s? (and tablet )?(users|owners)\b`,
    String.raw`\b(wi-?fi|cellular|broadband|2g|3g|4g|5g|lte) (users?|network|connection|access)\b`,
    String.raw`\bnetwork type\b|\bconnection speed\b|\b(high|low)[- ]bandwidth\b`,
  ].join('|'),
  'i',
);
const TEMPLATE = /\{\{|\}\}|\[\[|\]\]|%%|\$\{/;
const URL_ONLY = /^(https?:\/\/|www\.)\S+$/i;

export function isNoise(text: string): boolean {
  const value = text.trim();
  if (value.length < 2) return true;
  if (!/\p{L}/u.test(value)) return true; // numbers, dates, emoji-only reactions
  if (value === 'true' || value === 'false') return true;
  if (URL_ONLY.test(value) || TEMPLATE.test(value)) return true;
  const spaced = value.replace(/[._]+/g, ' ');
  if (TEST_ADVERTISER.test(spaced) || CODE.test(value)) return true;
  if (AGENCY.test(value) || DEVICE.test(value) || DEVICE_CATEGORY.test(value)) return true;
  return false;
}
