// The offline recommender, measured: hand-written member personas, each with the evidence
// GiftLens would hold about them and what a thoughtful relative would accept as a gift. Prints
// precision@5 (accepted ideas among the first five) and category coverage, so a change to the
// weights (src/common/signals/weights.ts, RECOMMENDER_WEIGHTS) or the catalogue is measured.
//   node bench/gift-eval.mjs          (no build needed; loads the TypeScript through tsx)
import { register } from 'tsx/esm/api';

register();
const { recommend } = await import('../src/common/gifts/recommender.ts');
const { conceptByKey } = await import('../src/common/signals/concepts.ts');
const { GIFT_CATALOGUE } = await import('../src/common/gifts/catalogue/index.ts');
const { GIFT_CATEGORY_KEYS } = await import('../src/common/taxonomy/categories.ts');

/** A profile entry as profileFor returns it, from a concept key, a 0-100 score and the evidence in words. */
function entry(key, score, ...evidence) {
  const concept = key.startsWith('category:') ? null : conceptByKey(key);
  if (!concept && !key.startsWith('category:')) throw new Error(`unknown concept ${key}`);
  return {
    concept: key,
    label: concept?.label ?? key.slice('category:'.length),
    kind: concept?.kind ?? 'interest',
    score,
    categories: concept?.categories ?? [key.slice('category:'.length)],
    evidence: evidence.map((text) => ({ source: 'questionnaire', text, at: '2026-03-01T00:00:00.000Z' })),
  };
}

/**
 * `accepts`: the concepts a thoughtful relative knows this person would be glad of (broader
 * than the evidence: that is the point), plus catalogue ids they would accept outright.
 */
const PERSONAS = [
  {
    name: 'Mia, 7, LEGO and drawing',
    member: { name: 'Mia', age: 7, relationship: 'Child', isChild: true },
    occasion: 'birthday',
    budget: { min: 10, max: 80 },
    profile: [
      entry('lego', 80, 'picked as a favourite brand', '3 LEGO ads tracked in March'),
      entry('drawing', 55, 'listed as a hobby'),
      entry('category:toys', 40, 'a favourite shopping category'),
    ],
    accepts: ['lego', 'building-toys', 'drawing', 'creative-projects', 'crafts', 'painting'],
  },
  {
    name: 'Theo, 2, no signals',
    member: { name: 'Theo', age: 2, relationship: 'Child', isChild: true },
    occasion: 'christmas',
    budget: null,
    profile: [],
    accepts: [
      'toddlers',
      'baby-toys',
      'early-learning',
      'wooden-toys',
      'bath-toys',
      'kids-books',
      'bedtime',
      'stuffed-animals',
      'toy-vehicles',
      'building-toys',
      'outdoor-play',
      'pretend-play',
    ],
  },
  {
    name: 'Ben, 35, hiking and coffee',
    member: { name: 'Ben', age: 35, relationship: 'Sibling', isChild: false },
    occasion: 'birthday',
    budget: { min: 20, max: 150 },
    profile: [
      entry('hiking', 75, 'listed as a hobby', '2 hiking ads tracked in May'),
      entry('coffee', 60, 'listed as an interest on the profile'),
      entry('camping', 30, 'Instagram topic'),
    ],
    accepts: ['hiking', 'camping', 'outdoors', 'coffee', 'backpacking'],
  },
  {
    name: 'Grandma Rose, 72, gardening and tea',
    member: { name: 'Rose', age: 72, relationship: 'Grandparent', isChild: false },
    occasion: 'christmas',
    budget: { min: 15, max: 100 },
    profile: [
      entry('gardening', 85, 'listed as a hobby'),
      entry('tea', 50, 'listed as an interest on the profile'),
      entry('reading', 40, 'listed as a hobby'),
    ],
    accepts: ['gardening', 'flowers', 'tea', 'reading', 'fiction', 'birdwatching', 'houseplants'],
  },
  {
    name: 'Sofia, 15, gaming and anime',
    member: { name: 'Sofia', age: 15, relationship: 'Child', isChild: false },
    occasion: 'birthday',
    budget: { min: 20, max: 120 },
    profile: [
      entry('video-games', 70, 'listed as a hobby'),
      entry('nintendo', 60, 'picked as a favourite brand'),
      entry('anime', 55, 'Instagram topic'),
    ],
    accepts: ['video-games', 'nintendo', 'anime', 'manga', 'pc-gaming', 'board-games', 'headphones'],
  },
  {
    name: 'Dad, 58, cooking and wine',
    member: { name: 'Dad', age: 58, relationship: 'Parent', isChild: false },
    occasion: 'christmas',
    budget: { min: 25, max: 200 },
    profile: [
      entry('cooking', 80, 'listed as a hobby', '4 cooking ads tracked in October'),
      entry('wine', 55, 'listed as an interest on the profile'),
      entry('grilling', 35, 'ad targeting: "BBQ"'),
    ],
    accepts: ['cooking', 'wine', 'grilling', 'baking', 'kitchen', 'cocktails'],
  },
  {
    name: 'Priya, 29, yoga and skincare',
    member: { name: 'Priya', age: 29, relationship: 'Spouse', isChild: false },
    occasion: 'valentines',
    budget: { min: 20, max: 150 },
    profile: [
      entry('yoga', 70, 'listed as an activity'),
      entry('skincare', 65, 'a style they like', '2 skincare ads tracked in January'),
      entry('candles', 30, 'Instagram topic'),
    ],
    accepts: [
      'yoga',
      'skincare',
      'candles',
      'self-care',
      'meditation',
      'wellness',
      'spa',
      'fitness',
      'aromatherapy',
      'jewelry',
    ],
  },
  {
    name: 'Leo, 10, dinosaurs and science',
    member: { name: 'Leo', age: 10, relationship: 'Child', isChild: true },
    occasion: 'birthday',
    budget: { min: 10, max: 60 },
    profile: [
      entry('dinosaurs', 75, 'listed as an interest on the profile'),
      entry('science', 60, 'listed as a hobby'),
    ],
    accepts: ['dinosaurs', 'science', 'educational-toys', 'nature', 'rocks-and-minerals', 'astronomy'],
  },
  {
    name: 'Aunt June, 45, photography and travel',
    member: { name: 'June', age: 45, relationship: 'Aunt', isChild: false },
    occasion: 'just_because',
    budget: { min: 20, max: 250 },
    profile: [
      entry('photography', 75, 'listed as a hobby'),
      entry('travel', 60, 'a current focus', '3 travel ads tracked in June'),
    ],
    accepts: ['photography', 'travel', 'cameras', 'adventure-travel'],
  },
  {
    name: 'Sam, 22, running and music',
    member: { name: 'Sam', age: 22, relationship: 'Child', isChild: false },
    occasion: 'graduation',
    budget: { min: 20, max: 200 },
    profile: [
      entry('running', 70, 'listed as an activity'),
      entry('music', 45, 'listed as an interest on the profile'),
      entry('headphones', 35, 'a Sony ad tracked in April'),
    ],
    accepts: ['running', 'music', 'headphones', 'fitness'],
  },
];

const K = 5;
const byId = new Map(GIFT_CATALOGUE.map((g) => [g.id, g]));
let precisionSum = 0;
const categoriesSeen = new Set();
const perPersonaCoverage = [];
for (const persona of PERSONAS) {
  for (const key of persona.accepts) {
    if (!conceptByKey(key)) console.warn(`  (persona ${persona.name}: "${key}" is not a vocabulary concept)`);
  }
  const accepts = new Set(persona.accepts);
  const { ideas } = recommend({ ...persona, limit: K });
  const accepted = ideas.filter(
    (i) => i.gift.concepts.some((c) => accepts.has(c)) || persona.ids?.includes(i.gift.id),
  );
  const precision = ideas.length ? accepted.length / K : 0;
  precisionSum += precision;
  const categories = new Set(ideas.map((i) => i.gift.category));
  for (const c of categories) categoriesSeen.add(c);
  perPersonaCoverage.push(categories.size);
  console.log(
    `${persona.name.padEnd(40)} precision@5 ${precision.toFixed(2)}  categories ${categories.size}`,
  );
  for (const idea of ideas) {
    const mark = accepted.includes(idea) ? '+' : '-';
    console.log(`   ${mark} ${idea.gift.title} (${byId.get(idea.gift.id)?.category}, ${idea.confidence}/10)`);
  }
}
const meanPrecision = precisionSum / PERSONAS.length;
const meanCategories = perPersonaCoverage.reduce((a, b) => a + b, 0) / PERSONAS.length;
console.log('');
console.log(`personas ${PERSONAS.length}, catalogue ${GIFT_CATALOGUE.length} ideas`);
console.log(`mean precision@5 ${meanPrecision.toFixed(2)}`);
console.log(
  `category coverage: ${categoriesSeen.size}/${GIFT_CATEGORY_KEYS.length} categories across all personas' top 5; ${meanCategories.toFixed(1)} distinct categories per persona`,
);
