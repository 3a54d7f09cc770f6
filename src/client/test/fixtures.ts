import type { AuthUser } from '#common/auth';
import type { UserFamily } from '#common/families';
import { DEFAULT_MEMBER_PRIVACY } from '#common/member-constants';
import type { FamilyMember } from '#common/members';
import type { TrackedAd } from '#common/tracked-ads/schemas';
import type { FakeRoute } from './render';

const CREATED = '2026-11-01T00:00:00.000Z';

export const testUser = (overrides: Partial<AuthUser> = {}): AuthUser => ({
  id: 1,
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  profileImageUrl: null,
  ...overrides,
});

export const testFamily = (id = 3, name = 'Parkers', overrides: Partial<UserFamily> = {}): UserFamily => ({
  id,
  name,
  description: null,
  inviteCode: `INV-AAAAAAAA${id}`,
  ownerId: 1,
  settings: {
    privacy: {
      adsVisibleToAll: true,
      giftsVisibleToAll: true,
      personalInfoVisibleToAll: false,
      allowDataImports: true,
      requireApprovalForGifts: false,
      showClaimedToMember: false,
    },
  },
  createdAt: CREATED,
  role: 'owner',
  membershipId: id,
  ...overrides,
});

export const testMember = (overrides: Partial<FamilyMember> = {}): FamilyMember => ({
  id: 7,
  familyAccountId: 3,
  userId: 1,
  createdByUserId: 1,
  name: 'Ann',
  email: null,
  age: 40,
  relationship: 'Self',
  interests: [],
  icon: 'person',
  color: '#8B5CF6',
  notes: null,
  profileImage: null,
  gender: null,
  lifestyle: null,
  shoppingPreferences: null,
  personalityProfile: null,
  goals: null,
  socialMediaActivity: null,
  privacy: { ...DEFAULT_MEMBER_PRIVACY },
  isSelf: true,
  isChild: false,
  canEdit: true,
  canDelete: false,
  hiddenFields: [],
  createdAt: CREATED,
  updatedAt: CREATED,
  ...overrides,
});

/** An ad the viewer tracked for member 7, with its targeting reasons and insights. */
export const testTrackedAd = (overrides: Partial<TrackedAd> = {}): TrackedAd => ({
  id: 5,
  familyMemberId: 7,
  categoryId: 7,
  title: 'Police station',
  description: 'LEGO City police station',
  priceRange: 'under-25',
  platform: 'instagram',
  url: null,
  advertiser: 'LEGO',
  photoUrl: null,
  metadata: {
    adInsights: {
      interests: ['LEGO'],
      demographics: [],
      behaviors: [],
      giftCategories: [],
      confidenceScore: 60,
    },
    targetingReasons: ['Interests: LEGO'],
    advertiser: 'LEGO',
    campaignType: null,
    additionalDetails: null,
  },
  createdByUserId: 1,
  canDelete: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

/** What the current-family provider asks for: the signed-in user, their families, the active one. */
export function signedInRoutes(
  user: AuthUser,
  families: UserFamily[] = [],
  activeFamilyId: number | null = null,
): FakeRoute[] {
  const active = families.find((f) => f.id === activeFamilyId) ?? null;
  return [
    { path: '/api/auth/user', body: user },
    { path: '/api/user/families', body: families },
    { path: '/api/user/active-family', body: { activeFamilyId: active?.id ?? null, family: active } },
  ];
}
