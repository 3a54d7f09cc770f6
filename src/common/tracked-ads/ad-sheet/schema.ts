import { z } from 'zod';
import { AD_PLATFORMS, GENDERS, REASON_KINDS, SHEET_LANGUAGES } from './types';

/** The parsed sheet as the API carries it (the parser itself stays free of zod). */
export const adSheetSchema = z.object({
  platform: z.enum(AD_PLATFORMS).nullable(),
  advertiser: z.string().max(200).nullable(),
  ageMin: z.number().int().min(0).max(120).nullable(),
  ageMax: z.number().int().min(0).max(120).nullable(),
  location: z.string().max(200).nullable(),
  gender: z.enum(GENDERS).nullable(),
  interests: z.array(z.string().max(200)).max(100),
  reasons: z.array(z.object({ kind: z.enum(REASON_KINDS), text: z.string().max(2000) })).max(100),
  language: z.enum(SHEET_LANGUAGES).nullable(),
  text: z.string().max(20_000),
});
