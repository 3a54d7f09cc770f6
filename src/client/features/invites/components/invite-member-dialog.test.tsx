import { describe, expect, it } from 'vitest';
import type { SendInviteResult } from '#common/members';
import { demoNotice } from './invite-member-dialog';

const result = (reason?: string) =>
  ({
    demoMode: true,
    inviteCode: 'INV-ABCDEFGH2',
    reason,
    invite: { invitedEmail: 'gran@example.com' },
  }) as SendInviteResult;

describe('the e-mail-not-sent notice', () => {
  it('says e-mail is not set up, without blaming the sender address', () => {
    expect(demoNotice(result('E-mail is not set up on this server'))).toBe(
      'E-mail is not set up on this server. The invite is saved: share this link with gran@example.com instead.',
    );
  });
  it('points at the sender address when the provider refused the message', () => {
    expect(demoNotice(result('The e-mail could not be sent: the mail server answered 553'))).toContain(
      'The sender address may need verifying with the e-mail provider.',
    );
  });
});
