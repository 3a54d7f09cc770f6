import type { Resource } from './api/resources';
import { type SignalSource, sourcesTaughtBy } from './signals/sources';

/**
 * Every kind of record that belongs to a family member, declared once (decision 0024). The
 * server's access module finds one for a viewer with `requireRecord`, the account's export and
 * erase and the route inventory iterate the kinds, and the endpoints that change one declare
 * `affects: changesOf(kind)`, so the client refreshes what it touches. Adding a kind is this
 * entry, its feature's record file (server/features/<name>/<name>.record.ts) and one line in
 * server/app.ts's registry.
 */
export interface MemberRecordDeclaration {
  /** How errors name it: "Tracked ad not found". */
  label: string;
  /** The path that names one, and that every route acting on one starts with. */
  path: string;
  /** The answers made of it. */
  resource: Resource;
  /**
   * The signal sources it teaches (forgotten with it), as the signal sources table
   * (signals/sources.ts) names this kind; none for a kind that teaches nothing.
   */
  signalSources: readonly SignalSource[];
}

export const MEMBER_RECORDS = {
  trackedAd: {
    label: 'Tracked ad',
    path: '/api/tracked-ads/:id',
    resource: 'trackedAds',
    signalSources: sourcesTaughtBy('trackedAd'),
  },
  giftIdea: {
    label: 'Gift idea',
    path: '/api/gift-ideas/:id',
    resource: 'giftIdeas',
    signalSources: sourcesTaughtBy('giftIdea'),
  },
  dataImport: {
    label: 'Data import',
    path: '/api/data-imports/:id',
    resource: 'imports',
    signalSources: sourcesTaughtBy('dataImport'),
  },
  feedAd: {
    label: 'Feed ad',
    path: '/api/instagram-ads/:adId',
    resource: 'feed',
    signalSources: sourcesTaughtBy('feedAd'),
  },
  occasion: {
    label: 'Occasion',
    path: '/api/occasions/:id',
    resource: 'occasions',
    signalSources: sourcesTaughtBy('occasion'),
  },
  wishlistItem: {
    label: 'Wishlist item',
    path: '/api/wishlist-items/:id',
    resource: 'wishlists',
    signalSources: sourcesTaughtBy('wishlistItem'),
  },
} as const satisfies Record<string, MemberRecordDeclaration>;

export type MemberRecordKind = keyof typeof MEMBER_RECORDS;
export const MEMBER_RECORD_KINDS = Object.keys(MEMBER_RECORDS) as MemberRecordKind[];

/** What creating, changing or deleting a record of this kind touches. */
export function changesOf(kind: MemberRecordKind): readonly Resource[] {
  const { resource, signalSources } = MEMBER_RECORDS[kind];
  return signalSources.length > 0 ? [resource, 'signals'] : [resource];
}
