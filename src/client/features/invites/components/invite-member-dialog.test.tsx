import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SendInviteResult } from '#common/members';
import { signedInRoutes, testFamily, testUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { demoNotice, InviteMemberDialog, inviteFieldErrors } from './invite-member-dialog';

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

describe('the invite form checks each field', () => {
  it('names an empty field', () => {
    expect(inviteFieldErrors('', '')).toEqual({
      fromEmail: 'Enter your e-mail address',
      email: "Enter the family member's e-mail address",
    });
  });
  it('names a malformed address on its own field only', () => {
    expect(inviteFieldErrors('ann@example.com', 'gran@example')).toEqual({
      email: 'Enter a valid e-mail address, like name@example.com',
    });
  });
  it("refuses the inviter's own address as the member's", () => {
    expect(inviteFieldErrors('Ann@Example.com', ' ann@example.com ')).toEqual({
      email: "This is your own address: enter the family member's e-mail",
    });
  });
  it('passes two good addresses', () => {
    expect(inviteFieldErrors(' ann@example.com', 'gran@example.com ')).toEqual({});
  });
});

describe('InviteMemberDialog', () => {
  it('shows what is wrong under the field, sends nothing, and clears it once fixed', async () => {
    const api = stubApi(signedInRoutes(testUser({ email: '' })));
    vi.stubGlobal('fetch', api.fetch);
    const { user } = renderWithProviders(
      <InviteMemberDialog opened onClose={() => {}} family={testFamily(3, 'Parkers')} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite Member' });
    await user.type(within(dialog).getByLabelText(/Family member's email/), 'gran@example');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    const yours = within(dialog).getByLabelText(/Your email/);
    const theirs = within(dialog).getByLabelText(/Family member's email/);
    expect(yours).toHaveAccessibleDescription('Enter your e-mail address');
    expect(theirs).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com');
    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(yours, 'ann@example.com');
    expect(yours).not.toHaveAccessibleDescription('Enter your e-mail address');
    expect(theirs).toHaveAccessibleDescription('Enter a valid e-mail address, like name@example.com');
    await user.type(theirs, '.com');
    expect(theirs).not.toHaveAttribute('aria-invalid', 'true');
    await vi.waitFor(() => expect(screen.queryByText('Missing information')).toBeNull());
  });
});
