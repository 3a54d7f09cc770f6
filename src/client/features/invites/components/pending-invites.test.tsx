import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import { PendingInvites } from './pending-invites';

const route = (body: unknown) => ({ path: '/api/families/3/invites', body });

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
    vi.stubGlobal(
      'fetch',
      stubApi([
        route([
          {
            id: 1,
            familyAccountId: 3,
            invitedEmail: 'gran@example.com',
            invitedByUserId: 1,
            status: 'pending',
            inviteCode: 'INV-AAAAAAAA3',
            expiresAt: '2026-12-01T00:00:00.000Z',
            createdAt: '2026-11-20T00:00:00.000Z',
          },
        ]),
      ]).fetch,
    );
    renderWithProviders(<PendingInvites familyId={3} />);
    expect(await screen.findByText('gran@example.com')).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(screen.queryByText('No pending invites')).toBeNull();
  });
});
