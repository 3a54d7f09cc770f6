import type { GenerateGiftsResponse } from '#common/gifts/schemas';
import type { AdCountDimension } from '#common/tracked-ads/ad-counts';

/**
 * What one feature asks of another (decision 0037). Features never import each other and a
 * repository queries only its own feature's tables (and the tenant's: users, families, members,
 * memberships, settings, signals); anything else goes through a port, declared here, offered by
 * the feature that owns the data (`ports` in its index.ts) and handed to every feature by app.ts.
 * Queries inside a transaction join it by themselves (db/scope.ts).
 */
export interface Ports {
  trackedAds: TrackedAdsPort;
  giftIdeas: GiftIdeasPort;
  occasions: OccasionsPort;
  wishlists: WishlistsPort;
  members: MembersPort;
}

/** A counter kept with every tracked ad (decision 0014), added up over some members. */
export interface AdCounterRow {
  dimension: AdCountDimension;
  key: string;
  label: string | null;
  adCount: number;
}

/** The per-member counters tracked ads keep, which analytics adds up. */
export interface TrackedAdsPort {
  /** Ads per member, counted once each. */
  adsPerMember(familyId: number, memberIds: number[]): Promise<Array<{ memberId: number; adCount: number }>>;
  /** Ads per category, for the family or some of its members. */
  byCategory(familyId: number, memberIds: number[]): Promise<Array<{ key: string; adCount: number }>>;
  /** Every counter at once (weeks from `sinceWeek` on), added up over the members. */
  allCounters(familyId: number, memberIds: number[], sinceWeek: string): Promise<AdCounterRow[]>;
}

export interface GiftIdeasPort {
  /** Ideas from the member's whole profile, with the viewer's rights (the feed's Smart). */
  generateFor(userId: number, memberId: number): Promise<GenerateGiftsResponse>;
  /**
   * How many ideas these members have and how many were bought among `statusMemberIds` (whose
   * status the viewer may see); of the others (the viewer's own records), only ideas they made.
   */
  counts(
    familyId: number,
    memberIds: number[],
    statusMemberIds: number[],
  ): Promise<{ total: number; purchased: number }>;
  /** Ideas saved for each occasion of the family, with how many are considered and bought. */
  plans(familyId: number): Promise<
    Array<{
      occasionId: number | null;
      familyMemberId: number;
      ideas: number;
      considered: number;
      purchased: number;
    }>
  >;
  /** The best idea titles for a member, those for `occasionId` first (a reminder's suggestions). */
  titlesFor(familyId: number, memberId: number, occasionId: number | null, limit: number): Promise<string[]>;
}

export interface OccasionsPort {
  /** Whether the occasion is the member's (theirs, or an anniversary with them) in this family. */
  isOccasionOf(familyId: number, memberId: number, occasionId: number): Promise<boolean>;
  /** Whether the occasion is one of the family's. */
  isFamilyOccasion(familyId: number, occasionId: number): Promise<boolean>;
  /** The family's time zone (null: none set, UTC). */
  timeZoneOf(familyId: number): Promise<string | null>;
  /**
   * A new family's country, time zone and gift-giving holidays, from its creator's browser
   * (their Accept-Language and time zone); settings already saved are kept.
   */
  startFamily(familyId: number, browser: { acceptLanguage?: string; timeZone: string | null }): Promise<void>;
}

export interface WishlistsPort {
  /** The titles on the member's own wishlist: never proposed again as ideas. */
  wishedTitles(familyId: number, memberId: number): Promise<string[]>;
}

export interface MembersPort {
  /**
   * Records without an account that no open merge question names: what a joiner may say is them
   * by name (decision 0034).
   */
  unclaimedRecords(
    familyId: number,
  ): Promise<Array<{ id: number; name: string; relationship: string; age: number | null }>>;
  /**
   * The joiner says a record without an account is them: it is theirs for surprise protection and
   * the owner is asked to merge it into `intoId`. Joins the caller's transaction; false when
   * someone claimed it meanwhile.
   */
  claim(familyId: number, userId: number, fromId: number, intoId: number): Promise<boolean>;
}
