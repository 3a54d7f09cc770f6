import { OCCASION_NOT_IN_FAMILY } from '#common/endpoints/occasions.errors';
import * as refused from '#common/endpoints/wishlists.errors';
import { wishlistSignals } from '#common/signals/wishlist-signals';
import {
  type ClaimInput,
  type ClaimState,
  type CreateWishlistItemData,
  WISHLIST_LIMITS,
  type WishlistItem,
} from '#common/wishlists';
import { AppError, notFound, refusal } from '../../errors';
import {
  type Access,
  canEdit,
  canSeeClaims,
  type MemberScope,
  type RecordLookup,
  type Viewer,
} from '../../lib/access';
import type { OccasionsPort } from '../../lib/ports';
import type { Signals } from '../../lib/signals';
import type { ClaimRow, PledgeRow, WishlistItemRow, WishlistsRepository } from './wishlists.repository';

export const FORMER_MEMBER = 'A former member';

/** What a pasted link's page says (lib/link-preview), and its picture copied and re-encoded. */
export interface LinkPreviewPort {
  preview(url: string): Promise<{
    title: string | null;
    priceCents: number | null;
    currency: string | null;
    imageUrl: string | null;
  }>;
  copyImage(imageUrl: string): Promise<{ mime: string; data: Buffer }>;
}

/** Someone who mails claimers when an item they claimed goes (best effort). */
export interface ClaimNotifier {
  itemRemoved(
    claimers: Array<{ userId: number; email: string | null; firstName: string | null }>,
    title: string,
    memberName: string,
  ): Promise<void>;
}

const imageUrlOf = (row: WishlistItemRow) =>
  row.imageUpdatedAt ? `/api/wishlist-items/${row.id}/image?v=${row.imageUpdatedAt.getTime()}` : null;

export function createWishlistsService(
  repo: WishlistsRepository,
  access: Access,
  signals: Signals,
  record: RecordLookup<WishlistItemRow>,
  ports: {
    /** Whether an occasion an item names is the family's. */
    occasions: Pick<OccasionsPort, 'isFamilyOccasion'>;
    links?: LinkPreviewPort;
    notify?: ClaimNotifier;
    log?: { warn(obj: object, msg: string): void };
  },
) {
  /** Claimers and pledgers by the name the family knows them by, or "A former member". */
  async function namesIn(scope: MemberScope | Awaited<ReturnType<Access['requireFamily']>>) {
    const members = await access.membersWhere(scope, () => true);
    return new Map(members.flatMap((m) => (m.userId ? [[m.userId, m.name] as const] : [])));
  }

  function claimStateOf(
    row: WishlistItemRow,
    claims: ClaimRow[],
    pledges: PledgeRow[],
    releases: Array<{ amountCents: number; releasedAt: Date }>,
    viewer: Viewer,
    names: Map<number, string>,
  ): ClaimState {
    const person = (userId: number) => ({
      userId,
      name: names.get(userId) ?? FORMER_MEMBER,
      mine: userId === viewer.userId,
    });
    const claimedQuantity = claims.reduce((sum, c) => sum + c.quantity, 0);
    const purchasedQuantity = claims
      .filter((c) => c.status === 'purchased')
      .reduce((sum, c) => sum + c.quantity, 0);
    const mine = claims.find((c) => c.userId === viewer.userId);
    const remaining = Math.max(0, row.quantity - claimedQuantity);
    return {
      claimedQuantity,
      purchasedQuantity,
      remaining,
      claims: claims.map((c) => ({ ...person(c.userId), quantity: c.quantity, status: c.status })),
      changedSinceMyClaim: mine ? row.updatedAt.getTime() > mine.seenAt.getTime() : false,
      releasedPledges: mine
        ? releases
            .filter((r) => r.releasedAt.getTime() > mine.seenAt.getTime())
            .map((r) => ({ amountCents: r.amountCents, releasedAt: r.releasedAt.toISOString() }))
        : [],
      groupGift:
        row.groupTargetCents === null
          ? null
          : {
              targetCents: row.groupTargetCents,
              pledgedCents: pledges.reduce((sum, p) => sum + p.amountCents, 0),
              pledges: pledges.map((p) => ({ ...person(p.userId), amountCents: p.amountCents })),
            },
      canClaim: remaining > 0 || mine !== undefined,
    };
  }

  /**
   * Items as this viewer sees them. The member they are for gets no claim state at all: not
   * empty, absent, so nothing in their answers moves when relatives claim or pledge.
   */
  async function views(
    rows: WishlistItemRow[],
    subjects: Map<number, MemberScope['subject']>,
    scope: Pick<MemberScope, 'viewer' | 'familyPrivacy'> & Parameters<typeof namesIn>[0],
  ): Promise<WishlistItem[]> {
    const ids = rows.map((r) => r.id);
    const [claims, pledges, releases, names] = await Promise.all([
      repo.claimsOf(ids),
      repo.pledgesOf(ids),
      repo.releasesOf(ids),
      namesIn(scope),
    ]);
    return rows.flatMap((row) => {
      const subject = subjects.get(row.familyMemberId);
      if (!subject) return [];
      const base: WishlistItem = {
        id: row.id,
        familyMemberId: row.familyMemberId,
        title: row.title,
        url: row.url,
        imageUrl: imageUrlOf(row),
        priceCents: row.priceCents,
        currency: row.currency,
        notes: row.notes,
        priority: row.priority,
        quantity: row.quantity,
        occasionId: row.occasionId,
        createdAt: row.createdAt.toISOString(),
        canEdit: canEdit(subject, scope.viewer),
      };
      if (!canSeeClaims(subject, scope.viewer)) {
        if (!scope.familyPrivacy.showClaimedToMember) return [base];
        return [{ ...base, somethingClaimed: claims.some((c) => c.itemId === row.id) }];
      }
      const state = claimStateOf(
        row,
        claims.filter((c) => c.itemId === row.id),
        pledges.filter((p) => p.itemId === row.id),
        releases.filter((r) => r.itemId === row.id),
        scope.viewer,
        names,
      );
      return [{ ...base, claimState: state }];
    });
  }

  async function viewOne(id: number, userId: number): Promise<WishlistItem> {
    const { row, scope } = await access.requireRecord(record, id, userId);
    const [view] = await views([row], new Map([[row.familyMemberId, scope.subject]]), scope);
    if (!view) throw notFound('Wishlist item');
    return view;
  }

  /** Fills what a link's page says into what the user left empty; a picture when the page has one. */
  async function withPreview(data: CreateWishlistItemData) {
    let image: { mime: string; data: Buffer } | null = null;
    if (!data.url || !ports.links) {
      if (!data.title) throw refusal(refused.WISHLIST_TITLE_REQUIRED, { field: 'title' });
      return { item: { ...data, title: data.title }, image };
    }
    try {
      const page = await ports.links.preview(data.url);
      if (page.imageUrl) {
        image = await ports.links.copyImage(page.imageUrl).catch((err: unknown) => {
          ports.log?.warn({ code: 'wishlist_image_failed', err }, 'wishlist picture not copied');
          return null;
        });
      }
      const title = data.title ?? page.title?.slice(0, WISHLIST_LIMITS.title) ?? null;
      if (!title) throw refusal(refused.WISHLIST_PAGE_UNTITLED, { field: 'title' });
      const priced =
        data.priceCents === null &&
        page.priceCents !== null &&
        page.priceCents <= WISHLIST_LIMITS.maxPriceCents;
      return {
        item: {
          ...data,
          title,
          // A price and its currency come together: the page's both, or the user's both.
          priceCents: priced ? page.priceCents : data.priceCents,
          currency: priced ? page.currency : data.currency,
        },
        image,
      };
    } catch (err) {
      // A page that cannot be read still saves what the user typed.
      if (data.title) {
        if (!(err instanceof AppError))
          ports.log?.warn({ code: 'wishlist_preview_failed', err }, 'page not read');
        return { item: { ...data, title: data.title }, image: null };
      }
      throw err;
    }
  }

  async function checkOccasion(familyId: number, occasionId: number | null) {
    if (occasionId !== null && !(await ports.occasions.isFamilyOccasion(familyId, occasionId)))
      throw refusal(OCCASION_NOT_IN_FAMILY, { field: 'occasionId' });
  }

  const teach = (
    familyId: number,
    memberId: number,
    id: number,
    item: { title: string; notes: string | null },
  ) => signals.replace({ familyId, memberId }, 'wishlist', id, wishlistSignals(item));

  /** The item for a claim or pledge: someone else's, that the viewer may see. */
  async function othersItem(id: number, userId: number) {
    const found = await access.requireRecord(record, id, userId);
    if (!canSeeClaims(found.scope.subject, found.scope.viewer)) throw refusal(refused.CLAIM_OWN_ITEM);
    return found;
  }

  return {
    async forMember(userId: number, memberId: number): Promise<WishlistItem[]> {
      const scope = await access.requireMember(memberId, userId);
      const rows = await repo.forMembers(scope.family.id, [memberId]);
      return views(rows, new Map([[memberId, scope.subject]]), scope);
    },

    async forFamily(
      userId: number,
      familyId: number,
      filters: { occasionId?: number; unclaimed?: '1' | '0' },
    ): Promise<WishlistItem[]> {
      const scope = await access.requireFamily(familyId, userId);
      const members = await access.membersWhere(scope, () => true);
      const rows = (
        await repo.forMembers(
          familyId,
          members.map((m) => m.id),
        )
      ).filter((r) => filters.occasionId === undefined || r.occasionId === filters.occasionId);
      const all = await views(rows, new Map(members.map((m) => [m.id, m.subject])), scope);
      // "Not yet claimed" filters on what the viewer may know: the member's own items have no state.
      return filters.unclaimed === '1' ? all.filter((i) => i.claimState && i.claimState.remaining > 0) : all;
    },

    async create(userId: number, memberId: number, data: CreateWishlistItemData): Promise<WishlistItem> {
      const scope = await access.requireEditor(memberId, userId, undefined, refused.WISHLIST_EDIT_FORBIDDEN);
      if ((await repo.countForMember(scope.family.id, memberId)) >= WISHLIST_LIMITS.itemsPerMember)
        throw refusal(refused.WISHLIST_FULL, { maxItems: WISHLIST_LIMITS.itemsPerMember });
      await checkOccasion(scope.family.id, data.occasionId);
      const { item, image } = await withPreview(data);
      const id = await repo.transaction(async () => {
        const created = await repo.create(scope.family.id, memberId, userId, item);
        if (image) await repo.saveImage(created, image.mime, image.data);
        await teach(scope.family.id, memberId, created, item);
        return created;
      });
      return viewOne(id, userId);
    },

    async update(userId: number, id: number, data: CreateWishlistItemData): Promise<WishlistItem> {
      const { row, scope } = await access.requireRecord(record, id, userId);
      if (!canEdit(scope.member, scope.viewer)) throw refusal(refused.WISHLIST_EDIT_FORBIDDEN);
      await checkOccasion(scope.family.id, data.occasionId);
      const linkChanged = data.url !== null && data.url !== row.url;
      const { item, image } = linkChanged
        ? await withPreview(data)
        : { item: { ...data, title: data.title ?? row.title }, image: null };
      await repo.transaction(async () => {
        await repo.update(scope.family.id, id, item);
        if (image) await repo.saveImage(id, image.mime, image.data);
        await teach(scope.family.id, row.familyMemberId, id, item);
      });
      return viewOne(id, userId);
    },

    async remove(userId: number, id: number): Promise<void> {
      const { row, scope } = await access.requireRecord(record, id, userId);
      if (!canEdit(scope.member, scope.viewer)) throw refusal(refused.WISHLIST_EDIT_FORBIDDEN);
      const claimers = await repo.claimersOf(id);
      await repo.transaction(async () => {
        await signals.forget(scope.family.id, 'wishlist', id);
        await repo.remove(scope.family.id, id);
      });
      if (claimers.length > 0 && ports.notify)
        await ports.notify.itemRemoved(claimers, row.title, scope.member.name).catch((err: unknown) => {
          ports.log?.warn({ code: 'claim_notice_failed', err }, 'claimers not told');
        });
    },

    async image(userId: number, id: number) {
      const { row } = await access.requireRecord(record, id, userId);
      const image = await repo.image(row.id);
      if (!image) throw notFound('Picture');
      return image;
    },

    /** Claims under a lock on the item: two relatives taking the last one get one 201 and one 409. */
    async claim(userId: number, id: number, input: Required<ClaimInput>): Promise<WishlistItem> {
      await othersItem(id, userId);
      await repo.transaction(async () => {
        const item = await repo.lockItem(id);
        if (!item) throw notFound('Wishlist item');
        const claims = await repo.claimsOf([id]);
        const mine = claims.find((c) => c.userId === userId);
        const others = claims.filter((c) => c.userId !== userId).reduce((sum, c) => sum + c.quantity, 0);
        const left = item.quantity - others;
        // Changing your own claim (bought it now) never fails for want of room you already hold.
        const keeping = mine !== undefined && input.quantity <= mine.quantity;
        if (!keeping && left <= 0) throw refusal(refused.ITEM_ALREADY_CLAIMED);
        if (!keeping && input.quantity > left)
          throw refusal(refused.CLAIM_EXCEEDS_REMAINING, { remaining: left });
        await repo.saveClaim(id, userId, input.quantity, input.status);
      });
      return viewOne(id, userId);
    },

    async release(userId: number, id: number): Promise<void> {
      await othersItem(id, userId);
      if (!(await repo.releaseClaim(id, userId))) throw notFound('Your claim');
    },

    async groupGift(userId: number, id: number, targetCents: number): Promise<WishlistItem> {
      const { scope } = await othersItem(id, userId);
      const claims = await repo.claimsOf([id]);
      if (!claims.some((c) => c.userId === userId)) throw refusal(refused.GROUP_GIFT_NEEDS_CLAIM);
      const pledged = (await repo.pledgesOf([id])).reduce((sum, p) => sum + p.amountCents, 0);
      if (targetCents < pledged)
        throw refusal(refused.GROUP_TARGET_BELOW_PLEDGED, { field: 'targetCents', pledgedCents: pledged });
      await repo.setGroupTarget(scope.family.id, id, targetCents);
      return viewOne(id, userId);
    },

    /** Pledges under the item's lock, as claims: two at once never pass the target together. */
    async pledge(userId: number, id: number, amountCents: number): Promise<WishlistItem> {
      await othersItem(id, userId);
      await repo.transaction(async () => {
        if (!(await repo.lockItem(id))) throw notFound('Wishlist item');
        const row = await repo.find(id);
        if (!row || row.groupTargetCents === null) throw refusal(refused.NOT_A_GROUP_GIFT);
        const others = (await repo.pledgesOf([id]))
          .filter((p) => p.userId !== userId)
          .reduce((sum, p) => sum + p.amountCents, 0);
        const left = row.groupTargetCents - others;
        if (amountCents > left)
          throw refusal(refused.PLEDGE_EXCEEDS_REMAINING, { field: 'amountCents', remainingCents: left });
        await repo.savePledge(id, userId, amountCents);
      });
      return viewOne(id, userId);
    },

    async unpledge(userId: number, id: number): Promise<void> {
      await othersItem(id, userId);
      if (!(await repo.removePledge(id, userId))) throw notFound('Your pledge');
    },
  };
}

export type WishlistsService = ReturnType<typeof createWishlistsService>;
