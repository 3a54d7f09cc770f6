import { CATEGORIES, type CategoryKey } from '../taxonomy/categories';
import { FEED_ART_SIZE, type FeedAdFormat } from './constants';

/** A simple motif per category, drawn in a 100×100 box: GiftLens's own art, no external images. */
const MOTIFS: Record<Exclude<CategoryKey, 'other'>, string> = {
  electronics:
    '<rect x="18" y="24" width="64" height="42" rx="5"/><rect x="10" y="70" width="80" height="6" rx="3"/>',
  fashion: '<path d="M30 20 L42 14 Q50 24 58 14 L70 20 L82 36 L70 44 L70 84 L30 84 L30 44 L18 36 Z"/>',
  home: '<path d="M14 50 L50 18 L86 50 L78 50 L78 84 L22 84 L22 50 Z"/>',
  beauty:
    '<rect x="40" y="14" width="20" height="26" rx="4"/><rect x="32" y="40" width="36" height="46" rx="8"/>',
  sports:
    '<circle cx="50" cy="50" r="34"/><path d="M16 50 H84 M50 16 V84" stroke-width="4" stroke="rgba(0,0,0,.18)" fill="none"/>',
  books: '<path d="M14 24 Q32 18 50 26 Q68 18 86 24 L86 80 Q68 74 50 82 Q32 74 14 80 Z"/>',
  toys: '<rect x="16" y="46" width="68" height="34" rx="4"/><circle cx="30" cy="40" r="8"/><circle cx="50" cy="40" r="8"/><circle cx="70" cy="40" r="8"/>',
  food: '<path d="M14 48 H86 Q84 82 50 84 Q16 82 14 48 Z"/><path d="M36 40 Q40 28 36 18 M50 40 Q54 28 50 18 M64 40 Q68 28 64 18" stroke-width="4" stroke="currentColor" fill="none"/>',
  travel:
    '<rect x="20" y="30" width="60" height="52" rx="8"/><rect x="38" y="18" width="24" height="14" rx="4" fill="none" stroke="currentColor" stroke-width="5"/>',
  arts: '<path d="M50 14 Q86 14 86 46 Q86 62 70 62 Q60 62 62 72 Q64 86 50 86 Q14 86 14 50 Q14 14 50 14 Z"/>',
  health: '<path d="M50 84 L18 52 Q6 36 22 24 Q38 14 50 32 Q62 14 78 24 Q94 36 82 52 Z"/>',
  pets: '<circle cx="50" cy="62" r="20"/><circle cx="26" cy="38" r="9"/><circle cx="42" cy="24" r="9"/><circle cx="58" cy="24" r="9"/><circle cx="74" cy="38" r="9"/>',
  music:
    '<path d="M38 70 V22 L78 14 V62" stroke-width="6" stroke="currentColor" fill="none"/><circle cx="30" cy="72" r="11"/><circle cx="70" cy="64" r="11"/>',
};

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** The SVG for a category and format, or null when either is unknown (a 404). */
export function feedArtSvg(categoryKey: string, format: string): string | null {
  const category = CATEGORIES.find((c) => c.key === categoryKey && c.key !== 'other');
  const size = FEED_ART_SIZE[format as FeedAdFormat];
  if (!category || !size || !Object.hasOwn(FEED_ART_SIZE, format)) return null;
  const motif = MOTIFS[category.key as Exclude<CategoryKey, 'other'>];
  const { width, height } = size;
  const box = Math.min(width, height) * 0.5;
  const x = (width - box) / 2;
  const y = (height - box) / 2 - height * 0.04;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(category.name)} illustration">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${category.color}"/><stop offset="1" stop-color="#1f2937"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${width * 0.85}" cy="${height * 0.15}" r="${box * 0.35}" fill="rgba(255,255,255,.12)"/>`,
    `<circle cx="${width * 0.1}" cy="${height * 0.92}" r="${box * 0.45}" fill="rgba(255,255,255,.08)"/>`,
    `<g transform="translate(${x} ${y}) scale(${box / 100})" fill="rgba(255,255,255,.92)" color="rgba(255,255,255,.92)">${motif}</g>`,
    `<text x="${width / 2}" y="${height - height * 0.08}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(width / 20)}" font-weight="600" fill="#fff">${escapeXml(category.name)}</text>`,
    '</svg>',
  ].join('');
}
