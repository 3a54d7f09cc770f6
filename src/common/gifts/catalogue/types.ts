import type { CategoryKey } from '../../taxonomy/categories';
import type { OccasionKey } from '../../taxonomy/occasions';

export interface CatalogueGift {
  /** kebab-case, unique, stable (gift ideas reference it) */
  id: string;
  title: string; // 'Beginner watercolour set'
  description: string; // one plain sentence about what it is and why it delights; no invented brand claims, no superlatives like 'best-selling'
  category: Exclude<CategoryKey, 'other'>;
  concepts: string[]; // 1-5 concept keys from the vocabulary, most relevant first
  brand?: string; // only when the idea is a specific real brand's kind of product (e.g. 'LEGO')
  priceCents: number; // typical US retail price, integer cents
  minAge: number; // inclusive years (1..120)
  maxAge: number;
  occasions: OccasionKey[] | 'any';
  search: string; // the phrase to type into a retailer's search box, e.g. 'watercolor paint set beginner'
}
