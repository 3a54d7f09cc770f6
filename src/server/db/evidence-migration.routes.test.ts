// The migration that turned stored evidence prose into data (0012-0015), run on rows written
// the old way: every row's words, rendered from its new reason and parameters, are the words it
// was saved with.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceText } from '#common/signals/evidence';
import type { SignalReason } from '#common/signals/weights';
import { migrationsFolder } from './client';

const LEGACY: Array<[source: string, weight: number, label: string, detail: string, reason: SignalReason]> = [
  ['questionnaire', 3, 'Hiking', 'listed as a hobby', 'questionnaire.hobby'],
  ['questionnaire', 3, 'Chess', 'listed as an activity', 'questionnaire.activity'],
  ['questionnaire', 3, 'Opera', 'listed as an interest', 'questionnaire.interest'],
  ['questionnaire', 3, 'LEGO', 'picked as a favourite brand', 'questionnaire.brand'],
  ['questionnaire', 2, 'Toys & Games', 'a favourite shopping category', 'questionnaire.category'],
  ['questionnaire', 2, 'Travel', 'a current focus', 'questionnaire.focus'],
  ['questionnaire', 3, 'Drone', 'on their wishlist', 'questionnaire.wishlist'],
  ['questionnaire', 1.5, 'Minimalist', 'a style they like', 'questionnaire.style'],
  ['questionnaire', 1, 'Family', 'something they value', 'questionnaire.value'],
  ['profile', 3, 'Jazz', 'listed as an interest on the profile', 'profile.interest'],
  ['ad_insight', 1.2, 'Fashion', 'ad targeting: "Interests: Fashion"', 'ad_insight.interest'],
  ['ad_insight', 0.5, 'Retargeted user', 'ad targeting: "Retargeting campaign"', 'ad_insight.behaviour'],
  ['import', 1.5, 'Outdoors', 'Instagram lists "Outdoor recreation" among their topics', 'import.topic'],
  ['import', 0.5, 'Patagonia', '"Patagonia" advertised to them on Facebook', 'import.advertiser'],
  ['import', 0.8, 'Tents', 'clicked an ad on Instagram: "Two-person tent" (3 times)', 'import.ad_clicked'],
  ['import', 0.4, 'REI', 'saw ads from REI on Instagram (2 times)', 'import.ad_viewed'],
  [
    'import',
    0.4,
    'Frequent travellers',
    'Facebook reached them as "Frequent travellers"',
    'import.behaviour',
  ],
  ['import', 1.2, 'National Geographic', 'liked natgeo on Instagram (4 times)', 'import.like'],
  ['import', 1.2, 'Lonely Planet', 'follows Lonely Planet on Instagram', 'import.follow'],
  ['import', 1.5, 'Baking', 'saved posts by bakewithme on Instagram (2 times)', 'import.saved'],
  ['import', 1, 'Kayaking', 'searched Instagram for "kayak"', 'import.search'],
  ['import', 3, 'Cars', 'on their Instagram wishlist: "LEGO Technic car" from LEGO', 'import.wishlist'],
  ['import', -2, 'Golf', 'told Facebook they are not interested in "Golf"', 'import.not_interested'],
  ['import', -1.5, 'Temu', 'hid an ad from "Temu" on Facebook', 'import.hidden_ad'],
  ['feed', 1, 'LEGO', 'liked “LEGO Classic box” in the feed', 'feed.liked'],
  ['feed', -1.5, 'Golf', 'disliked “Golf balls” in the feed', 'feed.disliked'],
  ['gift_feedback', 2.5, 'Hiking', 'feedback on a gift idea', 'gift_feedback.purchased'],
  ['gift_feedback', -1, 'Hiking', 'feedback on a gift idea', 'gift_feedback.deleted'],
  ['browsing', 0.3, 'Books', 'looked at Books in GiftLens', 'browsing.viewed'],
  ['browsing', 0.3, 'Chess', 'searched GiftLens for "chess set"', 'browsing.viewed'],
];

let dir: string;
let client: PGlite;

/** The migrations folder as it stood before evidence became data: its first `count` entries. */
function folderUpTo(count: number) {
  const copy = path.join(dir, `migrations-${count}`);
  cpSync(migrationsFolder, copy, { recursive: true });
  const journalFile = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return copy;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'giftlens-migration-'));
  client = await PGlite.create();
  const db = drizzle({ client });
  await migrate(db, { migrationsFolder: folderUpTo(12) });
  await client.exec(`
    insert into users (id, email) values (1, 'olga@example.com');
    insert into family_accounts (id, name, invite_code, owner_id, settings) values (1, 'The Lees', 'INV-AAAAAAAAA', 1, '{}');
    insert into family_members (id, family_account_id, name, relationship) values (1, 1, 'Jon', 'Sibling');
  `);
  for (const [source, weight, label, detail] of LEGACY) {
    await client.query(
      `insert into member_signals (family_account_id, family_member_id, concept, label, kind, weight, source, detail, observed_at)
       values (1, 1, $1, $2, 'interest', $3, $4, $5, '2026-03-10T00:00:00Z')`,
      [label.toLowerCase(), label, weight, source, detail],
    );
  }
  await client.exec(`
    insert into gift_ideas (family_account_id, family_member_id, created_by_user_id, category_id, title_key, title,
      description, search_phrase, ai_reasoning, ai_confidence, batch_id)
      values (1, 1, 1, (select min(id) from ad_categories), 'tent', 'Tent', 'A tent', 'tent',
        'Fits Jon''s interest in Hiking (listed as a hobby).', 7, 'b1');
    insert into feed_ads (family_account_id, family_member_id, created_by_user_id, gift_id, title, description,
      category, price_cents, call_to_action, shop_url, platform, ad_format, image_url, targeting_reason, ad_explanation)
      values (1, 1, 1, 'tent', 'Tent', 'A tent', 'outdoors', 9900, 'Shop', 'https://example.com', 'instagram',
        'square', '/x', 'Interests: Hiking', 'Shown because Jon listed Hiking as a hobby.');
  `);
  await migrate(db, { migrationsFolder });
});

afterAll(async () => {
  await client?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('turning stored evidence prose into data', () => {
  it('gives every old signal its reason and the parameters that say the same words', async () => {
    const { rows } = await client.query<{
      label: string;
      source: string;
      reason: SignalReason;
      params: object;
    }>('select label, source, reason, params from member_signals order by id');
    expect(rows).toHaveLength(LEGACY.length);
    rows.forEach((row, i) => {
      const [, , , detail, reason] = LEGACY[i] ?? [];
      expect(row.reason).toBe(reason);
      const words = evidenceText(
        {
          source: row.source as never,
          reason: row.reason,
          params: row.params,
          count: 1,
          first: '2026-03-10T00:00:00.000Z',
          at: '2026-03-10T00:00:00.000Z',
        },
        row.label,
        new Date('2026-03-20T00:00:00Z'),
      );
      expect(words).toBe(detail);
    });
    const columns = await client.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_name = 'member_signals'",
    );
    expect(columns.rows.map((c) => c.column_name)).not.toContain('detail');
  });

  it('keeps the words of old gift ideas and feed ads, for whoever generated them only', async () => {
    const idea = await client.query<{ reason: unknown; reason_sources: unknown }>(
      'select reason, reason_sources from gift_ideas',
    );
    expect(idea.rows[0]).toEqual({
      reason: { kind: 'ai', text: "Fits Jon's interest in Hiking (listed as a hobby)." },
      reason_sources: null,
    });
    const ad = await client.query<{ reason: unknown; reason_sources: unknown }>(
      'select reason, reason_sources from feed_ads',
    );
    expect(ad.rows[0]).toEqual({
      reason: {
        kind: 'legacy',
        targetingReason: 'Interests: Hiking',
        adExplanation: 'Shown because Jon listed Hiking as a hobby.',
      },
      reason_sources: null,
    });
  });
});
