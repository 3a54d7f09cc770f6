import { type Evidence, evidenceSentence } from '../signals/evidence';

/**
 * Why a feed ad was shown, as data (decision 0023), stored with the ad and rendered by
 * `feedReasonText` for whoever reads the feed; a viewer who may not see every source it rests
 * on reads `neutral` instead.
 */
export type FeedReason =
  | {
      kind: 'profile';
      name: string;
      label: string;
      /** The concept's kind: a brand reads "Brand: LEGO", anything else "Interests: …". */
      conceptKind: string;
      evidence: Evidence[];
    }
  /** Nothing in the profile fits: the ad suits `who` ("a grandparent", "someone aged 9"). */
  | { kind: 'fallback'; name: string; who: string; knowsInterests: boolean }
  /** Written in words before reasons were data: shown only to whoever generated it. */
  | { kind: 'legacy'; targetingReason: string; adExplanation: string }
  | { kind: 'neutral'; name: string };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The card's two lines: what the ad targets, and why it was shown. */
export function feedReasonText(
  reason: FeedReason,
  now: Date = new Date(),
): { targetingReason: string; adExplanation: string } {
  switch (reason.kind) {
    case 'profile': {
      const [first, second] = reason.evidence;
      const kind = reason.conceptKind === 'brand' ? 'Brand' : 'Interests';
      const because = (e: Evidence | undefined) =>
        e ? evidenceSentence(reason.name, reason.label, e, now) : `${reason.name} likes ${reason.label}`;
      let adExplanation = `Shown because ${because(first)}.`;
      if (second) adExplanation += ` Also: ${because(second)}.`;
      return { targetingReason: `${kind}: ${reason.label}`, adExplanation: capitalise(adExplanation) };
    }
    case 'fallback':
      return {
        targetingReason: 'Age and relationship',
        adExplanation: reason.knowsInterests
          ? `Shown because it suits ${reason.who}: nothing else in the catalogue matches ${reason.name}'s interests right now.`
          : `Shown because GiftLens knows nothing yet about what ${reason.name} likes: this is a popular idea for ${reason.who}. Complete their profile or track ads to make the feed theirs.`,
      };
    case 'legacy':
      return { targetingReason: reason.targetingReason, adExplanation: reason.adExplanation };
    case 'neutral':
      return {
        targetingReason: 'Suggested by GiftLens',
        adExplanation: `Picked for ${reason.name} from the GiftLens catalogue.`,
      };
  }
}

/**
 * The reason as a viewer who may not see the member's age reads it: a fallback's "someone aged
 * 77" is said from the relationship alone ("a grandparent"); nothing else names the age.
 */
export function feedReasonWithoutAge(reason: FeedReason, who: string): FeedReason {
  return reason.kind === 'fallback' ? { ...reason, who } : reason;
}
