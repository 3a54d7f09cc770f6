import { eq } from 'drizzle-orm';
import type { UpdateProfileData, UserSettings, UserSettingsPatch } from '#common/account';
import type { Db } from '../../db/client';
import { userSettings, users } from '../../db/schema';
import { sessionUserColumns } from '../../plugins/sessions';

const settingsColumns = {
  emailNotifications: userSettings.emailNotifications,
  profileVisible: userSettings.profileVisible,
  activityVisible: userSettings.activityVisible,
  theme: userSettings.theme,
  reminderDays: userSettings.reminderDays,
  timeZone: userSettings.timeZone,
};

/** The user's own row and settings: every query names the user, nobody else's. */
export function createAccountRepository(db: Db) {
  return {
    async updateProfile(userId: number, patch: UpdateProfileData) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning(sessionUserColumns);
      return row;
    },

    /** The settings, created with the defaults for an account that has none yet. */
    async settings(userId: number): Promise<UserSettings> {
      const [created] = await db
        .insert(userSettings)
        .values({ userId })
        .onConflictDoNothing()
        .returning(settingsColumns);
      if (created) return created;
      const [row] = await db
        .select(settingsColumns)
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      if (!row) throw new Error('user settings vanished');
      return row;
    },

    /** One statement, so two toggles at once both land. */
    async updateSettings(userId: number, patch: UserSettingsPatch): Promise<UserSettings> {
      const [row] = await db
        .insert(userSettings)
        .values({ userId, ...patch })
        .onConflictDoUpdate({ target: userSettings.userId, set: patch })
        .returning(settingsColumns);
      if (!row) throw new Error('settings upsert returned nothing');
      return row;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
