import { ARTS_GIFTS } from './arts';
import { BEAUTY_GIFTS } from './beauty';
import { BOOKS_GIFTS } from './books';
import { ELECTRONICS_GIFTS } from './electronics';
import { FASHION_GIFTS } from './fashion';
import { FOOD_GIFTS } from './food';
import { HEALTH_GIFTS } from './health';
import { HOME_GIFTS } from './home';
import { MUSIC_GIFTS } from './music';
import { PETS_GIFTS } from './pets';
import { SPORTS_GIFTS } from './sports';
import { TOYS_GIFTS } from './toys';
import { TRAVEL_GIFTS } from './travel';
import type { CatalogueGift } from './types';

export const GIFT_CATALOGUE: readonly CatalogueGift[] = [
  ...ELECTRONICS_GIFTS,
  ...FASHION_GIFTS,
  ...HOME_GIFTS,
  ...BEAUTY_GIFTS,
  ...SPORTS_GIFTS,
  ...BOOKS_GIFTS,
  ...TOYS_GIFTS,
  ...FOOD_GIFTS,
  ...TRAVEL_GIFTS,
  ...ARTS_GIFTS,
  ...HEALTH_GIFTS,
  ...PETS_GIFTS,
  ...MUSIC_GIFTS,
];
