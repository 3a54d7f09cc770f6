import {
  BlobReader,
  BlobWriter,
  configure,
  type Entry,
  type FileEntry,
  TextWriter,
  ZipReader,
} from '@zip.js/zip.js';
import { isAllowListedEntry, isLooseImportFile, isZipName } from '#common/imports/files';

// In the page's own thread: the CSP allows no blob: workers, and only a few small files are inflated.
configure({ useWebWorkers: false });

/** One file the dialog will send: a loose file, or an allow-listed entry of a zip. */
export interface PickedFile {
  key: string;
  /** The file's own name (what the server sees). */
  name: string;
  /** Where it came from: the zip (and folder) or null for a loose file. */
  from: string | null;
  size: number;
  read(signal?: AbortSignal): Promise<string>;
}

export interface Selection {
  files: PickedFile[];
  /** Entries of the zips left on the device (messages, photos, videos, everything else). */
  keptLocal: number;
  /** Loose files with an extension the importer does not take. */
  refused: string[];
  /** Files over the per-file cap, by name. */
  tooLarge: string[];
}

const MAX_NESTING = 2;

class TooLarge extends Error {}

/** An entry's text, stopping as soon as it inflates past the cap (a zip bomb lies about its size). */
function readEntry(entry: FileEntry, maxBytes: number, signal?: AbortSignal): Promise<string> {
  const abort = new AbortController();
  signal?.addEventListener('abort', () => abort.abort(signal.reason), { once: true });
  return entry
    .getData(new TextWriter(), {
      signal: abort.signal,
      onprogress: async (progress) => {
        if (progress > maxBytes) abort.abort(new TooLarge(`${entry.filename} is larger than it says`));
      },
    })
    .catch((err: unknown) => {
      if (abort.signal.reason instanceof TooLarge) throw abort.signal.reason;
      throw err;
    });
}

const baseName = (path: string) => path.split('/').pop() ?? path;
const folderOf = (path: string) => path.split('/').slice(0, -1).join('/');

async function fromZip(blob: Blob, label: string, maxBytes: number, depth: number, out: Selection) {
  const reader = new ZipReader(new BlobReader(blob));
  // Reads the central directory only: a 2 GB export is a few reads at its end, not a download.
  const entries: Entry[] = await reader.getEntries();
  for (const entry of entries) {
    if (entry.directory) continue;
    if (isZipName(entry.filename) && depth < MAX_NESTING) {
      // A meta-…zip nests the instagram-…zip and facebook-…zip parts.
      const inner = await entry.getData(new BlobWriter('application/zip'));
      await fromZip(inner, `${label} › ${baseName(entry.filename)}`, maxBytes, depth + 1, out);
      continue;
    }
    if (!isAllowListedEntry(entry.filename)) {
      out.keptLocal++;
      continue;
    }
    if (entry.uncompressedSize > maxBytes) {
      out.tooLarge.push(baseName(entry.filename));
      continue;
    }
    const folder = folderOf(entry.filename);
    out.files.push({
      key: `${label}/${entry.filename}`,
      name: baseName(entry.filename),
      from: folder ? `${label} › ${folder}` : label,
      size: entry.uncompressedSize,
      read: (signal) => readEntry(entry, maxBytes, signal),
    });
  }
}

/**
 * What the user picked, as files to send: zips are opened here, on the device, and only their
 * allow-listed ad, interest, like, follow, search and wishlist files are kept; loose .json,
 * .html and .txt files are taken as they are.
 */
export async function selectImportFiles(picked: readonly File[], maxBytes: number): Promise<Selection> {
  const out: Selection = { files: [], keptLocal: 0, refused: [], tooLarge: [] };
  for (const file of picked) {
    if (isZipName(file.name)) {
      await fromZip(file, file.name, maxBytes, 0, out);
    } else if (!isLooseImportFile(file.name)) {
      out.refused.push(file.name);
    } else if (file.size > maxBytes) {
      out.tooLarge.push(file.name);
    } else {
      out.files.push({
        key: `loose/${file.name}/${file.size}/${file.lastModified}`,
        name: file.name,
        from: null,
        size: file.size,
        read: () => file.text(),
      });
    }
  }
  const seen = new Set<string>();
  out.files = out.files.filter((f) => {
    if (seen.has(f.key)) return false;
    seen.add(f.key);
    return true;
  });
  return out;
}
