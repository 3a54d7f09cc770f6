import { createHash } from 'node:crypto';
import type { ImportPlatform } from '#common/imports/files';
import { type ImportSignal, signalsFromImportItems } from '#common/imports/import-signals';
import { type ParsedFile, parseExportFile } from './parse';

/** One file read: what it holds and, for a file that taught something, its fingerprint and signals. */
export interface ReadExportFile {
  /** The name and platform it was read as. */
  fileName: string;
  platform: ImportPlatform;
  parsed: ParsedFile;
  /** The same file sent twice in one batch (two parts of a zip both hold it) counts once. */
  fingerprint: string | null;
  /** What its items teach GiftLens about the member. */
  signals: ImportSignal[];
}

/**
 * The whole read of one file as the import thread runs it (parse-pool.ts): format, records,
 * items, and the signals they teach, as plain data.
 */
export async function readExportFile(
  fileName: string,
  content: string,
  platform: ImportPlatform,
): Promise<ReadExportFile> {
  const parsed = await parseExportFile(fileName, content);
  if (parsed.status !== 'read') return { fileName, platform, parsed, fingerprint: null, signals: [] };
  return {
    fileName,
    platform,
    parsed,
    fingerprint: createHash('sha256').update(content).digest('hex').slice(0, 24),
    signals: signalsFromImportItems(parsed.items, platform),
  };
}
