import type { Parser } from 'htmlparser2';

/**
 * Meta's pages nest about 20 levels deep. htmlparser2 keeps its open elements with
 * `unshift`/`shift` and scans them on every end tag, so its work grows with the square of
 * the depth (200,000 nested divs: tens of seconds on one thread): deeper than this is refused
 * before that cost, and the cost of every tag stays bounded by this.
 */
export const MAX_HTML_DEPTH = 128;
/**
 * Tags (start and end) read from one page at most: the record cap is reached within about
 * 1.4 million in a real page; past this, as past the record cap, the rest is not read, so the
 * time a page can take stays bounded whatever it holds (end tags that close nothing included).
 */
export const MAX_HTML_TAGS = 2_000_000;

/** Why an HTML page was not read: no export nests like this. */
export class HtmlTooDeepError extends Error {
  constructor() {
    super(`nests HTML elements more than ${MAX_HTML_DEPTH} levels deep, which no Meta export does`);
  }
}

/** Thrown from a parser callback to stop reading (the rest of the page is not needed). */
export class StopReading extends Error {}

/**
 * The page is fed to the parser in slices, and the event loop runs between them: a 25 MB page
 * takes a second or two, and other requests must not wait for it.
 */
const SLICE_CHARS = 16 * 1024;
/**
 * A Meta page's records start after 10-15 KB of inline CSS: a page that has shown no record
 * (and holds no table rows) by this point is not an export page, and is not read further.
 */
const FIRST_RECORD_WITHIN_CHARS = 1024 * 1024;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function countTags(text: string): number {
  let count = 0;
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) count++;
  return count;
}

/**
 * Feeds the page to the parser slice by slice, yielding to other work between slices, and
 * stops early: at the tag cap (answering true: the rest was not read), when nothing of an
 * export has shown by the first megabyte, or when a callback throws StopReading.
 * HtmlTooDeepError and anything else a callback throws pass through.
 */
export async function feedInSlices(
  parser: Parser,
  html: string,
  nothingYet: () => boolean,
): Promise<boolean> {
  let tags = 0;
  let truncated = false;
  try {
    for (let at = 0; at < html.length; at += SLICE_CHARS) {
      if (at > 0) await nextTurn();
      if (at >= FIRST_RECORD_WITHIN_CHARS && nothingYet()) break;
      const slice = html.slice(at, at + SLICE_CHARS);
      tags += countTags(slice);
      if (tags > MAX_HTML_TAGS) {
        truncated = true;
        break;
      }
      parser.write(slice);
    }
    parser.end();
  } catch (err) {
    if (!(err instanceof StopReading)) throw err;
  }
  return truncated;
}
