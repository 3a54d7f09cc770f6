import { ageFor } from '#common/gifts/age';
import type { Recommendation, RecommendInput } from '#common/gifts/recommender';
import { occasionLabel } from '#common/gifts/recommender';
import { evidenceText } from '#common/signals/evidence';
import { categoryByKey, GIFT_CATEGORY_KEYS } from '#common/taxonomy/categories';
import { ageBandFor } from '#common/taxonomy/occasions';

export interface AiPrompt {
  system: string;
  user: string;
}

const PROMPT_CONCEPTS = 10;
const PROMPT_AVOID = 40;

/**
 * The minimum the provider needs (docs: signals.md): a first name or relationship, the age
 * band, the top concepts with their evidence in short words (only what the asking viewer may
 * see: `input.profile` is their profile of the member), budget, occasion, the titles to
 * avoid, and the offline recommender's candidates to build on. Never an e-mail, surname,
 * photo, raw export text, or who considered or bought what.
 */
export function buildGiftPrompt(
  input: RecommendInput & { callName: string },
  candidates: Recommendation[],
  avoidTitles: string[],
  count: number,
): AiPrompt {
  const { years, from } = ageFor(input.member);
  const band =
    from === 'age'
      ? (ageBandFor(years)?.label ?? 'adult')
      : `${ageBandFor(years)?.label ?? 'adult'} (age not given)`;
  const interests = input.profile.slice(0, PROMPT_CONCEPTS).map((e) => {
    const evidence = e.evidence
      .slice(0, 2)
      .map((x) => evidenceText(x, e.label).slice(0, 60))
      .join('; ');
    return `- ${e.label} (strength ${e.score}/100${evidence ? `; ${evidence}` : ''})`;
  });
  const categories = GIFT_CATEGORY_KEYS.map((k) => categoryByKey(k)?.name).join(', ');
  const budget = input.budget ? `$${input.budget.min} to $${input.budget.max}` : 'no fixed budget';
  const lines = [
    `Recipient: ${input.callName}, ${band}.`,
    `Occasion: ${occasionLabel(input.occasion, input.customOccasion)}.`,
    `Budget per gift: ${budget}.`,
    interests.length
      ? `What the family knows they like:\n${interests.join('\n')}`
      : 'Nothing is known yet about what they like.',
    `Candidates from the family's catalogue (id | title | category | price):\n${candidates
      .map(
        (c) =>
          `- ${c.gift.id} | ${c.gift.title} | ${categoryByKey(c.gift.category)?.name} | $${(c.gift.priceCents / 100).toFixed(2)}`,
      )
      .join('\n')}`,
    avoidTitles.length
      ? `Do not suggest these again:\n${avoidTitles
          .slice(0, PROMPT_AVOID)
          .map((t) => `- ${t}`)
          .join('\n')}`
      : '',
    `Give ${count} ideas. Prefer improving on the candidates (set basedOn to the candidate id); new ideas set basedOn to null.`,
  ];
  return {
    system: [
      "You suggest thoughtful, real kinds of gifts a family member would buy, suitable for the recipient's age.",
      `Each idea has a category from this list exactly: ${categories}.`,
      'Prices are typical US retail in dollars and must stay inside the budget.',
      "Give a short search phrase someone would type into a shop's search box; never write URLs or invent brand claims.",
      'reasoning names the interests and evidence the idea builds on, in one or two sentences; confidence is 1-10.',
      'Answer only with JSON: {"ideas": [{title, description, category, estimatedPriceDollars, searchPhrase, reasoning, confidence, basedOn}]}.',
    ].join(' '),
    user: lines.filter(Boolean).join('\n\n'),
  };
}
