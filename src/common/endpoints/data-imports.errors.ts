import { defineError } from '../errors';

/**
 * What importing a Meta export refuses (issue 30). Each names the file it is about; why a file
 * is not an export (`reason`) is the reader's own words, from the many shapes it checks.
 */
const NOT_AN_EXPORT = 'it is not a file of an Instagram or Facebook data export that GiftLens reads';
const mb = (bytes: number) =>
  typeof bytes === 'number' ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : String(bytes);

export const IMPORT_FORBIDDEN = defineError(
  'import_forbidden',
  403,
  () =>
    'You cannot import data for this member: only the member themselves, or for a child or a record without an account its creator and the family owner, may (and only the owner when the family has data imports turned off).',
);

export const IMPORT_DELETE_FORBIDDEN = defineError(
  'import_delete_forbidden',
  403,
  () => 'Only whoever made this import, the member it is about, or the family owner can delete it.',
);

export const IMPORT_TOO_LARGE = defineError<{ filename: string; bytes: number; maxBytes: number }>(
  'import_too_large',
  413,
  (p) =>
    `${p.filename} is ${mb(p.bytes)}; GiftLens reads export files up to ${mb(p.maxBytes)} each. Pick the export's zip instead: the browser sends only the files GiftLens reads.`,
);

export const IMPORT_IS_ZIP = defineError<{ filename: string }>(
  'import_is_zip',
  415,
  (p) =>
    `${p.filename} is a zip archive: pick it in the Import Social Data dialog, which opens it on your device and sends only the files GiftLens reads.`,
);

export const IMPORT_UNRECOGNIZED = defineError<{ filename: string; reason: string }>(
  'import_unrecognized',
  422,
  (p) => `${p.filename} ${p.reason}: ${NOT_AN_EXPORT}.`,
);

/** A file that needs more memory or time to read than any export file does (`limit` says which). */
export const IMPORT_TOO_COSTLY = defineError<{ filename: string; limit: 'memory' | 'time' }>(
  'import_too_costly',
  422,
  (p) =>
    `${p.filename} ${p.limit === 'memory' ? 'needs more memory to read than any Meta export file does' : 'takes longer to read than any Meta export file does'}: ${NOT_AN_EXPORT}.`,
);

/** Every reader is busy: the same file, sent again in a moment, is read. */
export const IMPORT_BUSY = defineError<{ filename: string }>(
  'import_busy',
  503,
  (p) => `GiftLens is busy reading other files: send ${p.filename} again in a moment.`,
);

/** A later file of a batch names an import that is not this batch's. */
export const IMPORT_NOT_THIS_BATCH = defineError<{ field: 'importId' }>(
  'import_not_this_batch',
  400,
  () => 'importId is not an import of this batch (same member, platform and person, within the hour)',
);

/** The request itself (before the file is looked at) needs more than any export's would. */
export const IMPORT_REQUEST_TOO_COSTLY = defineError(
  'import_request_too_costly',
  413,
  () => 'The request needs more memory or time to read than any export file does.',
);

export const IMPORT_TOO_MANY_VALUES = defineError(
  'import_too_many_values',
  400,
  () =>
    'Invalid body: an import holds familyMemberId, filename, content and importId, not hundreds of values',
);
