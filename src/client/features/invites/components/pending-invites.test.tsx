import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyInvite } from '#common/member-invites';
import { renderWithProviders, stubApi } from '../../../test/render';
import { PendingInvites } from './pending-invites';

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
    await user.click(screen.getByRole('button', { name: 'Invite Member' }));
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
});
