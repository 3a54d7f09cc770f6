/** What one piece of an export says about the member, after parsing and the noise filter. */
export const ITEM_KINDS = [
  'topic',
  'advertiser',
  'ad_clicked',
  'ad_viewed',
  'behaviour',
  'like',
  'follow',
  'saved',
  'search',
  'wishlist',
  'not_interested',
  'hidden_ad',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export interface ExtractedItem {
  kind: ItemKind;
  /** The topic, advertiser, account, search, product… as the export wrote it (repaired). */
  text: string;
  /** Audience types of an advertiser, the merchant of a product. */
  detail?: string;
  /** The latest time it was seen (ms), when the export says. */
  time?: number;
  /** How often it occurred in the file (duplicates are folded into one item). */
  count: number;
}

/** Negative evidence: accounts, topics and ads the member said they do not want. */
export const NEGATIVE_KINDS: readonly ItemKind[] = ['not_interested', 'hidden_ad'];
