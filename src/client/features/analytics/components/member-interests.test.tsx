import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterestEntryView } from '#common/signals/schemas';
import { renderWithProviders, stubApi } from '../../../test/render';
import { MemberInterests } from './analytics-view';

const AT = '2026-11-01T00:00:00.000Z';
const entry = (label: string, source: 'profile' | 'import'): InterestEntryView => ({
  concept: `interest:${label.toLowerCase()}`,
  label,
  kind: 'interest',
  score: 60,
  categories: [],
  evidence: [
    source === 'import'
      ? {
          source,
          reason: 'import.topic',
          params: { platform: 'instagram', text: label },
          count: 1,
          first: AT,
          at: AT,
        }
      : { source, reason: 'profile.interest', params: {}, count: 1, first: AT, at: AT },
  ],
});

function render(entries: InterestEntryView[]) {
  const api = stubApi([{ path: '/api/families/3/family-members/9/interest-profile', body: entries }]);
  vi.stubGlobal('fetch', api.fetch);
  return renderWithProviders(<MemberInterests familyId={3} memberId={9} name="Gran" />);
}

describe('what analytics says GiftLens learned about a member', () => {
  it('counts the interests learned from imported data', async () => {
    render([entry('Knitting', 'import'), entry('Opera', 'import'), entry('Tea', 'profile')]);
    const card = await screen.findByRole('region', { name: 'What GiftLens learned about Gran' });
    expect(
      await within(card).findByText("2 interests were learned from Gran's imported data."),
    ).toBeVisible();
  });

  it('names importing among the ways to teach it when nothing is known yet', async () => {
    render([]);
    expect(await screen.findByText(/import their Instagram or Facebook data/)).toBeVisible();
  });
});
