import { describe, expect, it } from 'vitest';
import { conceptForPhrase, conceptsInText, knownConceptForPhrase } from './concepts';
import { normalizePhrase } from './normalize';

describe('normalizePhrase', () => {
  it('meets accents, case, ampersands and punctuation halfway', () => {
    expect(normalizePhrase('  Randonnée & Camping! ')).toBe('randonnee and camping');
    expect(normalizePhrase('Doğa yürüyüşü')).toBe('doga yuruyusu');
    expect(normalizePhrase('Movies & TV')).toBe('movies and tv');
  });
});

describe('conceptForPhrase', () => {
  it('maps the wording of questionnaires, Meta topics and translations onto one concept', () => {
    expect(conceptForPhrase('Hiking')?.key).toBe('hiking');
    expect(conceptForPhrase('randonnée')?.key).toBe('hiking');
    expect(conceptForPhrase('LEGO')?.key).toBe('lego');
    expect(conceptForPhrase('Outdoor recreation')?.key).toBeDefined();
    expect(conceptForPhrase('Outdoor recreation')?.key.startsWith('x:')).toBe(false);
  });

  it('keeps a phrase no concept knows as its own concept, labelled as written', () => {
    expect(conceptForPhrase('  restoring  vintage radios ')).toEqual({
      key: 'x:restoring-vintage-radios',
      label: 'Restoring vintage radios',
      kind: 'interest',
      categories: [],
    });
    expect(conceptForPhrase('   ')).toBeNull();
    expect(knownConceptForPhrase('restoring vintage radios')).toBeNull();
  });
});

describe('conceptsInText', () => {
  it('finds the concepts running text names, longest phrase first, each once', () => {
    const keys = conceptsInText('New LEGO Star Wars starship! LEGO fans love it').map((c) => c.key);
    expect(keys).toContain('lego');
    expect(keys).toContain('star-wars');
    expect(keys.filter((k) => k === 'lego')).toHaveLength(1);
  });

  it('does not read an everyday word as a brand in running text', () => {
    expect(conceptsInText('Hit your target with our new style guide').map((c) => c.key)).not.toContain(
      'target',
    );
    expect(conceptForPhrase('Target')?.key).toBe('target');
  });

  it('does not read a lone style word in a product name as a taste, but does the whole phrase', () => {
    const keys = conceptsInText('The LEGO Classic creative brick box').map((c) => c.key);
    expect(keys).toContain('lego');
    expect(keys).not.toContain('classic');
    expect(conceptsInText('Timeless pieces for a classic style wardrobe').map((c) => c.key)).toContain(
      'classic',
    );
    // A chip someone picked is a whole phrase and still counts.
    expect(conceptForPhrase('Classic')?.key).toBe('classic');
  });
});
