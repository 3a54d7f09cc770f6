/** Zod-free helpers the first-loaded dashboard may import. */
/** Status wins on the card: Purchased over Considering. */
export function giftStatusOf(idea: {
  isPurchased?: boolean;
  isConsidered?: boolean;
}): 'available' | 'considered' | 'purchased' | null {
  if (idea.isPurchased === undefined && idea.isConsidered === undefined) return null;
  if (idea.isPurchased) return 'purchased';
  if (idea.isConsidered) return 'considered';
  return 'available';
}

/** Cents shown as dollars with two decimals. */
export const formatPrice = (cents: number | null) => (cents === null ? null : `$${(cents / 100).toFixed(2)}`);
