import type { ImportPlatform } from '#common/imports/files';
import { AppError } from '../../errors';
import {
  ExportReadError,
  ImportPoolBusyError,
  type KeptFile,
  type ReadExportFile,
} from '../../lib/meta-export';

export const NOT_AN_EXPORT = 'it is not a file of an Instagram or Facebook data export that GiftLens reads';

/** Reads one file off the event loop (lib/meta-export/parse-pool.ts). */
export type ReadFile = (
  fileName: string,
  content: string,
  platform: ImportPlatform,
) => Promise<ReadExportFile>;

/**
 * A file the import thread kept apart from its request's body (data-imports.routes.ts): what
 * it is, and its read, begun with the request.
 */
export type FileInHand = KeptFile & { read: Promise<ReadExportFile | null> };

/** The file's read, or the AppError naming why it could not be read. */
export async function readOrRefuse(
  reading: Promise<ReadExportFile | null>,
  filename: string,
): Promise<ReadExportFile> {
  try {
    const read = await reading;
    if (!read) throw new Error('the import thread read no file for this request');
    return read;
  } catch (err) {
    if (err instanceof ExportReadError) {
      const why =
        err.reason === 'memory'
          ? 'needs more memory to read than any Meta export file does'
          : 'takes longer to read than any Meta export file does';
      throw new AppError('import_unrecognized', `${filename} ${why}: ${NOT_AN_EXPORT}.`);
    }
    if (err instanceof ImportPoolBusyError) {
      throw new AppError(
        'unavailable',
        `GiftLens is busy reading other files: send ${filename} again in a moment.`,
      );
    }
    throw err;
  }
}
