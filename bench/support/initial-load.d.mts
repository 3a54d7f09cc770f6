export const CLIENT_DIR: string;
/** Gzipped size of a file of the built client, by its URL path (`/assets/…`). */
export function gzipSize(ref: string, dir?: string): number;
/** The files an HTML page of the built client loads up front, with their gzipped sizes. */
export function initialLoad(
  page: string,
  dir?: string,
): { html: string; files: { ref: string; size: number }[]; js: number; css: number };
