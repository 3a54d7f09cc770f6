/**
 * What the signal sources table (sources.ts) declares of each source: its reasons with their
 * weight and words, its cap and fading, the record kind that teaches it, and who may see it.
 */

/** The few parameters a reason's words need, stored with the signal (decision 0023). */
export interface EvidenceParams {
  /** The "Why am I seeing this ad?" wording it came from ("Interests: Fashion"). */
  wording?: string;
  /** The export it came from. */
  platform?: 'instagram' | 'facebook';
  /** The export's own words for the item: a topic, an account, a search, an advertiser. */
  text?: string;
  /** Where a wished-for item is from (a shop). */
  from?: string;
  /** How often the export lists the item. */
  times?: number;
  /** The feed ad reacted to. */
  title?: string;
  /** What was searched inside GiftLens. */
  search?: string;
}

/** What a reason's words are made of: the evidence, and the renderer's ways of saying it (evidence.ts). */
export interface EvidenceWords {
  /** The interest the evidence is listed under ("LEGO"). */
  label: string;
  params: EvidenceParams;
  /** How many signals the evidence stands for. */
  count: number;
  /** The export's platform by name ("Instagram"). */
  platform: string;
  /** When its signals were seen: "in March", "from January to March". */
  months: () => string;
  /** Quoted on one line, shortened to `max` characters: '"Interests: Fashion"'. */
  quote: (text: string | undefined, max: number) => string;
  /** The same with typographic quotes, as feed cards show titles. */
  curly: (text: string | undefined, max: number) => string;
  /** " (4 times)", or nothing for once. */
  times: (n: number | undefined) => string;
  /** "a" or "an" before this word. */
  article: (word: string) => string;
}

/** The same, for a sentence about the member: `name` is how the viewer calls them, `text` the list words. */
export interface SentenceWords extends EvidenceWords {
  name: string;
  text: string;
}

export interface ReasonDeclaration {
  /** How much one signal counts; negative evidence pushes a concept down. */
  weight: number;
  /** Its words in a list under the interest (evidenceText): "listed as a hobby". */
  text: (w: EvidenceWords) => string;
  /** Its words as a sentence about the member (evidenceSentence); else "Mia's profile shows LEGO (…)". */
  sentence?: (w: SentenceWords) => string;
}

/**
 * Who may see a source's signals about a member (decision 0023): a kind of rule, answered in
 * server/lib/access/access.rules.ts from the member's and the family's current settings.
 * - `gift-feedback`: never the person the record is about (their own, or one they claimed when
 *   joining); others where they see the member's gift ideas.
 * - `own-account-only`: the member's own account, nobody else.
 * - `answers`: whoever sees the record in full; a relative with the profile shown and the
 *   answers and the interests shared.
 * - `interests`: whoever sees the record in full; a relative with the profile shown and the
 *   interests shared.
 * - `tracked-ads`: whoever may see the member's tracked ads.
 * - `profile-signals`: whoever may see the member's interest profile at all.
 * - `whoever-sees-member`: everyone who sees the member.
 */
export const SIGNAL_VISIBILITIES = [
  'gift-feedback',
  'own-account-only',
  'answers',
  'interests',
  'tracked-ads',
  'profile-signals',
  'whoever-sees-member',
] as const;
export type SignalVisibility = (typeof SIGNAL_VISIBILITIES)[number];

export interface SourceDeclaration {
  /** Who may see its signals. */
  visibility: SignalVisibility;
  /** The member record kind (common/records.ts) whose rows teach it and take it with them; null for none. */
  record: string | null;
  /** Per concept its weights saturate towards this, so one source cannot drown the rest. */
  cap: number;
  /** Whether its evidence counts half as much every half-life; what someone says of themselves does not. */
  fades: boolean;
  /** Its reason codes, `<source>.<reason>`, and their weight and words. */
  reasons: Record<string, ReasonDeclaration>;
}
