import type { ReactNode } from 'react';

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

/** The frame of every drawing: `size` wide, as tall as its view box says, on a soft shadow. */
function Drawing({
  size,
  box: [w, h],
  shadow: [cx, cy, rx, ry],
  children,
}: {
  size: number;
  box: [w: number, h: number];
  shadow: [cx: number, cy: number, rx: number, ry: number];
  children: ReactNode;
}) {
  return (
    <svg width={size} height={(size * h) / w} viewBox={`0 0 ${w} ${h}`} aria-hidden="true" focusable="false">
      <ellipse cx={cx} cy={cy} rx={rx} ry={ry} fill={soft} />
      {children}
    </svg>
  );
}

/** A four-pointed sparkle whose top point is at (x, y); `s` sets its size. */
function Sparkle({ x, y, s, fill }: { x: number; y: number; s: number; fill: string }) {
  const d = `M${x} ${y} l${s} ${2 * s} l${2 * s} ${s} l${-2 * s} ${s} l${-s} ${2 * s} l${-s} ${-2 * s} l${-2 * s} ${-s} l${2 * s} ${-s} Z`;
  return <path d={d} fill={fill} />;
}

/** A family of three around a gift. */
export function FamilyIllustration({ size = 180 }: { size?: number }) {
  return (
    <Drawing size={size} box={[180, 120]} shadow={[90, 104, 80, 12]}>
      <Person x={48} y={96} shirt={violet} />
      <Person x={132} y={96} shirt={pink} />
      <Person x={90} y={100} scale={0.7} shirt="var(--mantine-color-orange-5)" />
      <g transform="translate(74 44)">
        <rect x="0" y="10" width="32" height="24" rx="3" fill={softPink} stroke={pink} strokeWidth="2" />
        <rect x="13" y="10" width="6" height="24" fill={pink} />
        <rect x="-2" y="4" width="36" height="8" rx="2" fill={pink} />
        <path d="M16 4 C8 -6 2 2 16 4 C30 2 24 -6 16 4" fill="none" stroke={violet} strokeWidth="2.5" />
      </g>
    </Drawing>
  );
}

/** An open gift with sparkles: for "nothing here yet" states. */
export function GiftIllustration({ size = 140 }: { size?: number }) {
  return (
    <Drawing size={size} box={[140, 105]} shadow={[70, 96, 56, 8]}>
      <rect x="36" y="46" width="68" height="48" rx="6" fill={softPink} stroke={pink} strokeWidth="2.5" />
      <rect x="64" y="46" width="12" height="48" fill={pink} />
      <rect x="30" y="34" width="80" height="16" rx="4" fill={pink} />
      <path d="M70 34 C56 16 44 30 70 34 C96 30 84 16 70 34" fill="none" stroke={violet} strokeWidth="3" />
      <Sparkle x={22} y={20} s={4} fill={violet} />
      <Sparkle x={116} y={10} s={3} fill={pink} />
    </Drawing>
  );
}

/** A phone showing an ad card under a magnifying glass: for "no ads tracked yet". */
export function AdIllustration({ size = 140 }: { size?: number }) {
  return (
    <Drawing size={size} box={[140, 105]} shadow={[70, 98, 56, 6]}>
      <rect x="42" y="6" width="50" height="90" rx="8" fill={soft} stroke={violet} strokeWidth="2.5" />
      <rect x="48" y="18" width="38" height="26" rx="3" fill={softPink} stroke={pink} strokeWidth="2" />
      <rect x="48" y="50" width="30" height="4" rx="2" fill={violet} />
      <rect x="48" y="58" width="22" height="4" rx="2" fill={pink} />
      <rect x="60" y="86" width="14" height="3" rx="1.5" fill={violet} />
      <circle cx="94" cy="58" r="15" fill="none" stroke={pink} strokeWidth="4" />
      <path d="M105 69 L118 82" stroke={pink} strokeWidth="6" strokeLinecap="round" />
      <Sparkle x={20} y={24} s={3} fill={violet} />
    </Drawing>
  );
}

/** An envelope with a heart: for "no pending invites". */
export function EnvelopeIllustration({ size = 96 }: { size?: number }) {
  return (
    <Drawing size={size} box={[96, 72]} shadow={[48, 66, 38, 5]}>
      <rect x="14" y="16" width="68" height="44" rx="5" fill={softPink} stroke={pink} strokeWidth="2.5" />
      <path d="M16 19 L48 42 L80 19" fill="none" stroke={pink} strokeWidth="2.5" strokeLinejoin="round" />
      <path
        d="M48 14 C44 6 34 8 36 16 C37 21 48 27 48 27 C48 27 59 21 60 16 C62 8 52 6 48 14 Z"
        fill={violet}
      />
    </Drawing>
  );
}
