/**
 * The one category taxonomy (docs: signals.md). Ad categories, gift categories, the
 * questionnaire's favourite categories and the insight analysis's "gift categories" all
 * map onto this list. Ids are fixed: a migration seeds `ad_categories` with exactly these.
 * No zod here, so the client can import it without the schema library.
 */
export const CATEGORIES = [
  {
    id: 1,
    key: 'electronics',
    name: 'Electronics',
    icon: 'device-laptop',
    color: '#3B82F6',
    aliases: [
      'electronics & gadgets',
      'electronics and gadgets',
      'gadgets',
      'tech',
      'technology',
      'computers',
    ],
  },
  {
    id: 2,
    key: 'fashion',
    name: 'Fashion & Accessories',
    icon: 'shirt',
    color: '#EC4899',
    aliases: ['fashion', 'clothing', 'apparel', 'accessories', 'jewelry', 'jewellery', 'shoes'],
  },
  {
    id: 3,
    key: 'home',
    name: 'Home & Garden',
    icon: 'home',
    color: '#10B981',
    aliases: ['home', 'garden', 'home and garden', 'home decor', 'furniture', 'kitchen'],
  },
  {
    id: 4,
    key: 'beauty',
    name: 'Beauty & Personal Care',
    icon: 'sparkles',
    color: '#F472B6',
    aliases: ['beauty', 'cosmetics', 'skincare', 'personal care', 'makeup', 'fragrance'],
  },
  {
    id: 5,
    key: 'sports',
    name: 'Sports & Fitness',
    icon: 'ball-football',
    color: '#F97316',
    aliases: ['sports', 'fitness', 'sport', 'outdoors', 'outdoor recreation', 'exercise'],
  },
  {
    id: 6,
    key: 'books',
    name: 'Books & Media',
    icon: 'book',
    color: '#8B5CF6',
    aliases: ['books', 'media', 'movies', 'films', 'tv', 'magazines', 'entertainment'],
  },
  {
    id: 7,
    key: 'toys',
    name: 'Toys & Games',
    icon: 'puzzle',
    color: '#F59E0B',
    aliases: ['toys', 'games', 'board games', 'video games', 'gaming', 'kids'],
  },
  {
    id: 8,
    key: 'food',
    name: 'Food & Drink',
    icon: 'tools-kitchen-2',
    color: '#EF4444',
    aliases: ['food', 'drink', 'food and drink', 'groceries', 'restaurants', 'wine', 'coffee'],
  },
  {
    id: 9,
    key: 'travel',
    name: 'Travel & Experiences',
    icon: 'plane',
    color: '#14B8A6',
    aliases: ['travel', 'experiences', 'events', 'tickets', 'hotels', 'vacation'],
  },
  {
    id: 10,
    key: 'arts',
    name: 'Arts & Crafts',
    icon: 'palette',
    color: '#A855F7',
    aliases: ['arts', 'crafts', 'art', 'diy', 'hobbies', 'art supplies'],
  },
  {
    id: 11,
    key: 'health',
    name: 'Health & Wellness',
    icon: 'heart-rate-monitor',
    color: '#22C55E',
    aliases: ['health', 'wellness', 'wellbeing', 'self-care', 'nutrition', 'mindfulness'],
  },
  {
    id: 12,
    key: 'pets',
    name: 'Pets',
    icon: 'paw',
    color: '#B45309',
    aliases: ['pet supplies', 'pet', 'dogs', 'cats', 'animals'],
  },
  {
    id: 13,
    key: 'music',
    name: 'Music',
    icon: 'music',
    color: '#6366F1',
    aliases: ['music', 'instruments', 'concerts', 'audio'],
  },
  {
    id: 14,
    key: 'other',
    name: 'Other',
    icon: 'tag',
    color: '#64748B',
    aliases: ['other', 'finance', 'automotive', 'insurance', 'services'],
  },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategoryKey = Category['key'];
export type CategoryId = Category['id'];

/** The categories a gift can belong to ('other' is for ads that fit nowhere). */
export const GIFT_CATEGORY_KEYS = CATEGORIES.map((c) => c.key).filter(
  (key): key is Exclude<CategoryKey, 'other'> => key !== 'other',
);

export const categoryByKey = (key: string): Category | undefined => CATEGORIES.find((c) => c.key === key);
export const categoryById = (id: number): Category | undefined => CATEGORIES.find((c) => c.id === id);

const squash = (text: string) =>
  text
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const BY_WORDING = new Map<string, Category>();
for (const category of CATEGORIES) {
  for (const wording of [category.key, category.name, ...category.aliases]) {
    BY_WORDING.set(squash(wording), category);
  }
}

/** Maps any wording a form, an import or a user uses ("Electronics & Gadgets", "Fashion") onto the taxonomy. */
export function categoryForWording(wording: string): Category | undefined {
  return BY_WORDING.get(squash(wording));
}
