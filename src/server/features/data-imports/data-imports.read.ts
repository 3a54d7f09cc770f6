import { IMPORT_BUSY, IMPORT_TOO_COSTLY } from '#common/endpoints/data-imports.errors';
import type { ImportPlatform } from '#common/imports/files';
import { refusal } from '../../errors';
import {
  ExportReadError,
  ImportPoolBusyError,
  type KeptFile,
  type ReadExportFile,
} from '../../lib/meta-export';

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

/** The file's read, or the refusal naming why it could not be read. */
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
      throw refusal(IMPORT_TOO_COSTLY, { filename, limit: err.reason });
    }
    if (err instanceof ImportPoolBusyError) {
      throw refusal(IMPORT_BUSY, { filename });
    }
    throw err;
  }
}
