import { screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { UserFamily } from '#common/families';
import type { FamilyMember } from '#common/members';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import { signedInRoutes, testFamily, testMember, testUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { CompletenessGuard } from './completeness-guard';

const user = testUser();
const family = testFamily();
const record = (id: number, isSelf: boolean, sections: Partial<FamilyMember> = {}) =>
  testMember({
    id,
    userId: isSelf ? 1 : null,
    name: isSelf ? 'Ann' : 'Tom',
    relationship: isSelf ? 'Self' : 'Child',
    isSelf,
    ...sections,
  });

function OnboardingStub() {
  const { memberId } = useParams();
  return <h1>Onboarding {memberId}</h1>;
}

function render(families: UserFamily[], members: FamilyMember[]) {
  const api = stubApi([
    ...signedInRoutes(user, families, families.length ? 3 : null),
    { path: '/api/families/3/family-members', body: members },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  return renderWithProviders(
    <CurrentFamilyProvider>
      <Routes>
        <Route
          path="/"
          element={
            <CompletenessGuard>
              <h1>Family Dashboard</h1>
            </CompletenessGuard>
          }
        />
        <Route path="/onboarding/:memberId" element={<OnboardingStub />} />
      </Routes>
    </CurrentFamilyProvider>,
  );
}

describe('CompletenessGuard', () => {
  it('shows a loader, not the page, while the family and members load', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderWithProviders(
      <CurrentFamilyProvider>
        <CompletenessGuard>
          <h1>Family Dashboard</h1>
        </CompletenessGuard>
      </CurrentFamilyProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Family Dashboard' })).not.toBeInTheDocument();
  });

  it('sends a user whose own profile is below 20% to their onboarding, replacing the history entry', async () => {
    const { router } = render(
      [family],
      [record(4, false, { lifestyle: { hobbies: ['Art'] } }), record(7, true)],
    );
    expect(await screen.findByRole('heading', { name: 'Onboarding 7' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/onboarding/7');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the page when the user's own profile is at 20%, whatever other members have", async () => {
    render(
      [family],
      [record(4, false), record(7, true, { shoppingPreferences: { budgetRange: 'under-50' } })],
    );
    expect(await screen.findByRole('heading', { name: 'Family Dashboard' })).toBeInTheDocument();
  });

  it('shows the page when the user has no family', async () => {
    render([], []);
    expect(await screen.findByRole('heading', { name: 'Family Dashboard' })).toBeInTheDocument();
  });

  it('shows the page when the family has no record for the user', async () => {
    render([family], [record(4, false)]);
    expect(await screen.findByRole('heading', { name: 'Family Dashboard' })).toBeInTheDocument();
  });
});
