import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '#common/members';
import type { Occasion } from '#common/occasions';
import { testMember } from '../../../test/fixtures';
import { testOccasion } from '../../../test/record-fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';
import { MemberOccasionsCard } from './member-occasions-card';

function renderCard(member: FamilyMember, occasions: Occasion[] | FakeRoute) {
  const api = stubApi([
    Array.isArray(occasions)
      ? { path: `/api/family-members/${member.id}/occasions`, body: occasions }
      : occasions,
    { path: '/api/families/3/family-members', body: [member] },
    { method: 'DELETE', path: /^\/api\/occasions\/\d+$/, status: 204 },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const result = renderWithProviders(<MemberOccasionsCard member={member} familyId={3} />);
  return { ...result, api };
}

const card = () => screen.findByRole('region', { name: 'Occasions' });

describe("the member page's Occasions", () => {
  it('lists the occasions soonest first, with the next day each falls on', async () => {
    renderCard(testMember({ name: 'Ann' }), [
      testOccasion({
        id: 1,
        kind: 'custom',
        title: 'Recital',
        year: 2026,
        recurring: false,
        nextDate: null,
        daysAway: null,
      }),
      testOccasion({ id: 2, nextDate: '2027-03-14', daysAway: 107, year: 1985 }),
      testOccasion({
        id: 3,
        kind: 'anniversary',
        otherMemberId: 8,
        otherMemberName: 'Luis',
        year: null,
        month: 6,
        day: 20,
        nextDate: '2026-06-20',
      }),
    ]);
    const section = await card();
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
      "Ann & Luis's anniversary",
      "Ann's birthday",
      'Recital',
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('time')).toHaveAttribute('datetime', '2027-03-14');
    expect(rows[1]).toHaveTextContent(/turning 42/);
    // Days away as the server counts them, in the family's time zone (not the browser's).
    expect(rows[1]).toHaveTextContent(/in 107 days/);
    expect(rows[2]).toHaveTextContent('Passed');
  });

  it('lets a viewer who may edit the member add, and change only the occasions they may', async () => {
    const { user } = renderCard(testMember({ name: 'Ann', canEdit: true }), [
      testOccasion({ id: 2 }),
      testOccasion({ id: 4, kind: 'custom', title: 'Name day', canEdit: false }),
    ]);
    const section = await card();
    await within(section).findByText("Ann's birthday");
    expect(within(section).getByRole('button', { name: "Edit Ann's birthday" })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Edit Name day' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Delete Name day' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Add occasion' }));
    expect(await screen.findByRole('dialog', { name: 'Add an occasion for Ann' })).toBeInTheDocument();
  });

  it('offers no changes to a viewer who may not edit the member', async () => {
    renderCard(testMember({ name: 'Gran', canEdit: false, isSelf: false }), [
      testOccasion({ canEdit: false }),
    ]);
    const section = await card();
    await within(section).findByText("Gran's birthday");
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says when the member has no dates yet', async () => {
    renderCard(testMember({ name: 'Ann' }), []);
    expect(
      await within(await card()).findByText(/No birthday or other dates for Ann yet/),
    ).toBeInTheDocument();
  });

  it('says when the occasions could not be loaded', async () => {
    renderCard(testMember({ name: 'Ann' }), {
      path: '/api/family-members/7/occasions',
      status: 500,
      body: { message: 'Database down' },
    });
    expect(await within(await card()).findByText('Occasions could not be loaded')).toBeInTheDocument();
  });

  it("offers the profile's upcoming events not yet added, each as a custom occasion", async () => {
    const member = testMember({
      name: 'Ann',
      goals: { upcomingEvents: ['Graduation', 'Recital', ' graduation '] },
    });
    const { user } = renderCard(member, [testOccasion({ id: 5, kind: 'custom', title: 'recital' })]);
    const section = await card();
    const add = await within(section).findAllByRole('button', { name: /^Add as occasion/ });
    expect(add.map((b) => b.getAttribute('aria-label'))).toEqual(['Add as occasion: Graduation']);

    await user.click(add[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Add an occasion for Ann' });
    expect(await within(dialog).findByRole('textbox', { name: /Title/ })).toHaveValue('Graduation');
    expect(within(dialog).getByRole('radio', { name: 'Custom' })).toBeChecked();
  });

  it('deletes an occasion only once asked and confirmed', async () => {
    const { user, api } = renderCard(testMember({ name: 'Ann' }), [testOccasion({ id: 2 })]);
    const section = await card();
    await user.click(await within(section).findByRole('button', { name: "Delete Ann's birthday" }));
    const dialog = await screen.findByRole('dialog', { name: "Delete Ann's birthday?" });
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Occasion deleted')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/occasions/2']);
  });
});
