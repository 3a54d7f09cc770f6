import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyMember, MergeRequest } from '#common/members';
import { likelyDuplicates } from '../features/members/components/merge-member-dialog';
import { CurrentFamilyProvider } from '../lib/current-family';
import { signedInRoutes, testFamily, testMember, testUser } from '../test/fixtures';
import { renderWithProviders, stubApi } from '../test/render';
import FamilyProfilesPage from './family-profiles';

const owner = testMember({ id: 7, name: 'Ann', isSelf: true, userId: 1 });
const sofia = testMember({
  id: 8,
  name: 'Sofia Rivera',
  relationship: 'Sister',
  isSelf: false,
  userId: 5,
  canEdit: false,
});
const sofiaAgain = testMember({
  id: 9,
  name: 'sofia rivera ',
  relationship: 'Sister',
  isSelf: false,
  userId: null,
  canDelete: true,
});
const mia = testMember({
  id: 10,
  name: 'Mia',
  relationship: 'Child',
  isSelf: false,
  userId: null,
  isChild: true,
});

const question = (over: Partial<MergeRequest> = {}): MergeRequest => ({
  id: 41,
  familyAccountId: 3,
  from: { id: 9, name: 'sofia rivera ', relationship: 'Sister' },
  into: { id: 8, name: 'Sofia Rivera', relationship: 'Sister' },
  waitingFor: 'person',
  yourTurn: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  ...over,
});

function renderPage(
  members: FamilyMember[],
  role: 'owner' | 'member' = 'owner',
  questions: MergeRequest[] = [],
) {
  const api = stubApi([
    ...signedInRoutes(testUser(), [testFamily(3, 'Parkers', { role })], 3),
    { path: '/api/families/3/family-members', body: members },
    { path: '/api/families/3/invites', body: [] },
    { path: '/api/families/3/merge-requests', body: questions },
    { method: 'POST', path: '/api/families/3/family-members/9/merge', body: sofia },
    {
      method: 'POST',
      path: '/api/families/3/family-members/9/merge-requests',
      status: 201,
      body: question(),
    },
    { method: 'POST', path: '/api/merge-requests/41/accept', body: { status: 'merged', member: owner } },
    {
      method: 'POST',
      path: '/api/family-members/invite',
      status: 201,
      body: {
        demoMode: false,
        inviteCode: 'INV-AAAAAAAA3',
        invite: {
          id: 1,
          invitedEmail: 'rose@example.com',
          role: 'member',
          status: 'pending',
          usesRemaining: 1,
          expiresAt: '2026-12-10T00:00:00.000Z',
          createdAt: '2026-11-26T00:00:00.000Z',
          link: 'http://localhost/join/INV-AAAAAAAA3',
          canCancel: true,
        },
      },
    },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return {
    api,
    ...renderWithProviders(
      <CurrentFamilyProvider>
        <FamilyProfilesPage />
      </CurrentFamilyProvider>,
    ),
  };
}

describe('two records of one person on Family Profiles', () => {
  it('tells the owner about a likely pair and, the kept record being someone’s own, asks that person instead of merging', async () => {
    const { api, user } = renderPage([owner, sofia, sofiaAgain, mia]);
    const hint = await screen.findByRole('alert', { name: /Two records for Sofia Rivera\?/ });
    await user.click(within(hint).getByRole('button', { name: 'Merge records' }));

    const dialog = await screen.findByRole('dialog', { name: "Merge sofia rivera's record" });
    // The two share a name: each is told apart by what differs.
    expect((within(dialog).getAllByLabelText('Keep this record')[0] as HTMLInputElement).value).toMatch(
      /^Sofia Rivera \(Sister, signs in, added .+\)$/,
    );
    expect(within(dialog).getByText(/^This record: sofia rivera \(Sister, added .+\)$/)).toBeVisible();
    expect(within(dialog).getByText(/only they can say this record is also them/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Ask Sofia' }));

    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/families/3/family-members/9/merge-requests',
        body: { intoMemberId: 8 },
      }),
    );
    expect(api.calls.some((c) => c.path.endsWith('/merge'))).toBe(false);
    expect(await screen.findByText('Question sent')).toBeVisible();
  });

  it('merges at once two records without an account', async () => {
    const rose = testMember({ id: 9, name: 'Rose', userId: null, isSelf: false });
    const roseToo = testMember({ id: 6, name: 'Rose', userId: null, isSelf: false });
    const { api, user } = renderPage([owner, roseToo, rose]);
    const hint = await screen.findByRole('alert', { name: /Two records for Rose\?/ });
    await user.click(within(hint).getByRole('button', { name: 'Merge records' }));
    const dialog = await screen.findByRole('dialog', { name: "Merge Rose's record" });
    await user.click(within(dialog).getByRole('button', { name: 'Merge records' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/families/3/family-members/9/merge',
        body: { intoMemberId: 6 },
      }),
    );
    expect(await screen.findByText('Records merged')).toBeVisible();
  });

  it('asks the person whether a record is also them, and merges when they say it is', async () => {
    const { api, user } = renderPage([owner, sofia, sofiaAgain], 'member', [
      question({ into: { id: 7, name: 'Ann', relationship: 'Self' }, yourTurn: true }),
    ]);
    const asked = await screen.findByRole('alert', { name: 'Is “sofia rivera ” also you?' });
    expect(within(asked).getByText(/Notes and gift ideas relatives made stay theirs/)).toBeVisible();
    await user.click(within(asked).getByRole('button', { name: 'This is me' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/merge-requests/41/accept')).toBe(true));
    expect(await screen.findByText('Records merged')).toBeVisible();
  });

  it('shows a pair already asked about as waiting, not as a pair to merge', async () => {
    renderPage([owner, sofia, sofiaAgain], 'owner', [question()]);
    expect(await screen.findByRole('alert', { name: 'Waiting for Sofia' })).toBeVisible();
    expect(screen.queryByText(/Two records for/)).not.toBeInTheDocument();
  });

  it("offers merging from a card's menu, only records of the same kind (a child with a child)", async () => {
    const { user } = renderPage([owner, sofia, sofiaAgain, mia]);
    await user.click(await screen.findByRole('button', { name: 'More actions for Mia' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Merge with another record' }));
    const dialog = await screen.findByRole('dialog', { name: "Merge Mia's record" });
    expect(
      within(dialog).getByText("There is no other child's record in this family to merge this one with."),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Merge records' })).not.toBeInTheDocument();
  });

  it('offers nothing of the kind to a member who does not own the family', async () => {
    const { user } = renderPage([owner, sofia, sofiaAgain], 'member');
    await user.click(await screen.findByRole('button', { name: 'More actions for sofia rivera' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Merge with another record' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Two records for/)).not.toBeInTheDocument();
  });
});

describe('inviting someone the family keeps a profile of', () => {
  it("sends the invite from the relative's card, so joining takes that profile over", async () => {
    const rose = testMember({
      id: 11,
      name: 'Grandma Rose',
      relationship: 'Grandparent',
      email: 'rose@example.com',
      isSelf: false,
      userId: null,
      canEdit: true,
    });
    const { api, user } = renderPage([owner, rose, mia]);
    await user.click(await screen.findByRole('button', { name: 'More actions for Mia' }));
    expect(screen.queryByRole('menuitem', { name: 'Invite to join' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'More actions for Grandma Rose' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Invite to join' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite Grandma Rose to join' });
    expect(within(dialog).getByText(/this profile becomes theirs/)).toBeVisible();
    expect(within(dialog).getByLabelText(/Family member's email/)).toHaveValue('rose@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/family-members/invite')?.body).toMatchObject({
        email: 'rose@example.com',
        familyAccountId: 3,
        memberId: 11,
      }),
    );
  });
});

describe('likely duplicates', () => {
  it('pairs same-named records of the same kind, the one without an account going', () => {
    expect(likelyDuplicates([owner, sofia, sofiaAgain, mia]).map((p) => [p.from.id, p.into.id])).toEqual([
      [9, 8],
    ]);
  });

  it('names two records without an account once, the newer going into the older', () => {
    const a = testMember({ id: 20, name: 'Rose', userId: null, isSelf: false });
    const b = testMember({ id: 21, name: 'Rose', userId: null, isSelf: false });
    expect(likelyDuplicates([a, b]).map((p) => [p.from.id, p.into.id])).toEqual([[21, 20]]);
  });

  it('never pairs a child with an adult, nor two people who both sign in', () => {
    const kid = testMember({ id: 30, name: 'Sam', userId: null, isChild: true, isSelf: false });
    const adult = testMember({ id: 31, name: 'Sam', userId: 4, isSelf: false });
    const other = testMember({ id: 32, name: 'Sam', userId: 6, isSelf: false });
    expect(likelyDuplicates([kid, adult, other])).toEqual([]);
  });
});
