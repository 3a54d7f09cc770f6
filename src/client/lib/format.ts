/** Two-letter initials: first letters of the first two words, else the first two letters. */
export function initials(name: string, fallback?: string | null): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  const single = words[0] ?? fallback ?? '?';
  return single.slice(0, 2).toUpperCase();
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Just now' under a minute, minutes under an hour, hours under a day, then a date. */
export function relativeTime(
  iso: string,
  now: Date = new Date(),
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  const then = new Date(iso);
  const ago = now.getTime() - then.getTime();
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) {
    const n = Math.floor(ago / MINUTE);
    return `${n} minute${n === 1 ? '' : 's'} ago`;
  }
  if (ago < DAY) {
    const n = Math.floor(ago / HOUR);
    return `${n} hour${n === 1 ? '' : 's'} ago`;
  }
  return then.toLocaleDateString(locale, {
    timeZone,
    day: 'numeric',
    month: 'short',
    ...(then.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  });
}
