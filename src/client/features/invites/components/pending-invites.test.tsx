import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyInvite, SendInviteResult } from '#common/member-invites';
import { renderWithProviders, stubApi } from '../../../test/render';
import { PendingInvites, resendNotice } from './pending-invites';

const route = (body: unknown) => ({ path: '/api/families/3/invites', body });
const LINK = 'http://localhost:3000/join/INV-AAAAAAAA3';
const invite = (overrides: Partial<FamilyInvite> = {}): FamilyInvite => ({
  id: 1,
  invitedEmail: 'gran@example.com',
  role: 'member',
  status: 'pending',
  usesRemaining: 1,
  expiresAt: '2026-12-01T00:00:00.000Z',
  createdAt: '2026-11-20T00:00:00.000Z',
  link: LINK,
  canCancel: true,
  ...overrides,
});

describe('PendingInvites', () => {
  it('says warmly that there are none, with a drawing and Invite Member as the next step', async () => {
    vi.stubGlobal('fetch', stubApi([route([])]).fetch);
    const onInvite = vi.fn();
    const { user, container } = renderWithProviders(<PendingInvites familyId={3} onInvite={onInvite} />);
    expect(await screen.findByText('No pending invites')).toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    const inviteButton = screen.getByRole('button', { name: 'Invite Member' });
    // A finger's 44 px on a phone (global.css), however small the button looks.
    expect(inviteButton).toHaveClass('tap-target');
    await user.click(inviteButton);
    expect(onInvite).toHaveBeenCalledTimes(1);
  });

  it('leaves the button out where another prompt already offers it', async () => {
    vi.stubGlobal('fetch', stubApi([route([])]).fetch);
    renderWithProviders(<PendingInvites familyId={3} />);
    expect(await screen.findByText('No pending invites')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Member' })).toBeNull();
  });

  it('lists each invite with its address and status', async () => {
    vi.stubGlobal('fetch', stubApi([route([invite()])]).fetch);
    renderWithProviders(<PendingInvites familyId={3} />);
    expect(await screen.findByText('gran@example.com')).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(screen.queryByText('No pending invites')).toBeNull();
  });

  it('cancels an invite only once confirmed', async () => {
    const api = stubApi([
      route([invite()]),
      { method: 'DELETE', path: '/api/families/3/invites/1', status: 204 },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const { user } = renderWithProviders(<PendingInvites familyId={3} />);
    const cancel = await screen.findByRole('button', { name: 'Cancel the invite to gran@example.com' });
    await user.click(cancel);
    let ask = await screen.findByRole('dialog', { name: 'Cancel this invite?' });
    expect(ask).toHaveTextContent('gran@example.com will no longer be able to join with it');
    await user.click(within(ask).getByRole('button', { name: 'Keep invite' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(cancel);
    ask = await screen.findByRole('dialog', { name: 'Cancel this invite?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel invite' }));
    expect(await screen.findByText('The invite to gran@example.com was withdrawn.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/families/3/invites/1',
    ]);
  });

  it('copies the invite link, and offers neither copy nor cancel where there is no link or right', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi([
        route([invite(), invite({ id: 2, invitedEmail: 'kim@example.com', link: null, canCancel: false })]),
      ]).fetch,
    );
    const { user } = renderWithProviders(<PendingInvites familyId={3} />);
    await user.click(
      await screen.findByRole('button', { name: 'Copy the invite link for gran@example.com' }),
    );
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(screen.getByText('kim@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /kim@example\.com/ })).toBeNull();
  });

  it('resends an invite, showing it busy until the answer and then who was e-mailed', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const sent: SendInviteResult = {
      demoMode: false,
      inviteCode: 'INV-AAAAAAAA3',
      invite: invite({ expiresAt: '2026-12-15T12:00:00.000Z' }),
    };
    const api = stubApi([
      route([invite()]),
      { method: 'POST', path: '/api/families/3/invites/1/resend', body: sent },
    ]);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await answered;
      return api.fetch(input, init);
    });
    const { user } = renderWithProviders(<PendingInvites familyId={3} />);
    const resend = await screen.findByRole('button', { name: 'Resend the invite to gran@example.com' });
    // A finger's size on a phone, like Cancel beside it.
    expect(resend.style.minHeight).toContain('2.75rem');
    expect(
      screen.getByRole('button', { name: 'Cancel the invite to gran@example.com' }).style.minHeight,
    ).toContain('2.75rem');

    await user.click(resend);
    await vi.waitFor(() => expect(resend).toHaveAttribute('data-loading'));
    expect(resend).toBeDisabled();
    answer?.();
    expect(
      await screen.findByText(/^Invite sent again to gran@example\.com\. It is valid until/),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(resend).not.toHaveAttribute('data-loading'));
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/families/3/invites/1/resend',
    ]);
    // The list is read again: the invite's expiry has moved.
    expect(api.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('says why no e-mail went and gives the code when a resend answers in demo mode', async () => {
    const demo: SendInviteResult = {
      demoMode: true,
      inviteCode: 'INV-AAAAAAAA3',
      reason: 'E-mail is not set up on this server',
      invite: invite(),
    };
    vi.stubGlobal(
      'fetch',
      stubApi([route([invite()]), { method: 'POST', path: '/api/families/3/invites/1/resend', body: demo }])
        .fetch,
    );
    const { user } = renderWithProviders(<PendingInvites familyId={3} />);
    await user.click(await screen.findByRole('button', { name: 'Resend the invite to gran@example.com' }));
    expect(await screen.findByText('⚠️ Email not sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        'E-mail is not set up on this server. Share the link or the code with gran@example.com instead. The invite code is INV-AAAAAAAA3.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when a resend is refused", async () => {
    vi.stubGlobal(
      'fetch',
      stubApi([
        route([invite()]),
        {
          method: 'POST',
          path: '/api/families/3/invites/1/resend',
          status: 429,
          body: {
            code: 'invite_resend_too_soon',
            message: 'This invite was e-mailed less than 10 minutes ago: it can be sent again in 4 minutes.',
            params: { waitMinutes: 4, intervalMinutes: 10 },
          },
        },
      ]).fetch,
    );
    const { user } = renderWithProviders(<PendingInvites familyId={3} />);
    const resend = await screen.findByRole('button', { name: 'Resend the invite to gran@example.com' });
    await user.click(resend);
    expect(await screen.findByText('Could not resend the invite')).toBeInTheDocument();
    expect(
      screen.getByText(
        'This invite was e-mailed less than 10 minutes ago: it can be sent again in 4 minutes.',
      ),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(resend).toBeEnabled());
  });

  it('offers Resend only to those who may manage the invite', async () => {
    vi.stubGlobal('fetch', stubApi([route([invite({ canCancel: false })])]).fetch);
    renderWithProviders(<PendingInvites familyId={3} />);
    expect(await screen.findByText('gran@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
  });
});

describe('the notice after a resend that sent no e-mail', () => {
  const demo = (reason: string): SendInviteResult => ({
    demoMode: true,
    inviteCode: 'INV-AAAAAAAA3',
    reason,
    invite: invite(),
  });
  it('says why, what to share and the code', () => {
    expect(resendNotice(demo('The e-mail could not be sent: the mail server answered 553'))).toBe(
      'The e-mail could not be sent: the mail server answered 553. Share the link or the code with gran@example.com instead. The invite code is INV-AAAAAAAA3.',
    );
  });
  it('does not say to share twice when the reason already does', () => {
    expect(
      resendNotice(demo('No e-mail was sent to this address. Share the link or the code instead.')),
    ).toBe(
      'No e-mail was sent to this address. Share the link or the code instead. The invite code is INV-AAAAAAAA3.',
    );
  });
});
