import { describe, expect, it } from 'vitest';
import { trackAdLocation } from './track-ad-link';

describe('where Track Ad opens', () => {
  it("preselects the member whose page it opens over, keeping the page's own parameters", () => {
    expect(trackAdLocation({ pathname: '/family-profiles/42', search: '?tab=ads' }, 'quick')).toEqual({
      pathname: '/family-profiles/42',
      search: '?tab=ads&track=quick&trackMember=42',
    });
  });

  it('takes the member it is given over the page’s, and none on a page that is not a member’s', () => {
    expect(trackAdLocation({ pathname: '/family-profiles/42', search: '' }, 'insights', 7).search).toBe(
      '?track=insights&trackMember=7',
    );
    expect(trackAdLocation({ pathname: '/ad-history', search: '?trackMember=9' }, 'quick').search).toBe(
      '?track=quick',
    );
  });
});
