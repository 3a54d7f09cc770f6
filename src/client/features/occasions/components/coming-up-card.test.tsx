import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UpcomingOccasion } from '#common/occasions';
import { testMember } from '../../../test/fixtures';
import { testHoliday, testUpcoming } from '../../../test/record-fixtures';
import type { FakeRoute } from '../../../test/render';
import { renderInFamily } from '../../../test/render-in-family';
import { ComingUpCard } from './coming-up-card';

function renderCard(answer: FakeRoute) {
  return renderInFamily(<ComingUpCard enabled />, [
    answer,
    {
      path: '/api/families/3/family-members',
      body: [testMember({ id: 7, name: 'Ann' }), testMember({ id: 8, name: 'Lily', isSelf: false })],
    },
  ]);
}

const upcoming = (body: UpcomingOccasion[]): FakeRoute => ({
  path: '/api/families/3/occasions?days=60',
  body,
});
const paramsOf = (link: HTMLElement) =>
  new URL(link.getAttribute('href') ?? '', 'https://x.test').searchParams;

describe("the dashboard's Coming up", () => {
  it('lists the next 60 days with their day, how soon, the age turned and the plan', async () => {
    const { api } = renderCard(
      upcoming([
        testUpcoming({
          turning: 7,
          daysAway: 0,
          date: '2026-12-01',
          plan: { ideas: 2, considered: 0, purchased: 1 },
        }),
        testUpcoming({
          id: 12,
          familyMemberId: 7,
          memberName: 'Ann',
          kind: 'anniversary',
          otherMemberName: 'Luis',
          date: '2026-12-02',
          daysAway: 1,
          turning: 10,
          plan: { ideas: 0, considered: 0, purchased: 0 },
        }),
      ]),
    );
    const card = await screen.findByRole('region', { name: 'Coming up' });
    const rows = await within(card).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Lily's birthday.*Tue,? 1 Dec|^Lily's birthday.*Tue,? Dec 1/),
      expect.stringMatching(/^Ann & Luis's anniversary/),
    ]);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('today · turning 7');
    expect(first).toHaveTextContent('2 ideas · 1 bought');
    expect(second).toHaveTextContent('tomorrow · 10 years');
    expect(second).toHaveTextContent('No ideas yet');
    expect(within(first).getByRole('time')).toHaveAttribute('datetime', '2026-12-01');
    expect(api.calls.some((c) => c.path === '/api/families/3/occasions?days=60')).toBe(true);
  });

  it("opens the generator for the member's occasion, its occasion filled in", async () => {
    renderCard(upcoming([testUpcoming({ id: 11, plan: { ideas: 0, considered: 0, purchased: 0 } })]));
    const ideas = await screen.findByRole('link', { name: "Ideas for this occasion: Lily's birthday" });
    const params = paramsOf(ideas);
    expect(ideas.getAttribute('href')).toMatch(/^\/gift-ideas\?/);
    expect(Object.fromEntries(params)).toEqual({
      member: '8',
      generate: '1',
      occasion: 'birthday',
      occasionId: '11',
    });
  });

  it('offers no ideas for an occasion without a plan (the viewer’s own)', async () => {
    renderCard(upcoming([testUpcoming({ familyMemberId: 7, memberName: 'Ann' })]));
    await screen.findByText("Ann's birthday");
    expect(screen.queryByRole('link', { name: /Ideas for this occasion/ })).toBeNull();
  });

  it('asks whom a holiday’s ideas are for, and marks it as a holiday', async () => {
    const { user } = renderCard(upcoming([testHoliday('Christmas Day')]));
    const card = await screen.findByRole('region', { name: 'Coming up' });
    expect(await within(card).findByText('Holiday')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ideas for this occasion: Christmas Day' }));
    const lily = await screen.findByRole('menuitem', { name: 'Lily' });
    expect(Object.fromEntries(paramsOf(lily))).toEqual({ member: '8', generate: '1', occasion: 'christmas' });
  });

  it('says when nothing is coming up, and leads to Family Profiles to add birthdays', async () => {
    renderCard(upcoming([]));
    expect(await screen.findByText('No birthdays or occasions in the next 60 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add birthdays' })).toHaveAttribute('href', '/family-profiles');
  });

  it('says when the occasions could not be loaded', async () => {
    renderCard({
      path: '/api/families/3/occasions?days=60',
      status: 500,
      body: { message: 'Database down' },
    });
    expect(await screen.findByText('Occasions could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/Database down/)).toBeInTheDocument();
  });

  it('shows the first five and says how many more the Occasions page has', async () => {
    renderCard(
      upcoming(Array.from({ length: 7 }, (_, i) => testUpcoming({ id: i + 1, date: `2026-12-1${i}` }))),
    );
    const card = await screen.findByRole('region', { name: 'Coming up' });
    await within(card).findAllByRole('listitem');
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card).getByRole('link', { name: /2 more in the next 60 days/ })).toHaveAttribute(
      'href',
      '/occasions',
    );
  });
});
