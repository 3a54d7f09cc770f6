import { Parser } from 'htmlparser2';
import { feedInSlices, HtmlTooDeepError, MAX_HTML_DEPTH, StopReading } from './html-feed';
import { type ExportRecord, MAX_RECORDS_PER_FILE, type RecordSet } from './records';
import { cleanText, MAX_FIELD_CHARS } from './repair';

/** Class tokens Meta's HTML exports mark their parts with (stable across layout vintages). */
const CLASS = {
  record: '_a6-g',
  title: '_a6-h',
  body: '_a6-p',
  label: '_a6_q',
  value: '_a6_r',
  time: '_a72d',
} as const;

const NO_CLASSES: string[] = [];

/** A cell's text, kept up to MAX_FIELD_CHARS: nothing longer is a name, and a page may be one cell. */
const upTo = (text: string, more: string) => (text.length < MAX_FIELD_CHARS ? text + more : text);

type Role = 'title' | 'body' | 'label' | 'value' | 'time' | 'cell';

interface Open {
  name: string;
  record: boolean;
  role: Role | null;
}

interface RecordState {
  record: ExportRecord;
  title: string;
  time: string;
  label: string;
  lastLabel: string;
  value: string;
  line: string;
  /** Text of plain headings (`<h2>Ads interests</h2>`): context for nested records only. */
  heading: string;
}

interface TableState {
  rows: Array<{ cells: string[]; header: boolean }>;
  row: { cells: string[]; header: boolean } | null;
  cell: string | null;
  labelled: boolean;
  /** The heading or label of the record the table sits in. */
  context: string | undefined;
}

const HEADING = new Set(['h1', 'h2', 'h3', 'h4']);
const META_CLASS = Object.values(CLASS) as string[];

const BLOCK = new Set([
  'div',
  'p',
  'li',
  'br',
  'tr',
  'td',
  'th',
  'section',
  'ul',
  'ol',
  'table',
  'h1',
  'h2',
  'h3',
]);

/**
 * The records of an HTML export page, with a real (streaming) HTML parser keyed on Meta's
 * class tokens and the label text, not on nesting: wrappers change between versions (div vs
 * section, extra levels) while the tokens stay. Tables (Instagram's advertiser list, with
 * audience types marked `x`) become one record per row. Dates stay display strings here and
 * are read by `dates.ts`.
 */
export async function recordsFromHtml(
  html: string,
  parseDate: (text: string) => number | undefined,
): Promise<RecordSet> {
  const set: RecordSet = { keys: [], records: [], truncated: false, shaped: false };
  const stack: Open[] = [];
  const records: RecordState[] = [];
  const tables: TableState[] = [];
  let skipText = 0;
  let inTitleTag = false;
  let pageTitle = '';
  let headings = 0;

  const push = (record: ExportRecord) => {
    if (set.records.length < MAX_RECORDS_PER_FILE) set.records.push(record);
    else {
      set.truncated = true;
      throw new StopReading();
    }
  };
  /** The roles of the open elements that have one, innermost last (kept as they open and close). */
  const roles: Role[] = [];
  const innermostRole = (): Role | null => roles.at(-1) ?? null;
  const flushLine = (state: RecordState) => {
    if (state.line === '') return;
    const line = cleanText(state.line);
    if (line) state.record.values.push(line);
    state.line = '';
  };
  /** What an enclosing record says this part is about: its pending label, heading or title. */
  const contextOf = (state: RecordState | undefined): string | undefined => {
    if (!state) return undefined;
    const inValue = innermostRole() === 'value';
    return (
      cleanText(state.label) ||
      (inValue ? state.lastLabel : '') ||
      cleanText(state.heading) ||
      cleanText(state.title) ||
      state.record.context
    );
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (stack.length >= MAX_HTML_DEPTH) throw new HtmlTooDeepError();
        if (name === 'style' || name === 'script') skipText++;
        if (name === 'title') inTitleTag = true;
        const classList = attribs.class;
        const classes = classList?.includes('_a') ? classList.split(' ') : NO_CLASSES;
        if (!set.shaped && classes.some((c) => META_CLASS.includes(c))) set.shaped = true;
        const state = records.at(-1);
        if (state && BLOCK.has(name) && innermostRole() === 'body') flushLine(state);
        let role: Role | null = null;
        if (classes.includes(CLASS.title)) role = 'title';
        else if (classes.includes(CLASS.value)) role = 'value';
        else if (classes.includes(CLASS.label)) role = 'label';
        else if (classes.includes(CLASS.time)) role = 'time';
        else if (classes.includes(CLASS.body)) role = 'body';
        const table = tables.at(-1);
        if (name === 'table') {
          tables.push({ rows: [], row: null, cell: null, labelled: false, context: contextOf(state) });
        } else if (table && name === 'tr') table.row = { cells: [], header: false };
        else if (table && (name === 'td' || name === 'th') && table.row) {
          table.cell = '';
          if (name === 'th') table.row.header = true;
          if (role === 'label' || role === 'value') table.labelled = true;
          if (!role) role = 'cell';
        }
        if (role === 'value' && state) {
          // The label cell's own text so far names this value (the value sits inside it or after it).
          const label = cleanText(state.label);
          if (label) state.lastLabel = label;
          state.label = '';
          state.value = '';
        }
        if (role === 'label' && state) state.label = '';
        const record = classes.includes(CLASS.record);
        if (record) {
          const context = contextOf(state);
          records.push({
            record: context ? { pairs: [], values: [], context } : { pairs: [], values: [] },
            title: '',
            time: '',
            label: '',
            lastLabel: '',
            value: '',
            line: '',
            heading: '',
          });
        }
        if (HEADING.has(name) && !role) headings++;
        stack.push({ name, record, role });
        if (role) roles.push(role);
      },
      ontext(data) {
        if (inTitleTag) pageTitle = upTo(pageTitle, data);
        if (skipText > 0) return;
        const table = tables.at(-1);
        if (table && table.cell !== null) table.cell = upTo(table.cell, data);
        const state = records.at(-1);
        if (!state) return;
        if (headings > 0) state.heading = upTo(state.heading, data);
        switch (innermostRole()) {
          case 'title':
            state.title = upTo(state.title, data);
            break;
          case 'label':
            state.label = upTo(state.label, data);
            break;
          case 'value':
            state.value = upTo(state.value, data);
            break;
          case 'time':
            state.time = upTo(state.time, data);
            break;
          case 'body':
            state.line = upTo(state.line, data);
            break;
          default:
            break;
        }
      },
      onclosetag(name) {
        if (name === 'style' || name === 'script') skipText = Math.max(0, skipText - 1);
        if (name === 'title') inTitleTag = false;
        const open = stack.pop();
        if (open?.role) roles.pop();
        if (open && !open.role && HEADING.has(open.name)) headings = Math.max(0, headings - 1);
        const state = records.at(-1);
        if (state && open?.role === 'value') {
          const value = cleanText(state.value);
          if (value) state.record.pairs.push({ label: state.lastLabel, value });
          state.value = '';
        } else if (state && open?.role === 'label') {
          const label = cleanText(state.label);
          if (label) state.lastLabel = label;
          state.label = '';
        } else if (state && BLOCK.has(name) && innermostRole() === 'body') {
          flushLine(state);
        } else if (state && open?.role === 'body') {
          flushLine(state);
        }
        const table = tables.at(-1);
        if (table && (name === 'td' || name === 'th') && table.row && table.cell !== null) {
          table.row.cells.push(cleanText(table.cell));
          table.cell = null;
        } else if (table && name === 'tr' && table.row) {
          if (table.row.cells.some(Boolean)) table.rows.push(table.row);
          table.row = null;
        } else if (name === 'table') {
          tables.pop();
          if (table && !table.labelled) {
            for (const record of recordsFromTable(table)) {
              if (table.context) record.context = table.context;
              push(record);
            }
          }
        }
        if (open?.record) {
          records.pop();
          if (state) {
            flushLine(state);
            const title = cleanText(state.title);
            if (title) state.record.title = title;
            const time = parseDate(cleanText(state.time));
            if (time !== undefined) state.record.time = time;
            const { record } = state;
            if (record.title || record.pairs.length > 0 || record.values.length > 0) push(record);
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  const nothingYet = () =>
    set.records.length === 0 && records.length === 0 && tables.every((t) => t.rows.length === 0);
  if (await feedInSlices(parser, html, nothingYet)) set.truncated = true;
  const title = cleanText(pageTitle);
  if (title) set.pageTitle = title;
  return set;
}

/** A data table: a header row names the columns; each row's first cell names the record. */
function recordsFromTable(table: TableState): ExportRecord[] {
  const header = table.rows.find((r) => r.header)?.cells ?? [];
  return table.rows
    .filter((r) => !r.header)
    .flatMap((row): ExportRecord[] => {
      const [first, ...rest] = row.cells;
      if (!first) return [];
      if (rest.length === 0) return [{ pairs: [], values: [first] }];
      const pairs = rest.flatMap((cell, i) => {
        const label = header[i + 1] ?? `column ${i + 2}`;
        if (/^[x✓✔]$/i.test(cell)) return [{ label, value: 'true' }];
        return cell ? [{ label, value: cell }] : [];
      });
      return [{ title: first, pairs, values: [] }];
    });
}
