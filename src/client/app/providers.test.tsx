import { notifications } from '@mantine/notifications';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { toast } from '../lib/toast';
import { Providers } from './providers';

// The toasts' store outlives a test: leave none behind for the next file's pages.
afterEach(() => notifications.clean());

describe('the app’s providers', () => {
  it('shows a toast asked for before the toasts have loaded, once they join', async () => {
    toast('Family created', 'Welcome to the Rivera family');
    render(
      <Providers queryClient={createQueryClient()}>
        <p>Dashboard</p>
      </Providers>,
    );
    expect(screen.getByText('Dashboard')).toBeVisible();
    expect(await screen.findByText('Family created')).toBeVisible();
    expect(screen.getByText('Welcome to the Rivera family')).toBeVisible();
  });
});
