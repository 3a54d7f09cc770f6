import type { UpdateProfileData, UserSettings, UserSettingsPatch } from '#common/account';
import type { AuthUser } from '#common/auth';
import { SIGN_IN_REQUIRED } from '#common/endpoints/platform.errors';
import { refusal } from '../../errors';
import type { AccountRepository } from './account.repository';

export function createAccountService(repo: AccountRepository) {
  return {
    /**
     * The names and contact e-mail. The address is what GiftLens shows and writes to; it is
     * not a sign-in: it is never treated as verified, never used to find or merge accounts,
     * and changing it links or unlinks nothing.
     */
    async updateProfile(userId: number, patch: UpdateProfileData): Promise<AuthUser> {
      const user = await repo.updateProfile(userId, patch);
      if (!user) throw refusal(SIGN_IN_REQUIRED);
      return user;
    },

    settings: (userId: number): Promise<UserSettings> => repo.settings(userId),
    updateSettings: (userId: number, patch: UserSettingsPatch): Promise<UserSettings> =>
      repo.updateSettings(userId, patch),
  };
}
