import {
  advertiserIn,
  agesIn,
  cleanName,
  genderIn,
  interestsIn,
  keepInterests,
  kindOf,
  locationIn,
} from './extract';
import { detectLanguage, PHRASES } from './language';
import { bare, collapse, normaliseLines } from './normalise';
import { detectPlatform } from './platform';
import type { Phrases } from './rx';
import { splitStatements } from './statements';
import {
  type AdSheet,
  type ReasonKind,
  SHEET_LANGUAGES,
  type SheetLanguage,
  type SheetReason,
} from './types';

export interface ParseAdSheetOptions {
  /** The language the person or the app expects: it breaks a tie between languages. */
  languageHint?: SheetLanguage;
}

/** The API's limits (schema.ts), so a long or noisy text still gives a sheet it accepts. */
const LIMITS = { text: 20_000, value: 200, list: 100, reason: 2_000 } as const;

/**
 * Patterns read at most this much of a statement: a sheet's longest sentence is under 300
 * characters, and a pasted page without full stops must not make lazy captures crawl.
 */
const MATCH_CHARS = 1_000;

/** A statement this long states a reason only with the language's "wants to reach" or a value. */
const LONG_STATEMENT_WORDS = 16;

function emptySheet(text: string): AdSheet {
  return {
    platform: null,
    advertiser: null,
    ageMin: null,
    ageMax: null,
    location: null,
    gender: null,
    interests: [],
    reasons: [],
    language: null,
    text: text.slice(0, LIMITS.text),
  };
}

function read(raw: string, options: ParseAdSheetOptions): AdSheet {
  const lines = normaliseLines(raw);
  const hint = SHEET_LANGUAGES.find((l) => l === options.languageHint);
  const language = detectLanguage(lines.join('\n'), hint);
  const t = PHRASES[language ?? hint ?? 'en'];
  const tables: Phrases[] = t === PHRASES.en ? [t] : [t, PHRASES.en];
  const layout = splitStatements(lines, t, tables);
  const statements = layout.statements.filter(
    (s) => !t.boilerplate.test(s.text) && !tables.some((x) => x.headings.test(bare(s.text))),
  );

  let advertiser: string | null = null;
  for (const s of statements) {
    advertiser = advertiserIn(s.text.slice(0, MATCH_CHARS), t, tables);
    if (advertiser) break;
  }
  if (!advertiser && layout.advertiserLine) advertiser = cleanName(layout.advertiserLine, tables);

  const sheet = emptySheet(collapse(raw));
  sheet.language = language;
  sheet.platform = detectPlatform(lines.join('\n'), layout.sections);
  sheet.advertiser = advertiser ? advertiser.slice(0, LIMITS.value) : null;
  const found: string[] = [];
  const reasons: SheetReason[] = [];
  for (const s of statements) {
    const m = s.text.slice(0, MATCH_CHARS);
    const ages = agesIn(m, t);
    const gender = genderIn(m, t);
    const place = locationIn(m, t);
    const interests = interestsIn(m, t);
    if (ages && sheet.ageMin === null) {
      sheet.ageMin = ages.min;
      sheet.ageMax = ages.max;
    }
    sheet.gender ??= gender;
    sheet.location ??= place ? place.slice(0, LIMITS.value) : null;
    found.push(...interests);

    const words = m.split(/\s+/).length;
    // A list item (no full stop) or a short or "wants to reach" sentence; not a paragraph of help.
    const states =
      s.section !== null || t.reach.test(m) || words <= LONG_STATEMENT_WORDS || !/[.!?]$/.test(s.text);
    if (!states && !ages && !gender && !place) continue;
    const kinds: ReasonKind[] = [];
    const kind = kindOf(m, s.section, t) ?? (interests.length > 0 ? 'interest' : null);
    if (kind) kinds.push(kind);
    if (ages || t.age.cue.test(m)) kinds.push('age');
    if (gender || t.gender.cue.test(m)) kinds.push('gender');
    if (place || t.location.cue.test(m)) kinds.push('location');
    if (kinds.length === 0 && words >= 3 && (s.section === 'advertiser' || t.reach.test(m)))
      kinds.push('other');
    const text = s.text.slice(0, LIMITS.reason);
    for (const k of kinds) {
      if (!reasons.some((r) => r.kind === k && r.text === text)) reasons.push({ kind: k, text });
    }
  }
  sheet.interests = keepInterests(found, sheet.advertiser, tables)
    .map((i) => i.slice(0, LIMITS.value))
    .slice(0, LIMITS.list);
  sheet.reasons = reasons.slice(0, LIMITS.list);
  return sheet;
}

/**
 * Reads the text of a "Why am I seeing this ad?" sheet (what OCR read from a screenshot, or what
 * a person pasted): its platform, advertiser, the reasons it states, the interests, ages, gender
 * and place it names, and its language. Never throws; an empty text gives an empty sheet.
 */
export function parseAdSheet(text: string, options: ParseAdSheetOptions = {}): AdSheet {
  const raw = typeof text === 'string' ? text : '';
  if (!/[\p{L}\p{N}]/u.test(raw)) return emptySheet(collapse(raw));
  try {
    return read(raw, options ?? {});
  } catch {
    return emptySheet(collapse(raw));
  }
}
