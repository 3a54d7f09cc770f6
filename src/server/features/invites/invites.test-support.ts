import { afterAll, beforeAll } from 'vitest';
import type { FamilyInvite } from '#common/members';
import { providerAccounts } from '../../db/schema';
import { memberFixtures } from '../../test/member-fixtures';
import { startSmtpStandIn } from '../../test/smtp-stand-in';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app';

type Fixtures = ReturnType<typeof memberFixtures>;

/** The two apps the invite tests run on: one with the local SMTP stand-in, one without mail. */
export interface InviteApps {
  smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  /** With a mail server, and its fixtures `m`. */
  mailing: TestApp;
  m: Fixtures;
  /** Without one (demo mode), and its fixtures `p`. */
  plain: TestApp;
  p: Fixtures;
}

/** Starts both apps before the file's tests and closes them after (as e2e's setUpJourneyApp). */
export function setUpInviteApps(): InviteApps {
  const apps = {} as InviteApps;
  beforeAll(async () => {
    apps.smtp = await startSmtpStandIn();
    apps.mailing = await createTestApp(
      testConfig({ SMTP_URL: apps.smtp.url, MAIL_FROM: 'GiftLens <invites@giftlens.test>' }),
    );
    apps.plain = await createTestApp();
    apps.m = memberFixtures(apps.mailing);
    apps.p = memberFixtures(apps.plain);
  });
  afterAll(async () => {
    await apps.mailing?.close();
    await apps.plain?.close();
    await apps.smtp?.close();
  });
  return apps;
}

export const invite = (fx: Fixtures, cookie: string, familyAccountId: number, email = 'kim@example.com') =>
  fx.call(cookie, 'POST', '/api/family-members/invite', {
    email,
    inviterName: 'Ann Lee',
    fromEmail: 'ann@example.com',
    familyAccountId,
  });

export const pendingOf = (fx: Fixtures, cookie: string, familyId: number) =>
  fx.get<FamilyInvite[]>(cookie, `/api/families/${familyId}/invites`);

/** What a sign-in provider that verifies addresses (Google) records for the user. */
export async function verifyAddress(t: TestApp, fx: Fixtures, cookie: string, email: string) {
  const userId = await fx.userId(cookie);
  await t.database.db
    .insert(providerAccounts)
    .values({ userId, provider: 'google', subject: `google-${userId}`, email, emailVerified: true });
}

export const rename = (fx: Fixtures, cookie: string, firstName: string, lastName: string) =>
  fx.call(cookie, 'PATCH', '/api/user/profile', { firstName, lastName });
