import { describe, expect, it } from 'vitest';
import { type ErrorDef, type ErrorParams, errorStatus, type FieldErrorDef, INVALID_FIELD } from '../errors';

const modules = import.meta.glob<Record<string, unknown>>('./*.errors.ts', { eager: true });

type AnyDef = ErrorDef<never> & { words?: unknown };
const isDef = (value: unknown): value is AnyDef =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as AnyDef).code === 'string' &&
  typeof (value as AnyDef).status === 'number' &&
  typeof (value as AnyDef).message === 'function';

/** Every refusal declared with defineError: each `*.errors.ts` here, and `invalid_field`. */
function declared(): Array<{ name: string; def: AnyDef }> {
  const found = new Map<AnyDef, string>([[INVALID_FIELD as AnyDef, 'errors.ts INVALID_FIELD']]);
  for (const [file, mod] of Object.entries(modules))
    for (const [name, value] of Object.entries(mod))
      if (isDef(value) && !found.has(value)) found.set(value, `${file.slice(2)} ${name}`);
  return [...found].map(([def, name]) => ({ name, def }));
}

/** Parameters as the server sends them, for every refusal that has any (by code). */
const SAMPLES: Record<string, ErrorParams> = {
  invalid_field: { field: 'name', issue: 'too_small', limit: 1 },
  signed_request_invalid: { problem: 'bad_signature' },
  signed_request_stale: { minutesOld: 42, maxMinutes: 10 },
  import_too_large: { filename: 'ads.json', bytes: 30 * 1024 * 1024, maxBytes: 25 * 1024 * 1024 },
  import_is_zip: { filename: 'export.zip' },
  import_unrecognized: { filename: 'ads.json', reason: 'is not valid JSON' },
  import_too_costly: { filename: 'ads.json', limit: 'memory' },
  import_busy: { filename: 'ads.json' },
  import_not_this_batch: { field: 'importId' },
  families_owned_limit: { max: 10 },
  takeover_not_yours: { field: 'takeOverMemberId' },
  handover_no_account: { memberId: 4, name: 'Gran' },
  handover_to_child: { memberId: 5, name: 'Mia' },
  handover_owns_too_many: { memberId: 6, name: 'Rae', max: 10 },
  family_name_mismatch: { field: 'confirm', familyName: 'The Smiths' },
  exchange_no_draw: { field: 'exclusions' },
  exchange_participant_unknown: { field: 'participantMemberIds', memberId: 99 },
  exchange_participant_without_account: { field: 'participantMemberIds', memberId: 4, name: 'Gran' },
  gift_occasion_not_members: { field: 'occasionId', occasionId: 12, name: 'Ann' },
  gift_idea_exists: { title: 'Red kite', name: 'Ann' },
  gift_idea_page_untitled: { field: 'title' },
  invite_record_has_account: { field: 'memberId', memberId: 3, name: 'Sam' },
  invite_record_child: { field: 'memberId', memberId: 5 },
  invite_resend_too_soon: { waitMinutes: 1, intervalMinutes: 10 },
  link_not_valid: { field: 'url' },
  link_scheme_refused: { field: 'url' },
  link_has_credentials: { field: 'url' },
  link_not_public: { field: 'url' },
  link_timeout: { subject: 'page' },
  link_too_large: { subject: 'image', maxBytes: 5 * 1024 * 1024 },
  link_unreachable: { subject: 'page' },
  link_answered_error: { subject: 'page', status: 404 },
  link_too_many_redirects: { subject: 'page', maxRedirects: 5 },
  link_wrong_type: { subject: 'image' },
  family_full: { max: 60 },
  merge_same_record: { field: 'intoMemberId' },
  merge_needs_consent: { memberId: 3, name: 'Sam' },
  merge_other_way: { memberId: 3, name: 'Sam' },
  merge_needs_no_asking: { field: 'intoMemberId', name: 'Gran' },
  merge_waiting_for_person: { name: 'Sam' },
  occasion_not_in_family: { field: 'occasionId' },
  anniversary_with_self: { field: 'otherMemberId' },
  anniversary_member_unknown: { field: 'otherMemberId', memberId: 99 },
  anniversary_with_child: { field: 'otherMemberId', memberId: 5, name: 'Mia' },
  birthday_exists: { memberId: 3, name: 'Ann' },
  country_unknown: { field: 'country', country: 'XX' },
  holiday_unknown: { field: 'enabled', holiday: 'made-up-day' },
  not_found: { what: 'Family member' },
  rate_limited: { group: 'writes', max: 120, window: 'minute', retryAfterSeconds: 58 },
  idempotency_key_invalid: { field: 'Idempotency-Key', minLength: 8, maxLength: 100 },
  cursor_invalid: { field: 'cursor' },
  payload_too_large: { maxBytes: 1024 * 1024 },
  json_too_deep: { maxDepth: 32 },
  uploads_in_progress: { maxInProgress: 2 },
  photo_too_large: { maxBytes: 5 * 1024 * 1024 },
  screenshot_not_an_image: { field: 'image' },
  screenshot_too_large: { maxBytes: 10 * 1024 * 1024 },
  screenshot_busy: { retryAfterSeconds: 5 },
  ad_category_unknown: { field: 'categoryId', categoryId: 999 },
  wishlist_full: { maxItems: 200 },
  wishlist_title_required: { field: 'title' },
  wishlist_page_untitled: { field: 'title' },
  claim_exceeds_remaining: { remaining: 1 },
  group_target_below_pledged: { field: 'targetCents', pledgedCents: 6000 },
  pledge_exceeds_remaining: { field: 'amountCents', remainingCents: 1500 },
};

/** The parameters a message reads, whatever it does with them. */
function paramsRead(def: AnyDef): string[] {
  const read = new Set<string>();
  const spy = new Proxy(
    {},
    {
      get: (_target, key) => {
        if (typeof key === 'string') read.add(key);
        return undefined;
      },
    },
  );
  try {
    (def.message as (params: unknown) => string)(spy);
  } catch {
    // a message that needs its parameters: what it read before failing still counts
  }
  return [...read];
}

const wordsOf = (def: AnyDef, params: ErrorParams) => (def.message as (p: ErrorParams) => string)(params);

describe('the declared refusals', () => {
  const all = declared();

  it('are found in every *.errors.ts', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(15);
    expect(all.length).toBeGreaterThan(100);
  });

  it('each have their own snake_case code', () => {
    const codes = all.map(({ def }) => def.code);
    const twice = codes.filter((code, i) => codes.indexOf(code) !== i);
    expect(twice).toEqual([]);
    expect(codes.filter((code) => !/^[a-z]+(_[a-z]+)*$/.test(code))).toEqual([]);
  });

  it('answer with an error status, the same as a generic code of the same name', () => {
    for (const { name, def } of all) {
      expect(def.status, name).toBeGreaterThanOrEqual(400);
      expect(def.status, name).toBeLessThanOrEqual(599);
      const generic = (errorStatus as Record<string, number>)[def.code];
      if (generic !== undefined) expect(def.status, name).toBe(generic);
    }
  });

  it('word every refusal from sample parameters, with every parameter its words read', () => {
    for (const { name, def } of all) {
      const read = paramsRead(def);
      const sample = SAMPLES[def.code] ?? {};
      expect(
        read.filter((key) => !(key in sample)),
        `${name}: add its parameters to SAMPLES`,
      ).toEqual([]);
      const words = wordsOf(def, sample);
      expect(typeof words, name).toBe('string');
      expect(words.trim().length, name).toBeGreaterThan(0);
      expect(words, name).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('keeps no sample for a code nobody declares', () => {
    const codes = new Set(all.map(({ def }) => def.code));
    expect(Object.keys(SAMPLES).filter((code) => !codes.has(code))).toEqual([]);
  });

  it('words a refusal about a field as `field: words`, so a form can show the words alone', () => {
    const fieldDefs = all.filter(({ def }) => typeof def.words === 'function');
    expect(fieldDefs.length).toBeGreaterThan(10);
    for (const { name, def } of fieldDefs) {
      const sample = SAMPLES[def.code] as ErrorParams & { field: string };
      const words = (def as unknown as FieldErrorDef).words(sample);
      expect(wordsOf(def, sample), name).toBe(`${sample.field}: ${words}`);
    }
  });
});
