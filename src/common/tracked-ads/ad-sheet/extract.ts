import { bare } from './normalise';
import type { Phrases } from './rx';
import type { Section } from './statements';
import type { ReasonKind, SheetGender } from './types';

/** Names that only say "someone": never the advertiser. */
const NOT_A_NAME =
  /^(?:people|persons?|we|they|it|you|someone|this advertiser|the advertiser|an advertiser|advertisers?|this business|the business|personen|menschen|der werbetreibende|dieser werbetreibende|das unternehmen|wir|sie|es)$/u;

/** The part of a captured list or place before the language's stop. */
export function cutAtStop(value: string, t: Phrases): string {
  const m = t.stop.exec(value);
  return m ? value.slice(0, m.index) : value;
}

/** Trims spaces, quotes and punctuation around a captured value ("(DIY)" keeps its bracket). */
export function tidy(value: string): string {
  let out = value.trim();
  for (let i = 0; i < 4; i++) {
    const before = out;
    out = out.replace(/^[\s"'«»,;:.!?\-–—]+/u, '').replace(/[\s"'«»,;:.!?\-–—]+$/u, '');
    if (out.endsWith(')') && (out.match(/\(/g)?.length ?? 0) < (out.match(/\)/g)?.length ?? 0)) {
      out = out.slice(0, -1);
    }
    if (out.startsWith('(') && (out.match(/\(/g)?.length ?? 0) > (out.match(/\)/g)?.length ?? 0)) {
      out = out.slice(1);
    }
    if (out === before) break;
  }
  return out.replace(/\s+/g, ' ');
}

function isHeading(value: string, tables: readonly Phrases[]): boolean {
  const b = bare(value);
  return tables.some((t) => t.headings.test(b) || Object.values(t.sections).some((re) => re.test(b)));
}

/** A captured name made plain: no "(verified)", no possessive; null when it names no one. */
export function cleanName(value: string, tables: readonly Phrases[]): string | null {
  const name = tidy(
    tidy(value)
      .replace(
        /\s*[(-]?\s*\b(?:verified|verifiziert|verificado|vérifié|geverifieerd|verificeret|verifierad)\b\s*\)?$/iu,
        '',
      )
      .replace(/['’]s$/u, ''),
  );
  if (!name || name.length > 100 || name.split(/\s+/).length > 12) return null;
  if (NOT_A_NAME.test(name.toLowerCase()) || isHeading(name, tables)) return null;
  return name;
}

/** The advertiser a statement names, by the language's patterns. */
export function advertiserIn(text: string, t: Phrases, tables: readonly Phrases[]): string | null {
  for (const re of t.advertiser) {
    const m = re.exec(text);
    const name = m?.[1] ? cleanName(m[1], tables) : null;
    if (name) return name;
  }
  return null;
}

export interface Ages {
  min: number;
  max: number | null;
}

/** An age range or open age a statement names ("ages 25 to 44", "18 and older", "65+"). */
export function agesIn(text: string, t: Phrases): Ages | null {
  for (const re of t.age.range) {
    const m = re.exec(text);
    if (!m?.[1] || !m[2]) continue;
    const min = Number(m[1]);
    const max = Number(m[2]);
    const openEnded = /^\s*\+/.test(text.slice((m.index ?? 0) + m[0].length));
    if (min <= 120 && max >= min && max <= 120) return { min, max: openEnded ? null : max };
  }
  for (const re of t.age.open) {
    const m = re.exec(text);
    if (!m?.[1]) continue;
    const min = Number(m[1]);
    if (min <= 120) return { min, max: null };
  }
  return null;
}

/** The gender a statement names; "all" before either, since "men and women" names both. */
export function genderIn(text: string, t: Phrases): SheetGender | null {
  if (t.gender.all.test(text)) return 'all';
  if (t.gender.women.test(text)) return 'women';
  if (t.gender.men.test(text)) return 'men';
  return null;
}

/** The place a statement names, without its leading article or trailing punctuation. */
export function locationIn(text: string, t: Phrases): string | null {
  for (const re of t.location.values) {
    const m = re.exec(text);
    if (!m?.[1]) continue;
    let place = tidy(cutAtStop(m[1], t));
    if (t.location.article) place = place.replace(t.location.article, '');
    place = tidy(place);
    if (place && place.length <= 200) return place;
  }
  return null;
}

/** Splits a captured list on commas and the language's "and"; a quoted name stays whole. */
function listItems(captured: string, t: Phrases): string[] {
  const quoted = /^\s*["']([^"']+)["']/u.exec(captured);
  if (quoted?.[1]) return [quoted[1]];
  return cutAtStop(captured, t)
    .split(/\s*[,;]\s*/u)
    .flatMap((part) => part.split(t.and))
    .map(tidy);
}

/** The interests, topics and audiences a statement names, as written. */
export function interestsIn(text: string, t: Phrases): string[] {
  const out: string[] = [];
  for (const re of t.interests) {
    const m = re.exec(text);
    if (m?.[1]) out.push(...listItems(m[1], t));
  }
  return out;
}

/** Keeps each interest once (case-insensitively), never a heading, a number or the advertiser. */
export function keepInterests(
  found: readonly string[],
  advertiser: string | null,
  tables: readonly Phrases[],
): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const adv = advertiser?.toLocaleLowerCase();
  for (const item of found) {
    const key = item.toLocaleLowerCase();
    if (!item || item.length > 200 || seen.has(key) || key === adv || !/\p{L}/u.test(item)) continue;
    if (isHeading(item, tables)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** The kind of a statement's reason: the first pattern that matches, the 2023 section's otherwise. */
export function kindOf(text: string, section: Section, t: Phrases): ReasonKind | null {
  const kind = t.kinds.find(([, re]) => re.test(text))?.[0] ?? null;
  const sectionKind =
    section === 'on' ? 'activity-on-platform' : section === 'off' ? 'activity-off-platform' : null;
  if (
    sectionKind &&
    (kind === null ||
      kind === 'interest' ||
      kind === 'activity-on-platform' ||
      kind === 'activity-off-platform')
  ) {
    return sectionKind;
  }
  return kind;
}
