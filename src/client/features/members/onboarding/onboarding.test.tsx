import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { FamilyMember } from '#common/members';
import { CurrentFamilyProvider } from '../../../lib/current-family';
import OnboardingPage from '../../../pages/onboarding';
import { signedInRoutes, testFamily, testMember, testUser } from '../../../test/fixtures';
import { type FakeRoute, renderWithProviders, stubApi } from '../../../test/render';

const user = testUser();
const family = testFamily();
const member = (overrides: Partial<FamilyMember> = {}) => testMember(overrides);
const PROFILE_PATH = '/api/families/3/family-members/7/profile';

function setup(route: string, extra: FakeRoute[], record = member()) {
  const api = stubApi([
    ...signedInRoutes(user, [family], 3),
    { path: '/api/families/3/family-members/7', body: record },
    ...extra,
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const result = renderWithProviders(
    <CurrentFamilyProvider>
      <Routes>
        <Route path="/onboarding/*" element={<OnboardingPage />} />
        <Route path="/family-profiles" element={<h1>Family Profiles</h1>} />
      </Routes>
    </CurrentFamilyProvider>,
    { route },
  );
  return { ...result, api };
}

const button = (name: string) => screen.getByRole('button', { name });
const pick = async (u: UserEvent, label: RegExp, option: string) => {
  await u.click(screen.getByRole('combobox', { name: label }));
  await u.click(await screen.findByRole('option', { name: option }));
};
const chip = (u: UserEvent, name: string) => u.click(screen.getByRole('checkbox', { name }));
const radio = (u: UserEvent, name: string) => u.click(screen.getByRole('radio', { name }));

async function answerAll(u: UserEvent) {
  await screen.findByRole('heading', { name: 'Tell us about your lifestyle' });
  expect(button('Next')).toBeDisabled();
  await chip(u, 'Reading');
  await chip(u, 'Movies & TV');
  await pick(u, /Life stage/, 'Young professional');
  expect(button('Next')).toBeDisabled();
  await radio(u, 'Balanced');
  expect(button('Next')).toBeEnabled();
  await u.click(button('Next'));

  await screen.findByRole('heading', { name: 'Shopping Preferences' });
  expect(button('Next')).toBeDisabled();
  await pick(u, /Typical gift budget/, '$100 - $250');
  await chip(u, 'Electronics');
  await chip(u, 'Nike');
  await radio(u, 'Quality');
  expect(button('Next')).toBeDisabled();
  expect(screen.getByText('Still needed: at least one style.')).toBeVisible();
  await chip(u, 'Sporty');
  expect(button('Next')).toBeEnabled();
  await u.click(button('Next'));

  await screen.findByRole('heading', { name: 'Goals & Social Media' });
  expect(button('Complete Setup')).toBeDisabled();
  await chip(u, 'Career Growth');
  await chip(u, 'Instagram');
  await pick(u, /Time online each day/, '1-2 h');
  expect(button('Complete Setup')).toBeDisabled();
  await radio(u, 'Sometimes');
  expect(button('Complete Setup')).toBeEnabled();
}

describe('the onboarding page', () => {
  it('enables Next only once each step is answered, then saves the answers and goes to family profiles', async () => {
    const { user: u, api } = setup('/onboarding/7', [{ method: 'PUT', path: PROFILE_PATH, body: member() }]);
    await answerAll(u);
    await u.click(button('Complete Setup'));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your preferences have been saved! This will help create better gift recommendations.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Family Profiles' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: PROFILE_PATH,
      body: {
        gender: null,
        lifestyle: {
          hobbies: ['Reading', 'Movies & TV'],
          lifeStage: 'young-professional',
          workLifeBalance: 'balanced',
        },
        shoppingPreferences: {
          budgetRange: '100-250',
          preferredBrands: ['Nike'],
          favoriteCategories: ['Electronics'],
          motivation: 'quality',
        },
        personalityProfile: { stylePreferences: ['Sporty'] },
        goals: { currentFocus: ['Career Growth'] },
        socialMediaActivity: {
          activePlatforms: ['Instagram'],
          onlineTime: 'moderate',
          influencedByAds: 'sometimes',
        },
      },
    });
  });

  it('lets a retiree on no social media finish: no Career Growth, and “None of these” stands alone', async () => {
    const { user: u, api } = setup('/onboarding/7', [{ method: 'PUT', path: PROFILE_PATH, body: member() }]);
    await screen.findByRole('heading', { name: 'Tell us about your lifestyle' });
    await chip(u, 'Gardening');
    await pick(u, /Life stage/, 'Retired');
    await radio(u, 'Leisure-focused');
    await u.click(button('Next'));
    await screen.findByRole('heading', { name: 'Shopping Preferences' });
    await pick(u, /Typical gift budget/, 'Under $50');
    await chip(u, 'Home & Garden');
    await chip(u, 'Sporty');
    await radio(u, 'Quality');
    await u.click(button('Next'));

    await screen.findByRole('heading', { name: 'Goals & Social Media' });
    expect(screen.queryByRole('checkbox', { name: 'Career Growth' })).toBeNull();
    await chip(u, 'Family');
    await chip(u, 'Facebook');
    await chip(u, 'None of these');
    expect(screen.getByRole('checkbox', { name: 'Facebook' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'None of these' })).toBeChecked();
    await pick(u, /Time online each day/, 'Prefer not to say');
    await radio(u, 'Not sure');
    expect(button('Complete Setup')).toBeEnabled();
    await u.click(button('Complete Setup'));
    await screen.findByRole('heading', { name: 'Family Profiles' });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      goals: { currentFocus: ['Family'] },
      socialMediaActivity: {
        activePlatforms: ['None of these'],
        onlineTime: 'prefer-not-to-say',
        influencedByAds: 'not-sure',
      },
    });
  });

  it('keeps every answer on the form and says so when the save fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user: u } = setup('/onboarding/7', [
      { method: 'PUT', path: PROFILE_PATH, status: 500, body: { message: 'Internal error' } },
    ]);
    await answerAll(u);
    await u.click(button('Complete Setup'));

    expect(await screen.findByText('Failed to save your preferences. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Family Profiles' })).not.toBeInTheDocument();
    expect(button('Complete Setup')).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Instagram' })).toBeChecked();
    await u.click(button('Previous'));
    await u.click(button('Previous'));
    expect(screen.getByRole('checkbox', { name: 'Reading' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Balanced' })).toBeChecked();
    logged.mockRestore();
  });

  it('prefills the stored answers and keeps the stored fields it does not ask about', async () => {
    const stored = member({
      gender: 'female',
      lifestyle: {
        hobbies: ['Hiking', 'Birdwatching'],
        lifeStage: 'retired',
        workLifeBalance: 'balanced',
        workSchedule: 'Part-time',
      },
      shoppingPreferences: { budgetRange: 'under-50', categories: ['Books & Media'], motivation: 'deals' },
      personalityProfile: { values: ['Honesty'], stylePreferences: ['Classic'] },
      goals: { currentFocus: ['Travel'], upcomingEvents: ['Wedding'] },
      socialMediaActivity: { platforms: ['Reddit'], onlineTime: 'light', influencedByAds: 'never' },
    });
    const { user: u, api } = setup(
      '/onboarding/7',
      [{ method: 'PUT', path: PROFILE_PATH, body: stored }],
      stored,
    );
    await screen.findByRole('heading', { name: 'Tell us about your lifestyle' });
    expect(screen.getByRole('checkbox', { name: 'Birdwatching' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Gender/ })).toHaveValue('Female');
    await u.click(button('Next'));
    await u.click(button('Next'));
    await u.click(button('Complete Setup'));
    await screen.findByRole('heading', { name: 'Family Profiles' });
    const body = api.calls.find((c) => c.method === 'PUT')?.body as Record<string, Record<string, unknown>>;
    expect(body.gender).toBe('female');
    expect(body.lifestyle).toMatchObject({ hobbies: ['Hiking', 'Birdwatching'], workSchedule: 'Part-time' });
    expect(body.shoppingPreferences).toMatchObject({
      favoriteCategories: ['Books & Media'],
      categories: ['Books & Media'],
    });
    expect(body.personalityProfile).toEqual({ values: ['Honesty'], stylePreferences: ['Classic'] });
    expect(body.goals).toEqual({ currentFocus: ['Travel'], upcomingEvents: ['Wedding'] });
    expect(body.socialMediaActivity).toMatchObject({ activePlatforms: ['Reddit'], platforms: ['Reddit'] });
  });

  it('says the member ID is invalid when the last segment is not a positive number', async () => {
    setup('/onboarding/abc', []);
    expect(await screen.findByRole('heading', { name: 'Invalid member ID' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Family Profiles' })).toHaveAttribute(
      'href',
      '/family-profiles',
    );
  });

  it('says Member Not Found when the member is not in the current family', async () => {
    setup('/onboarding/8', [
      { path: '/api/families/3/family-members/8', status: 404, body: { message: 'Not found' } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Member Not Found' })).toBeInTheDocument();
  });

  it('says why Next is disabled, naming each missing answer, and ties the reason to the button', async () => {
    setup('/onboarding/7', []);
    await screen.findByRole('heading', { name: 'Tell us about your lifestyle' });
    expect(button('Next')).toHaveAccessibleDescription(
      'Still needed: at least one hobby, a life stage, work-life balance.',
    );
  });

  it('asks about a child in the third person, without the adult-only questions, and saves only what applies', async () => {
    const lily = member({
      name: 'Lily Doe',
      relationship: 'Child',
      age: 7,
      isSelf: false,
      isChild: true,
      userId: null,
    });
    const { user: u, api } = setup(
      '/onboarding/7',
      [{ method: 'PUT', path: PROFILE_PATH, body: lily }],
      lily,
    );
    await screen.findByRole('heading', { name: "Tell us about Lily's lifestyle" });
    expect(screen.getByRole('group', { name: /What does Lily enjoy\?/ })).toBeVisible();
    expect(screen.queryByRole('radiogroup', { name: /Work-life balance/ })).not.toBeInTheDocument();
    await chip(u, 'Crafts');
    await pick(u, /Life stage/, 'Primary school');
    expect(screen.queryByRole('option', { name: 'Retired' })).not.toBeInTheDocument();
    await u.click(button('Next'));
    await screen.findByRole('heading', { name: 'Shopping Preferences' });
    expect(screen.getByRole('group', { name: /Which words describe Lily's style\?/ })).toBeVisible();
    await pick(u, /Typical gift budget for Lily/, 'Under $50');
    await chip(u, 'Toys & Games');
    await chip(u, 'Playful');
    await radio(u, 'Quality');
    await u.click(button('Next'));
    await screen.findByRole('heading', { name: 'What is Lily into right now?' });
    expect(screen.queryByRole('combobox', { name: /Time online/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: /ads influence/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Active platforms/ })).not.toBeInTheDocument();
    await chip(u, 'School');
    await u.click(button('Complete Setup'));
    await screen.findByRole('heading', { name: 'Family Profiles' });
    const body = api.calls.find((c) => c.method === 'PUT')?.body as Record<string, Record<string, unknown>>;
    expect(body.lifestyle).toEqual({ hobbies: ['Crafts'], lifeStage: 'primary-school' });
    expect(body.socialMediaActivity).toEqual({});
    expect(body.goals).toEqual({ currentFocus: ['School'] });
  });

  it('opens at the step a card named, but not past a step that still needs answers', async () => {
    const partial = member({
      lifestyle: { hobbies: ['Reading'], lifeStage: 'retired', workLifeBalance: 'balanced' },
      shoppingPreferences: {
        budgetRange: 'under-50',
        favoriteCategories: ['Electronics'],
        motivation: 'deals',
      },
      personalityProfile: { stylePreferences: ['Classic'] },
    });
    setup('/onboarding/7?step=2', [], partial);
    expect(await screen.findByRole('heading', { name: 'Goals & Social Media' })).toBeVisible();
  });

  it('opens a child’s “add what’s missing” at the budget and style, not at a life stage no card asked for', async () => {
    // The card names a gift budget, style and a current focus (steps 2 and 3): hobbies are there,
    // a life stage is not, and completeness does not count one.
    const mia = member({
      name: 'Mia',
      relationship: 'Child',
      age: 9,
      isSelf: false,
      isChild: true,
      userId: null,
      lifestyle: { hobbies: ['Dogs', 'Drawing'] },
    });
    const { user: u, api } = setup(
      '/onboarding/7?step=1',
      [{ method: 'PUT', path: PROFILE_PATH, body: mia }],
      mia,
    );
    expect(await screen.findByRole('heading', { name: 'Shopping Preferences' })).toBeVisible();
    expect(screen.queryByText(/a life stage/)).not.toBeInTheDocument();
    await pick(u, /Typical gift budget for Mia/, 'Under $50');
    await chip(u, 'Toys & Games');
    await chip(u, 'Playful');
    await radio(u, 'Quality');
    await u.click(button('Next'));
    await screen.findByRole('heading', { name: 'What is Mia into right now?' });
    await chip(u, 'School');
    await u.click(button('Complete Setup'));
    await screen.findByRole('heading', { name: 'Family Profiles' });
    const body = api.calls.find((c) => c.method === 'PUT')?.body as Record<string, Record<string, unknown>>;
    // No life stage was asked for: a blank one, which the server stores as none.
    expect(body.lifestyle).toMatchObject({ hobbies: ['Dogs', 'Drawing'] });
    expect(body.shoppingPreferences).toMatchObject({ budgetRange: 'under-50' });
    expect(body.goals).toEqual({ currentFocus: ['School'] });
  });

  it('starts at the first step when an earlier step is unanswered', async () => {
    setup('/onboarding/7?step=2', []);
    expect(await screen.findByRole('heading', { name: 'Tell us about your lifestyle' })).toBeVisible();
  });

  it('prefills the hobbies with the interests given when joining', async () => {
    setup('/onboarding/7', [], member({ interests: ['Hiking', 'Chess'] }));
    await screen.findByRole('heading', { name: 'Tell us about your lifestyle' });
    expect(screen.getByRole('checkbox', { name: 'Hiking' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chess' })).toBeChecked();
  });

  it('asks a member without a birthday for one, and saves it after the answers', async () => {
    const OCCASIONS = '/api/family-members/7/occasions';
    const { user: u, api } = setup('/onboarding/7', [
      { method: 'PUT', path: PROFILE_PATH, body: member() },
      { path: OCCASIONS, body: [] },
      { method: 'POST', path: OCCASIONS, status: 201, body: { id: 3, kind: 'birthday' } },
    ]);
    const group = await screen.findByRole('group', { name: 'Birthday' });
    await u.click(within(group).getByRole('combobox', { name: 'Month' }));
    await u.click(await screen.findByRole('option', { name: 'June' }));
    await u.type(within(group).getByRole('textbox', { name: 'Day' }), '31');
    expect(within(group).getByRole('textbox', { name: 'Day' })).toHaveAccessibleDescription(
      /June has no day 31/,
    );
    await u.clear(within(group).getByRole('textbox', { name: 'Day' }));
    await u.type(within(group).getByRole('textbox', { name: 'Day' }), '30');
    await answerAll(u);
    await u.click(button('Complete Setup'));

    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    const writes = api.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([`PUT ${PROFILE_PATH}`, `POST ${OCCASIONS}`]);
    expect(writes[1]?.body).toEqual({ kind: 'birthday', month: 6, day: 30, year: null });
  });

  it('does not ask for a birthday the member already has', async () => {
    const { api } = setup('/onboarding/7', [
      {
        path: '/api/family-members/7/occasions',
        body: [{ id: 3, familyMemberId: 7, kind: 'birthday', month: 6, day: 30, year: null }],
      },
    ]);
    await screen.findByRole('heading', { name: 'Tell us about your lifestyle' });
    await vi.waitFor(() =>
      expect(api.calls.some((c) => c.path === '/api/family-members/7/occasions')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('group', { name: 'Birthday' })).toBeNull();
  });
});
