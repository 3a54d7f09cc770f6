import { CURSOR_INVALID } from '#common/endpoints/platform.errors';
import type { TrackedAd } from '#common/tracked-ads/schemas';
import { refusal } from '../../errors';
import {
  canDeleteTrackedAd,
  type MemberFacts,
  type RecorderSettings,
  type Viewer,
  visibleRecorderId,
} from '../../lib/access';
import type { AdCursor, AdRow } from './tracked-ads.repository';

export const adPhotoUrl = (adId: number, updatedAt: Date) =>
  `/api/tracked-ads/${adId}/photo?v=${updatedAt.getTime()}`;

/**
 * The ad as the API answers it; the caller has already checked the viewer may see it. Who
 * tracked it shows only when the recorder's `activityVisible` lets this viewer see it.
 */
export function toTrackedAdView(
  row: AdRow,
  member: MemberFacts,
  viewer: Viewer,
  recorders: ReadonlyMap<number, RecorderSettings>,
): TrackedAd {
  return {
    id: row.id,
    familyMemberId: row.familyMemberId,
    categoryId: row.categoryId,
    title: row.title,
    description: row.description,
    priceRange: row.priceRange,
    platform: row.platform,
    url: row.url,
    advertiser: row.advertiser,
    photoUrl: row.photoUpdatedAt ? adPhotoUrl(row.id, row.photoUpdatedAt) : null,
    metadata: row.metadata ?? null,
    createdByUserId:
      row.createdByUserId === null ? null : visibleRecorderId(recorders.get(row.createdByUserId), viewer),
    canDelete: canDeleteTrackedAd(row, member, viewer),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Opaque to clients: the last ad of a page, as `created_at` (ms) and id. */
export const encodeCursor = (row: { createdAt: Date; id: number }) =>
  Buffer.from(`${row.createdAt.getTime()}.${row.id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): AdCursor | undefined {
  if (cursor === undefined) return undefined;
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const id = Number(match?.[2]);
  const time = Number(match?.[1]);
  if (!match || id < 1 || id > 2_147_483_647 || time > 8.64e15)
    throw refusal(CURSOR_INVALID, { field: 'cursor' });
  return { createdAt: new Date(time), id };
}
