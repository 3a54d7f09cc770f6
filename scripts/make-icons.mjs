// Draws GiftLens's app icons (the gift of favicon.svg) and renders the PNGs the web app
// manifest and iOS need. Run after changing the drawing: node scripts/make-icons.mjs
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const VIOLET = '#7048e8';
const LILAC = '#e5dbff';

/** The gift, drawn in a 64×64 box; `scale` shrinks it towards the middle (maskable safe zone). */
const gift = (scale) => {
  const offset = (64 - 64 * scale) / 2;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M14 28h36v24a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4z" fill="#fff"/>
    <rect x="10" y="20" width="44" height="10" rx="3" fill="${LILAC}"/>
    <path d="M32 20v36" stroke="${VIOLET}" stroke-width="5"/>
    <path d="M32 20c-4-10-16-10-14-2 1 3 8 3 14 2zm0 0c4-10 16-10 14-2-1 3-8 3-14 2z" fill="${LILAC}"/>
  </g>`;
};

/** Rounded, for browsers that show the icon as it is. */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="GiftLens"><title>GiftLens</title><rect width="64" height="64" rx="14" fill="${VIOLET}"/>${gift(1)}</svg>`;
/** Full bleed with the gift inside the central 80%: launchers cut their own shape out of it. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="GiftLens"><title>GiftLens</title><rect width="64" height="64" fill="${VIOLET}"/>${gift(0.72)}</svg>`;

await writeFile('public/icons/icon.svg', `${anyIcon}\n`);
await writeFile('public/icons/maskable.svg', `${maskable}\n`);
const png = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${file}`);
await png(anyIcon, 192, 'icon-192.png');
await png(anyIcon, 512, 'icon-512.png');
await png(maskable, 192, 'maskable-192.png');
await png(maskable, 512, 'maskable-512.png');
// iOS draws its own rounded corners on a square picture.
await png(maskable.replace(gift(0.72), gift(0.86)), 180, 'apple-touch-icon.png');
console.log('icons written to public/icons');
