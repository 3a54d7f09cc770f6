/**
 * Small drawn illustrations for welcomes and empty states: own SVG, no external images, and
 * colours from the theme so they sit well in light and dark schemes. Decorative: hidden from
 * assistive technology, the text beside them says what matters.
 */
const violet = 'var(--mantine-color-violet-5)';
const pink = 'var(--mantine-color-pink-5)';
const soft = 'light-dark(var(--mantine-color-violet-1), var(--mantine-color-dark-5))';
const softPink = 'light-dark(var(--mantine-color-pink-1), var(--mantine-color-dark-4))';
const skin = 'light-dark(#f6d7b0, #c99a6e)';

function Person({ x, y, scale = 1, shirt }: { x: number; y: number; scale?: number; shirt: string }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <circle cx="0" cy="-34" r="14" fill={skin} />
      <path d="M-22 12 Q-22 -16 0 -16 Q22 -16 22 12 Z" fill={shirt} />
    </g>
  );
}

/** A family of three around a gift. */
export function FamilyIllustration({ size = 180 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 120) / 180} viewBox="0 0 180 120" aria-hidden="true" focusable="false">
      <ellipse cx="90" cy="104" rx="80" ry="12" fill={soft} />
      <Person x={48} y={96} shirt={violet} />
      <Person x={132} y={96} shirt={pink} />
      <Person x={90} y={100} scale={0.7} shirt="var(--mantine-color-orange-5)" />
      <g transform="translate(74 44)">
        <rect x="0" y="10" width="32" height="24" rx="3" fill={softPink} stroke={pink} strokeWidth="2" />
        <rect x="13" y="10" width="6" height="24" fill={pink} />
        <rect x="-2" y="4" width="36" height="8" rx="2" fill={pink} />
        <path d="M16 4 C8 -6 2 2 16 4 C30 2 24 -6 16 4" fill="none" stroke={violet} strokeWidth="2.5" />
      </g>
    </svg>
  );
}

/** An open gift with sparkles: for "nothing here yet" states. */
export function GiftIllustration({ size = 140 }: { size?: number }) {
  return (
    <svg width={size} height={size * 0.75} viewBox="0 0 140 105" aria-hidden="true" focusable="false">
      <ellipse cx="70" cy="96" rx="56" ry="8" fill={soft} />
      <rect x="36" y="46" width="68" height="48" rx="6" fill={softPink} stroke={pink} strokeWidth="2.5" />
      <rect x="64" y="46" width="12" height="48" fill={pink} />
      <rect x="30" y="34" width="80" height="16" rx="4" fill={pink} />
      <path d="M70 34 C56 16 44 30 70 34 C96 30 84 16 70 34" fill="none" stroke={violet} strokeWidth="3" />
      <path d="M22 20 l4 8 l8 4 l-8 4 l-4 8 l-4 -8 l-8 -4 l8 -4 Z" fill={violet} />
      <path d="M116 10 l3 6 l6 3 l-6 3 l-3 6 l-3 -6 l-6 -3 l6 -3 Z" fill={pink} />
    </svg>
  );
}

/** A phone showing an ad card under a magnifying glass: for "no ads tracked yet". */
export function AdIllustration({ size = 140 }: { size?: number }) {
  return (
    <svg width={size} height={size * 0.75} viewBox="0 0 140 105" aria-hidden="true" focusable="false">
      <ellipse cx="70" cy="98" rx="56" ry="6" fill={soft} />
      <rect x="42" y="6" width="50" height="90" rx="8" fill={soft} stroke={violet} strokeWidth="2.5" />
      <rect x="48" y="18" width="38" height="26" rx="3" fill={softPink} stroke={pink} strokeWidth="2" />
      <rect x="48" y="50" width="30" height="4" rx="2" fill={violet} />
      <rect x="48" y="58" width="22" height="4" rx="2" fill={pink} />
      <rect x="60" y="86" width="14" height="3" rx="1.5" fill={violet} />
      <circle cx="94" cy="58" r="15" fill="none" stroke={pink} strokeWidth="4" />
      <path d="M105 69 L118 82" stroke={pink} strokeWidth="6" strokeLinecap="round" />
      <path d="M20 24 l3 6 l6 3 l-6 3 l-3 6 l-3 -6 l-6 -3 l6 -3 Z" fill={violet} />
    </svg>
  );
}

/** An envelope with a heart: for "no pending invites". */
export function EnvelopeIllustration({ size = 96 }: { size?: number }) {
  return (
    <svg width={size} height={size * 0.75} viewBox="0 0 96 72" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="66" rx="38" ry="5" fill={soft} />
      <rect x="14" y="16" width="68" height="44" rx="5" fill={softPink} stroke={pink} strokeWidth="2.5" />
      <path d="M16 19 L48 42 L80 19" fill="none" stroke={pink} strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M48 14 C44 6 34 8 36 16 C37 21 48 27 48 27 C48 27 59 21 60 16 C62 8 52 6 48 14 Z"
        fill={violet}
      />
    </svg>
  );
}
