import type { OccasionKey } from '../../taxonomy/occasions';
import type { CatalogueGift } from './types';

type GiftRow = [
  id: string,
  title: string,
  description: string,
  concepts: string[],
  priceCents: number,
  ages: [min: number, max: number],
  occasions: OccasionKey[] | 'any',
  search: string,
  brand?: string,
];

/** Turns compact rows (one gift per line) into catalogue entries of one category. */
export function giftsIn(category: CatalogueGift['category'], rows: GiftRow[]): CatalogueGift[] {
  return rows.map(
    ([id, title, description, concepts, priceCents, [minAge, maxAge], occasions, search, brand]) => ({
      id,
      title,
      description,
      category,
      concepts,
      ...(brand ? { brand } : {}),
      priceCents,
      minAge,
      maxAge,
      occasions,
      search,
    }),
  );
}
