import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../taxonomy/categories';
import { VOCABULARY } from './index';
import type { ConceptKind } from './types';

const KINDS: ConceptKind[] = [
  'interest',
  'brand',
  'activity',
  'style',
  'life_event',
  'behaviour',
  'demographic',
];
const CATEGORY_KEYS = new Set<string>(CATEGORIES.map((category) => category.key));

/** What the onboarding questionnaire offers, exactly as a member sees it. */
const ONBOARDING_WORDINGS = {
  hobbies: [
    'Reading',
    'Cooking',
    'Gardening',
    'Gaming',
    'Hiking',
    'Photography',
    'Music',
    'Travel',
    'Sports',
    'Crafts',
    'Fitness',
    'Movies & TV',
    'Art',
    'Fashion',
    'Technology',
    'Pets',
  ],
  brands: [
    'Apple',
    'Samsung',
    'Nike',
    'Adidas',
    'Amazon',
    'IKEA',
    'Sony',
    'LEGO',
    "Levi's",
    'Zara',
    'Sephora',
    'Patagonia',
    'Nintendo',
    'Target',
  ],
  currentFocus: [
    'Career Growth',
    'Health & Fitness',
    'Learning New Skills',
    'Travel',
    'Family',
    'Home Improvement',
    'Financial Goals',
    'Creative Projects',
  ],
};

/** Meta's broad ad-interest topics, which show up verbatim in exports. */
const META_BROAD_TOPICS = [
  'Food and drink',
  'Shopping and fashion',
  'Sports and outdoors',
  'Family and relationships',
  'Fitness and wellness',
  'Hobbies and activities',
  'Technology',
  'Entertainment',
  'Business and industry',
  'Home and garden',
];

const conceptBySynonym = new Map<string, string>();
for (const concept of VOCABULARY) {
  for (const synonym of concept.synonyms) conceptBySynonym.set(synonym, concept.key);
}

describe('concept vocabulary', () => {
  it('holds at least 400 concepts', () => {
    expect(VOCABULARY.length).toBeGreaterThanOrEqual(400);
  });

  it('gives every concept a unique kebab-case key', () => {
    const keys = VOCABULARY.map((concept) => concept.key);
    expect(keys.filter((key) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(key))).toEqual([]);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('uses only the known concept kinds', () => {
    expect(
      VOCABULARY.filter((concept) => !KINDS.includes(concept.kind)).map((concept) => concept.key),
    ).toEqual([]);
  });

  it('points every concept at up to three valid, distinct taxonomy categories', () => {
    const wrong = VOCABULARY.filter(
      (concept) =>
        concept.categories.length > 3 ||
        new Set(concept.categories).size !== concept.categories.length ||
        concept.categories.some((key) => !CATEGORY_KEYS.has(key)),
    );
    expect(wrong.map((concept) => concept.key)).toEqual([]);
  });

  it("uses 'other' only for concepts no real category fits", () => {
    const mixed = VOCABULARY.filter(
      (concept) => concept.categories.includes('other') && concept.categories.length > 1,
    );
    expect(mixed.map((concept) => concept.key)).toEqual([]);
  });

  it('gives every interest, activity and brand at least one category', () => {
    const uncategorised = VOCABULARY.filter(
      (concept) =>
        ['interest', 'activity', 'brand'].includes(concept.kind) && concept.categories.length === 0,
    );
    expect(uncategorised.map((concept) => concept.key)).toEqual([]);
  });

  it('keeps synonyms lower-case, trimmed, non-empty and free of repeats within a concept', () => {
    const wrong = VOCABULARY.flatMap((concept) =>
      concept.synonyms
        .filter(
          (synonym, index) =>
            synonym === '' ||
            synonym !== synonym.toLowerCase() ||
            synonym !== synonym.trim() ||
            concept.synonyms.indexOf(synonym) !== index,
        )
        .map((synonym) => `${concept.key}: ${synonym}`),
    );
    expect(wrong).toEqual([]);
  });

  it('never lets one synonym mean two concepts', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const concept of VOCABULARY) {
      for (const synonym of concept.synonyms) {
        const other = owner.get(synonym);
        if (other && other !== concept.key) clashes.push(`${synonym}: ${other} / ${concept.key}`);
        owner.set(synonym, concept.key);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('matches its own label, so the wording a parent sees finds the concept', () => {
    const unmatched = VOCABULARY.filter(
      (concept) =>
        !concept.synonyms.includes(concept.label.toLowerCase()) &&
        concept.label.toLowerCase() !== concept.key.replaceAll('-', ' '),
    );
    expect(unmatched.map((concept) => concept.key)).toEqual([]);
  });

  it.each(Object.entries(ONBOARDING_WORDINGS))(
    'covers every onboarding %s choice word for word',
    (_, wordings) => {
      expect(wordings.filter((wording) => !conceptBySynonym.has(wording.toLowerCase()))).toEqual([]);
    },
  );

  it('maps onboarding brands onto brand concepts', () => {
    const notBrands = ONBOARDING_WORDINGS.brands.filter((wording) => {
      const key = conceptBySynonym.get(wording.toLowerCase());
      return VOCABULARY.find((concept) => concept.key === key)?.kind !== 'brand';
    });
    expect(notBrands).toEqual([]);
  });

  it("understands Meta's broad ad-interest topics", () => {
    expect(META_BROAD_TOPICS.filter((topic) => !conceptBySynonym.has(topic.toLowerCase()))).toEqual([]);
  });

  it('speaks the ad-targeting wording for audiences advertisers pick', () => {
    const wordings = [
      'frequent international travellers',
      'engaged shoppers',
      'parents (all)',
      'lookalike audience',
      'away from family',
      'recently moved',
      'technology early adopters',
      // The common reasons Ad Insights Data offers, as "Why am I seeing this ad?" words them.
      'similar to people who follow this business',
      'previous website visits',
      'custom audience from email list',
      'retargeting campaign',
    ];
    expect(wordings.filter((wording) => !conceptBySynonym.has(wording))).toEqual([]);
  });
});
