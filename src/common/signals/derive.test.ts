import { describe, expect, it } from 'vitest';
import { signalsFromAnswers } from './derive';

describe('signals from a member’s own answers', () => {
  it('turns hobbies, brands, categories and interests into concepts with the reason they count', () => {
    const { profile, questionnaire } = signalsFromAnswers({
      interests: ['Dinosaurs', 'restoring vintage radios'],
      lifestyle: { hobbies: ['Hiking', 'Gaming'], activities: ['hiking'] },
      shoppingPreferences: { preferredBrands: ['LEGO'], favoriteCategories: ['Toys & Games', 'Nonsense'] },
      goals: { currentFocus: ['Learning New Skills'] },
    });
    expect(questionnaire.map((s) => [s.concept.key, s.reason])).toEqual([
      ['hiking', 'questionnaire.hobby'],
      [expect.any(String), 'questionnaire.hobby'],
      ['lego', 'questionnaire.brand'],
      ['category:toys', 'questionnaire.category'],
      [expect.any(String), 'questionnaire.focus'],
    ]);
    expect(profile.map((s) => s.concept.label)).toEqual([expect.any(String), 'Restoring vintage radios']);
    expect(profile[1]?.concept.key).toBe('x:restoring-vintage-radios');
  });

  it('says which answer a concept came from, and counts an interest named twice once', () => {
    const { questionnaire } = signalsFromAnswers({
      lifestyle: { hobbies: [], activities: ['Chess'] },
      personalityProfile: { interests: ['Opera', 'chess'] },
    });
    expect(questionnaire.map((s) => [s.concept.label, s.reason])).toEqual([
      ['Chess', 'questionnaire.activity'],
      ['Classical music', 'questionnaire.interest'],
    ]);
  });

  it('gives nothing for a member who answered nothing', () => {
    expect(signalsFromAnswers({ interests: null, lifestyle: null })).toEqual({
      profile: [],
      questionnaire: [],
    });
  });
});
