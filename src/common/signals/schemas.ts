import { z } from 'zod';
import { SIGNAL_SOURCES } from './weights';

export const evidenceItemSchema = z.object({
  source: z.enum(SIGNAL_SOURCES),
  text: z.string(),
  at: z.string(),
});

export const interestEntrySchema = z.object({
  concept: z.string(),
  label: z.string(),
  kind: z.string(),
  /** 0-100 */
  score: z.number().int(),
  categories: z.array(z.string()),
  evidence: z.array(evidenceItemSchema),
});
export type InterestEntryView = z.infer<typeof interestEntrySchema>;
