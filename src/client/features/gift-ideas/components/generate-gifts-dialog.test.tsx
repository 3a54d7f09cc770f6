import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubApi } from '../../../test/render';
import { GenerateGiftsDialog } from './generate-gifts-dialog';

const ANSWER = { recommendations: [], source: 'catalogue', demoMode: false };

type Props = Parameters<typeof GenerateGiftsDialog>[0];
function setup(prefill?: Props['prefill'], budget?: Props['budget']) {
  const api = stubApi([
    { method: 'POST', path: '/api/ai/generate-gifts/8', status: 201, body: ANSWER },
    { path: '/api/gift-ideas/member/8', body: [] },
  ]);
  vi.stubGlobal('fetch', api.fetch);
  const result = renderWithProviders(
    <GenerateGiftsDialog
      memberId={8}
      memberName="Lily"
      opened
      onClose={() => {}}
      prefill={prefill}
      budget={budget}
    />,
  );
  return { ...result, api };
}

const posts = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method === 'POST');

describe('the AI Gift Generator opened for an occasion', () => {
  it('comes with the occasion filled in and saves the ideas for it', async () => {
    const { user, api } = setup({ occasion: 'custom', customOccasion: 'Piano recital', occasionId: 12 });
    const dialog = await screen.findByRole('dialog', { name: 'AI Gift Generator: Lily' });
    expect(within(dialog).getByRole('textbox', { name: 'Custom occasion' })).toHaveValue('Piano recital');
    await user.click(within(dialog).getByRole('button', { name: 'Generate gift ideas' }));
    await within(dialog).findByText('0 new ideas');
    expect(posts(api)[0]?.body).toMatchObject({
      occasion: 'custom',
      customOccasion: 'Piano recital',
      occasionId: 12,
    });
  });

  it('starts from the budget it is given and sends it with the occasion', async () => {
    const { user, api } = setup(
      { occasion: 'birthday', customOccasion: '', occasionId: 11 },
      { min: 50, max: 100 },
    );
    const dialog = await screen.findByRole('dialog', { name: 'AI Gift Generator: Lily' });
    expect(within(dialog).getByRole('textbox', { name: 'Min budget ($)' })).toHaveValue('50');
    await user.click(within(dialog).getByRole('button', { name: 'Generate gift ideas' }));
    await within(dialog).findByText('0 new ideas');
    expect(posts(api)[0]?.body).toMatchObject({
      occasion: 'birthday',
      occasionId: 11,
      budget: { min: 50, max: 100 },
    });
  });

  it('saves the ideas for no occasion once another occasion is chosen', async () => {
    const { user, api } = setup({ occasion: 'birthday', customOccasion: '', occasionId: 11 });
    const dialog = await screen.findByRole('dialog', { name: 'AI Gift Generator: Lily' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Occasion' }));
    await user.click(await screen.findByRole('option', { name: 'Graduation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Generate gift ideas' }));
    await within(dialog).findByText('0 new ideas');
    expect(posts(api)[0]?.body).toMatchObject({ occasion: 'graduation', occasionId: null });
  });
});
