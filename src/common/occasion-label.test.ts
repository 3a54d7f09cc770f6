import { describe, expect, it } from 'vitest';
import { occasionLabel, type UpcomingKind } from './occasion-label';

describe('how an occasion is named', () => {
  it('names occurrences as people say them', () => {
    expect(occasionLabel({ kind: 'birthday', title: null, memberName: 'Mia' })).toBe("Mia's birthday");
    expect(
      occasionLabel({ kind: 'anniversary', title: null, memberName: 'Ana', otherMemberName: 'Luis' }),
    ).toBe("Ana & Luis's anniversary");
    expect(occasionLabel({ kind: 'holiday', title: 'Diwali', memberName: null })).toBe('Diwali');
  });

  it('names every kind with and without a title or another member', () => {
    const kinds: UpcomingKind[] = ['birthday', 'anniversary', 'custom', 'holiday'];
    const named = kinds.flatMap((kind) =>
      [null, 'Wedding anniversary'].flatMap((title) =>
        [null, 'Luis'].map((otherMemberName) =>
          occasionLabel({ kind, title, memberName: 'Ana', otherMemberName }),
        ),
      ),
    );
    expect(named).toEqual([
      "Ana's birthday",
      "Ana's birthday",
      "Ana's birthday",
      "Ana's birthday",
      "Ana's anniversary",
      "Ana & Luis's anniversary",
      'Wedding anniversary',
      'Wedding anniversary',
      'Occasion',
      'Occasion',
      'Wedding anniversary',
      'Wedding anniversary',
      'Occasion',
      'Occasion',
      'Wedding anniversary',
      'Wedding anniversary',
    ]);
  });
});
