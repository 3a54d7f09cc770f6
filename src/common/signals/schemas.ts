import { z } from 'zod';
import { SIGNAL_SOURCES, SIGNAL_WEIGHTS, type SignalReason } from './weights';

const REASONS = Object.keys(SIGNAL_WEIGHTS) as [SignalReason, ...SignalReason[]];

export const evidenceParamsSchema = z.object({
  wording: z.string().optional(),
  platform: z.enum(['instagram', 'facebook']).optional(),
  text: z.string().optional(),
  from: z.string().optional(),
  times: z.number().int().optional(),
  title: z.string().optional(),
  search: z.string().optional(),
});

/** One piece of evidence as data (common/signals/evidence.ts renders it into words). */
export const evidenceItemSchema = z.object({
  source: z.enum(SIGNAL_SOURCES),
  reason: z.enum(REASONS),
  params: evidenceParamsSchema,
  count: z.number().int(),
  first: z.string(),
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
