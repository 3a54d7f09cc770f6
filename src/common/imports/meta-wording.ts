/**
 * Meta's topic and ad-interest wording that the shared vocabulary does not name itself, mapped
 * to its concepts (docs: signals.md, "Vocabulary"). Kept beside the importer so the vocabulary
 * files stay one concept per line; `conceptForMetaPhrase` reads this table first.
 */
export const META_WORDING: Record<string, string> = {
  'cafés & bakeries': 'baking',
  bakeries: 'baking',
  'cuisine & pâtisserie': 'baking',
  pâtisserie: 'baking',
  'consumer electronics': 'technology',
  'computers & electronics': 'computers',
  'video games (gaming)': 'video-games',
  'gaming (hobbies and activities)': 'video-games',
  'games (hobbies and activities)': 'board-games',
  'tabletop games': 'board-games',
  'jeux de société': 'board-games',
  'outdoor recreation (hobbies and activities)': 'outdoors',
  'camping (outdoor recreation)': 'camping',
  'hiking (outdoor recreation)': 'hiking',
  'travel (travel, places and events)': 'travel',
  'adventure travel': 'travel',
  'cooking (food and drink)': 'cooking',
  recipes: 'cooking',
  'gardening (home and garden)': 'gardening',
  'reading (communication)': 'reading',
  'books (literature)': 'reading',
  'photography (visual art)': 'photography',
  'dogs (pets)': 'dogs',
  'cats (pets)': 'cats',
  'coffee (beverages)': 'coffee',
  'toys (shopping)': 'toys',
  'national geographic': 'nature',
  'lonely planet': 'travel',
  natgeo: 'nature',
  'kamp sandalyesi': 'camping',
};
