import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testMember } from '../../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../../test/render';
import { FamilyNotesCard } from './family-notes-card';

const grace = (familyNotes?: { text: string | null; canEdit: boolean }) =>
  testMember({
    id: 5,
    name: 'Grace Hall',
    userId: 9,
    isSelf: false,
    ...(familyNotes ? { familyNotes } : {}),
  });

describe("the family's notes on a member page", () => {
  it('shows relatives what the family kept, says the person never sees it, and saves an edit', async () => {
    const saved = grace({ text: 'Surprise party on the 6th', canEdit: true });
    const api = stubApi([
      { method: 'PUT', path: '/api/families/3/family-members/5/family-notes', body: saved },
    ]);
    vi.stubGlobal('fetch', api.fetch);
    const { user } = renderWithProviders(
      <FamilyNotesCard member={grace({ text: 'Surprise party on the 5th', canEdit: true })} familyId={3} />,
    );
    expect(screen.getByText('Surprise party on the 5th')).toBeVisible();
    expect(screen.getByText('Kept for the family: Grace never sees these.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Notes about this person' });
    await user.clear(box);
    await user.type(box, 'Surprise party on the 6th');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PUT',
        path: '/api/families/3/family-members/5/family-notes',
        body: { familyNotes: 'Surprise party on the 6th' },
      }),
    );
  });

  it('offers no editing to a relative who may only read them, and shows nothing to the person', () => {
    const { unmount } = renderWithProviders(
      <FamilyNotesCard member={grace({ text: 'Loves teal', canEdit: false })} familyId={3} />,
    );
    expect(screen.getByText('Loves teal')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<FamilyNotesCard member={testMember({ id: 5, isSelf: true })} familyId={3} />);
    expect(screen.queryByText("The family's notes")).not.toBeInTheDocument();
  });
});
