import { bare } from './normalise';
import type { Phrases } from './rx';

/** Which 2023 section a statement stands under, when the sheet has them. */
export type Section = 'advertiser' | 'on' | 'off' | null;

export interface Statement {
  /** The line or sentence as it reads. */
  text: string;
  section: Section;
}

export interface Layout {
  statements: Statement[];
  /** A name standing alone under "About this advertiser" or above "Advertiser choices". */
  advertiserLine: string | null;
  /** Whether the sheet has the 2023 layout's section titles (only Meta's sheets do). */
  sections: boolean;
}

/**
 * Words after which a line cannot end a statement (articles, prepositions, conjunctions) in the
 * sheets' languages: the next line goes on with it even when it starts with a capital.
 */
const DANGLING = new Set(
  (
    'in of to and or the a an about with for who that like as near at on by from including such whose ' +
    'de en y o a con para que el la los las del al por sobre entre ' +
    'et ou à au aux avec pour qui le les des du sur par ' +
    'em e do da dos das no na com ' +
    'van het een met voor die dat op over naar ' +
    'i af og eller et med der som på om til ' +
    'av och ett för till ' +
    'von und oder der das den dem des ein eine einer einem einen mit für auf an über zu im am zum zur ' +
    'dass wie aus bei att at te qu dat'
  ).split(' '),
);

/** Abbreviations after whose full stop a sentence goes on ("Donald J. Trump", "z. B."). */
const ABBREVIATION =
  /(?:^|[\s(])(?:\p{L}|mr|mrs|ms|dr|st|inc|ltd|co|corp|jr|sr|nr|bzw|ca|vs|usw|evtl|ggf|bspw|sog|resp|ex|cf|p\.ex|z\.b|d\.h|u\.a|e\.g|i\.e|a\.k\.a)\.$/iu;

const TERMINAL = /[.!?]["')\]]?$/u;

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function lastWord(text: string): string {
  return (/(\p{L}+)\W*$/u.exec(text)?.[1] ?? '').toLowerCase();
}

/** A short line that can be a name: no sentence, no reason, no list item. */
export function looksLikeName(line: string, tables: readonly Phrases[]): boolean {
  if (line.length > 80 || wordCount(line) > 8 || /[.!?:]$/.test(line) || !/\p{L}/u.test(line)) return false;
  return !tables.some(
    (t) => t.lineStarts.test(line) || t.reach.test(line) || t.kinds.some(([, re]) => re.test(line)),
  );
}

/**
 * Whether `next` goes on with the statement `current` (a line broken by the screen or by OCR):
 * a line starting in lower case does, one starting an item never; a capital goes on only after a
 * comma or a dangling word, or inside a reason sentence not yet ended ("… is that Beto" /
 * "O'Rourke wants to reach …"). Lists (Google, TikTok, the 2023 layout) end their items without a
 * full stop, so a capital after a finished-looking item starts the next.
 */
function continues(current: string, next: string, t: Phrases): boolean {
  if (/[:!?]["')\]]?$/.test(current)) return false;
  if (t.lineStarts.test(next)) return false;
  if (/^\p{Ll}/u.test(next)) return true;
  if (TERMINAL.test(current)) return false;
  if (/^[\d(+]/u.test(next) || /[,;&/–-]$/u.test(current)) return true;
  if (DANGLING.has(lastWord(current))) return true;
  // A name or title wrapped over lines: "… interested in: Video" / "Games", "the United" / "States".
  const tail = /\p{Lu}[\p{L}'’-]*[)"]?$/u.test(current) && wordCount(current) >= 3;
  if (tail && /^(?:\p{Lu}[\p{L}'’-]*[.,)"]?\s?){1,2}$/u.test(next)) return true;
  return t.reach.test(current);
}

function join(current: string, next: string): string {
  return /\p{L}-$/u.test(current) && /^\p{Ll}/u.test(next)
    ? `${current.slice(0, -1)}${next}`
    : `${current} ${next}`;
}

/** Splits a block at the ends of its sentences, not after an initial or an abbreviation. */
export function sentences(block: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of block.matchAll(/[.!?]+["')\]]?\s+(?=["'(\p{Lu}\d])/gu)) {
    const end = (m.index ?? 0) + m[0].trimEnd().length;
    const head = block.slice(start, end);
    if (/\.$/.test(head) && ABBREVIATION.test(head.replace(/["')\]]$/, ''))) continue;
    out.push(head.trim());
    start = end;
  }
  out.push(block.slice(start).trim());
  return out.filter(Boolean);
}

/**
 * The sheet's statements: lines joined where one goes on with the last, then split into
 * sentences. Headings, buttons and section titles are dropped and end the statement before them.
 */
export function splitStatements(lines: readonly string[], t: Phrases, tables: readonly Phrases[]): Layout {
  const blocks: Array<Statement & { lines: number }> = [];
  /** The block the next line may go on with; null after a heading or a section title. */
  let open: (Statement & { lines: number }) | null = null;
  let advertiserLine: string | null = null;
  let section: Section = null;
  let expectName = false;
  let sawSections = false;
  for (const line of lines) {
    const b = bare(line);
    const title = (['advertiser', 'on', 'off'] as const).find((s) =>
      tables.some((x) => x.sections[s].test(b)),
    );
    if (title) {
      // A name on its own line just above "Advertiser choices" is the advertiser.
      if (
        title === 'advertiser' &&
        !advertiserLine &&
        open?.lines === 1 &&
        looksLikeName(open.text, tables)
      ) {
        advertiserLine = open.text;
        blocks.pop();
      }
      open = null;
      section = title;
      sawSections = true;
      expectName = false;
      continue;
    }
    if (tables.some((x) => x.aboutAdvertiser?.test(b))) {
      open = null;
      expectName = true;
      continue;
    }
    if (tables.some((x) => x.headings.test(b))) {
      open = null;
      continue;
    }
    if (expectName) {
      expectName = false;
      if (!advertiserLine && looksLikeName(line, tables)) {
        open = null;
        advertiserLine = line;
        continue;
      }
    }
    if (open && continues(open.text, line, t)) {
      open.text = join(open.text, line);
      open.lines += 1;
    } else {
      open = { text: line, section, lines: 1 };
      blocks.push(open);
    }
  }
  const statements = blocks.flatMap((s) => sentences(s.text).map((text) => ({ text, section: s.section })));
  return { statements, advertiserLine, sections: sawSections };
}
