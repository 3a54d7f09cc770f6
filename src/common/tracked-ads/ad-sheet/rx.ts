import type { ReasonKind } from './types';

/** A word boundary that knows letters beyond ASCII ("\b" alone fails before "â" or "ü"). */
const BOUNDARY = String.raw`(?:(?<=[\p{L}\p{N}])(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?=[\p{L}\p{N}]))`;

/** A case-insensitive Unicode pattern written raw, where `\b` is a boundary between words. */
export function rx(strings: TemplateStringsArray, ...values: string[]): RegExp {
  return new RegExp(String.raw(strings, ...values).replaceAll(String.raw`\b`, BOUNDARY), 'iu');
}

/** What one language's sheets say, as patterns over one statement (a line or a sentence). */
export interface Phrases {
  /** Words frequent in this language's sheets and rare in the others', lower case. */
  words: readonly string[];
  /** Whole lines that are titles, buttons and links, over the bare line (lower case, no punctuation). */
  headings: RegExp;
  /** The 2023 section titles, over the bare line. */
  sections: { advertiser: RegExp; on: RegExp; off: RegExp };
  /** Sentences that explain the sheet rather than state a reason. */
  boilerplate: RegExp;
  /** How a new item line of the 2023 layout starts (a capitalised line after it is no continuation). */
  lineStarts: RegExp;
  /** Says that what follows is a reason ("wants to reach", "because"). */
  reach: RegExp;
  /** The advertiser's name, in the first group. */
  advertiser: readonly RegExp[];
  /**
   * Labels over the bare line after which the next line is the advertiser's name ("About this
   * advertiser", "Advertiser", "Promoted by"). Optional: without it only `advertiser` patterns count.
   */
  aboutAdvertiser?: RegExp;
  /** The first kind whose pattern matches is the statement's (demographics are asked apart). */
  kinds: ReadonlyArray<readonly [ReasonKind, RegExp]>;
  /** A list of interests, topics or audiences in the first group. */
  interests: readonly RegExp[];
  /** Where a captured list or place ends. */
  stop: RegExp;
  /** The words joining the last items of a list. */
  and: RegExp;
  age: { range: readonly RegExp[]; open: readonly RegExp[]; cue: RegExp };
  gender: { women: RegExp; men: RegExp; all: RegExp; cue: RegExp };
  location: { values: readonly RegExp[]; cue: RegExp; article?: RegExp };
  /** German capitalises every noun: a capital at the start of a line says nothing. */
  nounsCapitalised?: boolean;
}
