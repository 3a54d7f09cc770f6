import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UpcomingOccasion } from '#common/occasions';
import { testMember } from '../../../test/fixtures';
import { testHoliday, testOccasion, testUpcoming } from '../../../test/record-fixtures';
import { renderInFamily } from '../../../test/render-in-family';
import { OccasionsYearView } from './occasions-year-view';

const MEMBERS = [
  testMember({ id: 7, name: 'Ann', canEdit: true }),
  testMember({ id: 8, name: 'Lily', isSelf: false, canEdit: true }),
  testMember({ id: 9, name: 'Gran', isSelf: false, canEdit: false }),
];

function renderView(upcoming: UpcomingOccasion[]) {
  return renderInFamily(<OccasionsYearView />, [
    { path: '/api/families/3/occasions?days=366', body: upcoming },
    { path: '/api/families/3/family-members', body: MEMBERS },
    { path: '/api/family-members/8/occasions', body: [testOccasion({ id: 11, familyMemberId: 8 })] },
    { path: '/api/family-members/9/occasions', body: [] },
  ]);
}

describe('the Occasions page', () => {
  it('lists the next twelve months by month, holidays marked', async () => {
    renderView([
      testUpcoming({ id: 11, date: '2026-12-12', plan: { ideas: 1, considered: 0, purchased: 0 } }),
      testHoliday('Christmas Day', { date: '2026-12-25', daysAway: 25 }),
      testUpcoming({ id: 14, familyMemberId: 9, memberName: 'Gran', date: '2027-02-03', daysAway: 65 }),
    ]);
    const months = await screen.findAllByRole('region');
    expect(months.map((m) => within(m).getByRole('heading').textContent)).toEqual([
      'December 2026',
      'February 2027',
    ]);
    const december = within(months[0] as HTMLElement).getAllByRole('listitem');
    expect(december).toHaveLength(2);
    expect(december[1]).toHaveTextContent('Christmas Day');
    expect(within(december[1] as HTMLElement).getByText('Holiday')).toBeInTheDocument();
    // Where the holidays are chosen is said on the page.
    expect(
      screen.getByText(/its owner changes them in the family menu, under Manage Family Settings/),
    ).toBeVisible();
    expect(december[0]).toHaveTextContent('1 idea');
    // Gran's page is not the viewer's to edit, and her birthday has no plan for them.
    expect(within(months[1] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it("edits a member's occasion from the list, once its details are loaded", async () => {
    const { user } = renderView([testUpcoming({ id: 11, plan: { ideas: 0, considered: 0, purchased: 0 } })]);
    await user.click(await screen.findByRole('button', { name: "Edit Lily's birthday" }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit occasion: Lily' });
    expect(await within(dialog).findByRole('textbox', { name: /Year of birth/ })).toHaveValue('1985');
  });

  it('adds an occasion from the empty page: first whom it is for, then the dialog', async () => {
    const { user } = renderView([]);
    expect(await screen.findByText('No occasions in the next 12 months')).toBeInTheDocument();
    const [add] = await screen.findAllByRole('button', { name: 'Add occasion' });
    await user.click(add as HTMLElement);
    // Only the members the viewer may edit.
    expect(await screen.findByRole('menuitem', { name: 'Lily' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Gran' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Lily' }));
    expect(await screen.findByRole('dialog', { name: 'Add an occasion for Lily' })).toBeInTheDocument();
  });
});
