import { ARTS_CRAFTS_MUSIC } from './arts-crafts-music';
import { BEHAVIOURS_AND_DEMOGRAPHICS } from './behaviours-and-demographics';
import { BRANDS } from './brands';
import { FASHION_BEAUTY_WELLNESS } from './fashion-beauty-wellness';
import { HOBBIES_AND_ACTIVITIES } from './hobbies-and-activities';
import { HOME_FOOD_GARDEN } from './home-food-garden';
import { KIDS_AND_FAMILY } from './kids-and-family';
import { LIFE_EVENTS_AND_STYLES } from './life-events-and-styles';
import { SPORTS_AND_OUTDOORS } from './sports-and-outdoors';
import { TECH_AND_GAMING } from './tech-and-gaming';
import type { ConceptDef } from './types';

export const VOCABULARY: readonly ConceptDef[] = [
  ...HOBBIES_AND_ACTIVITIES,
  ...SPORTS_AND_OUTDOORS,
  ...ARTS_CRAFTS_MUSIC,
  ...TECH_AND_GAMING,
  ...HOME_FOOD_GARDEN,
  ...FASHION_BEAUTY_WELLNESS,
  ...KIDS_AND_FAMILY,
  ...BRANDS,
  ...LIFE_EVENTS_AND_STYLES,
  ...BEHAVIOURS_AND_DEMOGRAPHICS,
];
