import { type Evidence, evidenceText } from '../signals/evidence';
import { categoryByKey } from '../taxonomy/categories';
import { describeAge } from './age';

/**
 * Why an idea was suggested, as data (decision 0023): stored with the idea, rendered into words
 * by `giftReasonText` for whoever reads it, and shown to a viewer only when that viewer may see
 * every source it rests on (else `neutral`).
 */
export interface ReasonInterest {
  label: string;
  evidence: Evidence[];
}

/** A field of the member's record a reason can be built from; it keeps that field's privacy. */
export type ReasonField = 'age';

export interface ReasonContext {
  /** The occasion in words ("Birthday", "a retirement party"). */
  occasion: string;
  /** The idea is made for that occasion. */
  occasionFit: boolean;
  priceCents: number;
  /** Whole dollars, as asked. */
  budget: { min: number; max: number } | null;
}

export type GiftReason =
  | { kind: 'fits'; name: string; interests: ReasonInterest[]; context: ReasonContext }
  | { kind: 'category'; name: string; category: string; interest: ReasonInterest; context: ReasonContext }
  | { kind: 'no_signals'; name: string; who: string; relationship: string; context: ReasonContext }
  | { kind: 'age_only'; name: string; who: string; context: ReasonContext }
  /** An AI model's own words about the evidence it was given (or, for ideas saved before reasons
   * were data, the words they were saved with). `fields`: the member's fields the prompt carried
   * (the age, as an age band); missing on ideas saved before it was recorded, read as the age. */
  | { kind: 'ai'; text: string; fields?: ReasonField[] }
  /** Someone saved it from a shop's page shared to GiftLens (issue 31): it rests on no signal. */
  | { kind: 'saved'; name: string }
  /** What a viewer reads who may not see the evidence the reason rests on. */
  | { kind: 'neutral'; name: string; context: ReasonContext | null };

const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

function contextSentence(c: ReasonContext): string {
  const parts: string[] = [];
  if (c.occasionFit) parts.push(`made for a ${c.occasion.toLowerCase()}`);
  parts.push(
    c.budget
      ? `about ${dollars(c.priceCents)}, inside the $${c.budget.min}–$${c.budget.max} budget`
      : `about ${dollars(c.priceCents)}`,
  );
  return `${parts.join(', ')}.`.replace(/^./, (ch) => ch.toUpperCase());
}

function withEvidence(interest: ReasonInterest, now: Date): string {
  const words = interest.evidence
    .slice(0, 2)
    .map((e) => evidenceText(e, interest.label, now))
    .filter(Boolean)
    .join('; ');
  return words ? `${interest.label} (${words})` : interest.label;
}

/** The reason in words: what matched and why, or plainly that nothing did. */
export function giftReasonText(reason: GiftReason, now: Date = new Date()): string {
  switch (reason.kind) {
    case 'ai':
      return reason.text;
    case 'fits':
      return `Fits ${reason.name}'s interest in ${reason.interests
        .map((i) => withEvidence(i, now))
        .join(' and ')}. ${contextSentence(reason.context)}`;
    case 'category': {
      const category = categoryByKey(reason.category)?.name ?? reason.category;
      return `In ${category}, a category ${reason.name} shows interest in through ${withEvidence(reason.interest, now)}. ${contextSentence(reason.context)}`;
    }
    case 'no_signals':
      return `GiftLens has no signals about ${reason.name} yet (no interests, answers or tracked ads), so this idea is chosen for ${reason.who} (${reason.relationship}) and ${reason.context.occasion.toLowerCase()}, not from what they like. ${contextSentence(reason.context)}`;
    case 'age_only':
      return `None of ${reason.name}'s signals point at this one directly: it is picked for ${reason.who} and ${reason.context.occasion.toLowerCase()}. ${contextSentence(reason.context)}`;
    case 'saved':
      return `Saved for ${reason.name} from a shop's page shared to GiftLens.`;
    case 'neutral':
      return reason.context
        ? `A GiftLens idea for ${reason.name}. ${contextSentence(reason.context)}`
        : `A GiftLens idea for ${reason.name}.`;
  }
}

/** The reason as a viewer who may not see its evidence reads it: nothing about what it rests on. */
export function neutralReason(reason: GiftReason, name: string): GiftReason {
  return { kind: 'neutral', name, context: 'context' in reason ? reason.context : null };
}

/** Who the member is for age wording, when the viewer may not see the age: relationship and child profile only. */
export interface AgelessMember {
  relationship: string;
  isChild: boolean;
}

/**
 * The reason as a viewer who may not see the member's age reads it (issue 29): the words that
 * named the age ("a 77-year-old retiree") are said again from the relationship alone ("a
 * grandparent (no age given)"), and an AI model's words, whose prompt carried the age band, give
 * way to a neutral reason. Anything else was never built from the age and stays.
 */
export function reasonWithoutAge(reason: GiftReason, member: AgelessMember, name: string): GiftReason {
  const who = describeAge({ age: null, relationship: member.relationship, isChild: member.isChild });
  switch (reason.kind) {
    case 'no_signals':
    case 'age_only':
      return { ...reason, who };
    case 'ai':
      return (reason.fields ?? ['age']).includes('age') ? neutralReason(reason, name) : reason;
    default:
      return reason;
  }
}
