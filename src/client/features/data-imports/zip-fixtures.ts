import { BlobReader, BlobWriter, TextReader, ZipWriter } from '@zip.js/zip.js';

/** A zip of these entries (text, or a nested zip as a Blob), for tests of the selection. */
export async function makeZip(entries: Record<string, string | Blob>): Promise<Blob> {
  const writer = new ZipWriter(new BlobWriter('application/zip'));
  for (const [name, content] of Object.entries(entries)) {
    await writer.add(name, typeof content === 'string' ? new TextReader(content) : new BlobReader(content));
  }
  return writer.close();
}
