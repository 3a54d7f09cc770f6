import { z } from 'zod';
import { endpoint } from '../api/contract';
import { familyIdParamSchema, idSchema } from '../api/fields';
import { changesOf } from '../records';
import {
  claimInputSchema,
  createWishlistItemSchema,
  groupGiftInputSchema,
  pledgeInputSchema,
  updateWishlistItemSchema,
  wishlistFilterQuerySchema,
  wishlistItemSchema,
} from '../wishlists';
import { LINK_ERRORS } from './link-preview.errors';
import { memberIdParamsSchema } from './members';
import { OCCASION_NOT_IN_FAMILY } from './occasions.errors';
import {
  CLAIM_EXCEEDS_REMAINING,
  CLAIM_OWN_ITEM,
  GROUP_GIFT_NEEDS_CLAIM,
  GROUP_TARGET_BELOW_PLEDGED,
  ITEM_ALREADY_CLAIMED,
  NOT_A_GROUP_GIFT,
  PLEDGE_EXCEEDS_REMAINING,
  WISHLIST_EDIT_FORBIDDEN,
  WISHLIST_FULL,
  WISHLIST_PAGE_UNTITLED,
  WISHLIST_TITLE_REQUIRED,
} from './wishlists.errors';

/** What making an item from what was typed, or from a link's page, may refuse. */
const ITEM_ERRORS = [OCCASION_NOT_IN_FAMILY, WISHLIST_TITLE_REQUIRED, WISHLIST_PAGE_UNTITLED, ...LINK_ERRORS];

const tags = ['Wishlists'];
const itemIdParamsSchema = z.object({ id: idSchema });
/** Claims and pledges change what relatives see, never what the member sees or GiftLens learns. */
const claimChanges = ['wishlists'] as const;

export const wishlistsApi = {
  forMember: endpoint({
    method: 'GET',
    reads: ['wishlists', 'members'],
    path: '/api/family-members/:id/wishlist',
    summary:
      "A member's wishlist; for everyone but the member, with who claimed and pledged what (the member never sees it)",
    tags,
    params: memberIdParamsSchema,
    response: z.array(wishlistItemSchema),
  }),
  create: endpoint({
    method: 'POST',
    affects: changesOf('wishlistItem'),
    path: '/api/family-members/:id/wishlist',
    idempotent: true,
    summary:
      "Add an item to a member's wishlist (a title, a link, or both: a link's page fills in the title, picture and price)",
    tags,
    params: memberIdParamsSchema,
    body: createWishlistItemSchema,
    status: 201,
    response: wishlistItemSchema,
    errors: [WISHLIST_EDIT_FORBIDDEN, WISHLIST_FULL, ...ITEM_ERRORS],
  }),
  forFamily: endpoint({
    method: 'GET',
    reads: ['wishlists', 'members'],
    path: '/api/families/:familyId/wishlists',
    summary:
      "Every member's wishlist in the family, optionally for one occasion or only what is left to claim",
    tags,
    params: familyIdParamSchema,
    query: wishlistFilterQuerySchema,
    response: z.array(wishlistItemSchema),
  }),
  update: endpoint({
    method: 'PUT',
    affects: changesOf('wishlistItem'),
    path: '/api/wishlist-items/:id',
    summary: 'Change an item (its member, or whoever keeps their list); claimers are told it changed',
    tags,
    params: itemIdParamsSchema,
    body: updateWishlistItemSchema,
    response: wishlistItemSchema,
    errors: [WISHLIST_EDIT_FORBIDDEN, ...ITEM_ERRORS],
  }),
  remove: endpoint({
    method: 'DELETE',
    affects: changesOf('wishlistItem'),
    path: '/api/wishlist-items/:id',
    summary: 'Remove an item (its claims and pledges go with it; claimers are told)',
    tags,
    params: itemIdParamsSchema,
    status: 204,
    errors: [WISHLIST_EDIT_FORBIDDEN],
  }),
  image: endpoint({
    method: 'GET',
    reads: [],
    path: '/api/wishlist-items/:id/image',
    summary: "The item's picture, copied from the shop's page (image bytes)",
    tags,
    params: itemIdParamsSchema,
  }),
  claim: endpoint({
    method: 'POST',
    affects: claimChanges,
    path: '/api/wishlist-items/:id/claims',
    summary:
      'Claim an item, reserved or purchased (never your own; never more than its quantity: 409 when it is gone)',
    tags,
    params: itemIdParamsSchema,
    body: claimInputSchema,
    status: 201,
    response: wishlistItemSchema,
    errors: [CLAIM_OWN_ITEM, ITEM_ALREADY_CLAIMED, CLAIM_EXCEEDS_REMAINING],
  }),
  release: endpoint({
    method: 'DELETE',
    affects: claimChanges,
    path: '/api/wishlist-items/:id/claims/mine',
    summary: 'Release your claim on an item',
    tags,
    params: itemIdParamsSchema,
    status: 204,
  }),
  groupGift: endpoint({
    method: 'PUT',
    affects: claimChanges,
    path: '/api/wishlist-items/:id/group-gift',
    summary: 'Turn an item you claimed into a group gift with a target amount others can pledge towards',
    tags,
    params: itemIdParamsSchema,
    body: groupGiftInputSchema,
    response: wishlistItemSchema,
    errors: [CLAIM_OWN_ITEM, GROUP_GIFT_NEEDS_CLAIM, GROUP_TARGET_BELOW_PLEDGED],
  }),
  pledge: endpoint({
    method: 'POST',
    affects: claimChanges,
    path: '/api/wishlist-items/:id/pledges',
    summary: 'Pledge an amount towards a group gift (GiftLens records it; it handles no money)',
    tags,
    params: itemIdParamsSchema,
    body: pledgeInputSchema,
    status: 201,
    response: wishlistItemSchema,
    errors: [CLAIM_OWN_ITEM, NOT_A_GROUP_GIFT, PLEDGE_EXCEEDS_REMAINING],
  }),
  unpledge: endpoint({
    method: 'DELETE',
    affects: claimChanges,
    path: '/api/wishlist-items/:id/pledges/mine',
    summary: 'Withdraw your pledge',
    tags,
    params: itemIdParamsSchema,
    status: 204,
  }),
} as const;
