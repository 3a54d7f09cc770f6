import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testMember } from '../../../test/fixtures';
import { renderWithProviders, stubApi } from '../../../test/render';
import { MemberGiftIdeasCard } from './member-gift-cards';

describe("the member page's Gift Ideas", () => {
  it('offers Generate as a 44 px tap target on phones, and opens the generator', async () => {
    vi.stubGlobal('fetch', stubApi([{ path: '/api/gift-ideas/member/7', body: [] }]).fetch);
    const { user } = renderWithProviders(
      <MemberGiftIdeasCard member={testMember({ id: 7, name: 'Gran' })} />,
    );
    const card = screen.getByRole('region', { name: 'Gift Ideas' });
    const generate = within(card).getByRole('button', { name: 'Generate' });
    expect(generate).toHaveClass('tap-target');
    await user.click(generate);
    expect(await screen.findByRole('dialog', { name: 'AI Gift Generator: Gran' })).toBeInTheDocument();
  });
});
