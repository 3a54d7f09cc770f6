import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '#common/members';
import { signedInRoutes, testFamily, testMember, testUser } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { MemberCard } from './member-card';

function renderCard(
  member: FamilyMember,
  members: FamilyMember[] = [member],
  birthdayInDays?: number | null,
) {
  const api = stubApi([
    ...signedInRoutes(testUser(), [testFamily()], 3),
    { path: '/api/families/3/family-members', body: members },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const onAction = vi.fn();
  return {
    onAction,
    ...renderWithProviders(
      <MemberCard member={member} onAction={onAction} birthdayInDays={birthdayInDays} />,
    ),
  };
}

describe('a member card', () => {
  it('says what is missing below 100% and opens the questionnaire at that step', async () => {
    renderCard(
      testMember({
        lifestyle: { hobbies: ['Chess'] },
        shoppingPreferences: { budgetRange: 'under-50' },
        personalityProfile: { stylePreferences: ['Classic'] },
      }),
    );
    expect(screen.getByText('Still missing: a current focus and social platforms.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add what’s missing' })).toHaveAttribute(
      'href',
      '/onboarding/7?step=2',
    );
  });

  it('sends a child with hobbies to the step with the budget and style it names as missing', async () => {
    renderCard(
      testMember({
        id: 9,
        name: 'Mia',
        relationship: 'Child',
        age: 9,
        isSelf: false,
        isChild: true,
        userId: null,
        lifestyle: { hobbies: ['Dogs'] },
      }),
    );
    expect(screen.getByText('Still missing: a gift budget, style and a current focus.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add what’s missing' })).toHaveAttribute(
      'href',
      '/onboarding/9?step=1',
    );
  });

  it('shows the age beside the relationship and how far off the birthday is', async () => {
    renderCard(testMember({ relationship: 'Spouse', age: 38 }), undefined, 21);
    expect(screen.getByText('Spouse · 38')).toBeVisible();
    expect(screen.getByText('Birthday in 21 days')).toBeVisible();
  });

  it('says nothing of an age or birthday it does not know', async () => {
    renderCard(testMember({ relationship: 'Spouse', age: null }));
    expect(screen.getByText('Spouse')).toBeVisible();
    expect(screen.queryByText(/Birthday/)).toBeNull();
  });

  it('offers one primary step, with the other actions in a menu', async () => {
    const { user, onAction } = renderCard(testMember({ canDelete: true }));
    expect(screen.getByRole('link', { name: 'Set Up Enhanced Profile' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions for Ann' }));
    const items = (await screen.findAllByRole('menuitem')).map((i) => i.textContent);
    expect(items).toEqual(['Edit profile', 'Import social data', 'Privacy', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Privacy' }));
    expect(onAction).toHaveBeenCalledWith('privacy');
  });

  it('opens the profile as the next step of a complete or read-only profile', async () => {
    renderCard(testMember({ canEdit: false, isSelf: false, userId: 2, createdByUserId: 2 }));
    expect(screen.getByRole('link', { name: "Open Ann's profile" })).toHaveAttribute(
      'href',
      '/family-profiles/7',
    );
    expect(screen.queryByRole('button', { name: /More actions/ })).not.toBeInTheDocument();
  });

  it('reads a child’s relationship from the viewer’s side', async () => {
    const lily = testMember({
      id: 9,
      name: 'Lily',
      relationship: 'Child',
      isSelf: false,
      userId: null,
      createdByUserId: 1,
    });
    renderCard(lily, [testMember(), lily]);
    expect(await screen.findByText(/^Your child( · \d+)?$/)).toBeVisible();
  });

  it('shows every interest after "+N more" is pressed', async () => {
    const { user } = renderCard(
      testMember({ interests: ['Chess', 'Hiking', 'Baking', 'Jazz'], lifestyle: { hobbies: ['Cycling'] } }),
    );
    expect(screen.queryByText('Cycling')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+1 more' }));
    expect(screen.getByText('Cycling')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show less' })).toBeVisible();
  });

  it('shows the placeholders, never an empty box, when a relative hides their details', async () => {
    renderCard(
      testMember({
        isSelf: false,
        canEdit: false,
        hiddenFields: [
          'interests',
          'lifestyle',
          'shoppingPreferences',
          'personalityProfile',
          'goals',
          'socialMediaActivity',
        ],
      }),
    );
    expect(screen.getByText('Interests kept private')).toBeVisible();
    expect(screen.getByText('Shopping preferences kept private')).toBeVisible();
    expect(screen.getByText('Goals kept private')).toBeVisible();
  });
});
