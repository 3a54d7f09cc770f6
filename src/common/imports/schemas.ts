import { z } from 'zod';
import { bodyIdSchema, str } from '../api/fields';
import { FILE_KINDS, IMPORT_PLATFORMS } from './files';
import { ITEM_KINDS } from './items';

export const importPlatformSchema = z.enum(IMPORT_PLATFORMS);
export const IMPORT_TYPES = ['json', 'html', 'mixed'] as const;

const rankedSchema = z.object({
  label: z.string(),
  /** 'behaviour' for how advertisers reached them, 'interest' for what they like. */
  kind: z.enum(['interest', 'behaviour']),
  score: z.number(),
});

/**
 * What an import keeps (besides its signals): a summary, never raw content. Lists are
 * strongest first; `files` says what each file gave.
 */
export const importInsightsSchema = z.object({
  interests: z.array(z.string()),
  behaviors: z.array(z.string()),
  advertisers: z.array(z.string()),
  notInterested: z.array(z.string()),
  /** Filled by the recommender when it runs for the member; the importer never invents ideas. */
  giftRecommendations: z.array(z.string()),
  counts: z.partialRecord(z.enum(ITEM_KINDS), z.number().int()),
  files: z.array(
    z.object({
      kind: z.enum(FILE_KINDS),
      format: z.enum(['json', 'html']),
      items: z.number().int(),
      /** A hash of the file, so the same file sent twice in a batch counts once. */
      fingerprint: z.string().optional(),
    }),
  ),
  ranked: z.array(rankedSchema),
});
export type ImportInsights = z.infer<typeof importInsightsSchema>;
export type RankedInsight = z.infer<typeof rankedSchema>;

export const dataImportSchema = z.object({
  id: z.number().int(),
  familyMemberId: z.number().int(),
  memberName: z.string(),
  platform: importPlatformSchema,
  importType: z.enum(IMPORT_TYPES),
  dateRange: z.object({ from: z.string(), to: z.string() }).nullable(),
  itemCount: z.number().int(),
  importedAt: z.string(),
  extractedInsights: importInsightsSchema.omit({ ranked: true }),
  /** The viewer may delete it (and make GiftLens forget it). */
  canDelete: z.boolean(),
});
export type DataImport = z.infer<typeof dataImportSchema>;

export const IMPORT_FILENAME_MAX = 255;

export const importFileBodySchema = z.object({
  familyMemberId: bodyIdSchema('familyMemberId must be an id'),
  content: str('content must be the text of the file'),
  filename: str('filename must be text')
    .trim()
    .min(1, 'filename is required')
    .max(IMPORT_FILENAME_MAX, `filename must be at most ${IMPORT_FILENAME_MAX} characters`),
  /** The import the first file of this batch created: one export is one import. */
  importId: bodyIdSchema('importId must be an id').optional(),
});
export type ImportFileBody = z.infer<typeof importFileBodySchema>;

export const importFileResultSchema = z.object({
  /** The batch's import; null while no file of the batch held anything to learn from. */
  import: dataImportSchema.nullable(),
  file: z.object({
    filename: z.string(),
    recognized: z.boolean(),
    kind: z.enum(FILE_KINDS).nullable(),
    format: z.enum(['json', 'html', 'text']),
    items: z.number().int(),
    /** The file held more than the per-file cap of records; the rest was not read. */
    truncated: z.boolean(),
    /** The same file was already read in this batch (nothing added twice). */
    duplicate: z.boolean(),
  }),
});
export type ImportFileResult = z.infer<typeof importFileResultSchema>;
