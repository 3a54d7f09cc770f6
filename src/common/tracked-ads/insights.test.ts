import { describe, expect, it } from 'vitest';
import { COMMON_TARGETING_REASONS } from './constants';
import { analyzeTargeting, campaignTypeOf, interestsInTargeting, isHighConfidence } from './insights';

describe('the insight analysis of targeting reasons', () => {
  it('reads the interests listed after "Interests:" and scores 20 for each', () => {
    expect(analyzeTargeting(['Interests: Fashion, Beauty, Shopping'])).toEqual({
      interests: ['Fashion', 'Beauty', 'Shopping'],
      demographics: [],
      behaviors: [],
      giftCategories: ['Fashion & Accessories', 'Beauty & Personal Care'],
      confidenceScore: 60,
    });
  });

  it('reads interests from "likes" and "follows" phrases too', () => {
    expect(analyzeTargeting(['Likes Nike', 'Follows National Geographic']).interests).toEqual([
      'Nike',
      'National Geographic',
    ]);
    expect(interestsInTargeting(['likes: hiking, camping']).map((i) => [i.label, i.cue])).toEqual([
      ['Hiking', 'Likes'],
      ['Camping', 'Likes'],
    ]);
  });

  it('does not take the advertiser or the viewer for an interest', () => {
    expect(analyzeTargeting(['Similar to people who follow this business']).interests).toEqual([]);
    expect(analyzeTargeting(['Follows this business']).interests).toEqual([]);
  });

  it('keeps a topic with "and" in it whole, and splits a plain list on "and"', () => {
    expect(analyzeTargeting(['Interests: Food and drink']).interests).toEqual(['Food and drink']);
    expect(analyzeTargeting(['Interests: Fashion, Beauty and Skincare']).interests).toEqual([
      'Fashion',
      'Beauty',
      'Skincare',
    ]);
  });

  it('finds age, location and gender, 10 points each', () => {
    const result = analyzeTargeting(['Age and location', 'Gender: women']);
    expect(result.demographics).toEqual(['Age', 'Location', 'Gender']);
    expect(result.confidenceScore).toBe(30);
    expect(analyzeTargeting(['Pages you visited', 'An image ad']).demographics).toEqual([]);
  });

  it('maps website visits, "similar to", custom audiences and retargeting onto the four behaviours', () => {
    expect(analyzeTargeting(['Previous website visits']).behaviors).toEqual(['Website visitor']);
    expect(analyzeTargeting(['Similar to people who follow this business']).behaviors).toEqual([
      'Lookalike audience',
    ]);
    expect(analyzeTargeting(['Custom audience from email list']).behaviors).toEqual(['Email list member']);
    expect(analyzeTargeting(['Retargeting campaign']).behaviors).toEqual(['Retargeted user']);
    expect(analyzeTargeting(['Retargeting campaign']).confidenceScore).toBe(15);
  });

  it('reads the dialog’s own "Lookalike audience" reason as a lookalike audience', () => {
    expect(analyzeTargeting(['Lookalike audience']).behaviors).toEqual(['Lookalike audience']);
  });

  it('maps fashion, tech, beauty and fitness wording onto gift categories of the one taxonomy', () => {
    expect(analyzeTargeting(['Interests: clothing, technology, cosmetics, fitness']).giftCategories).toEqual([
      'Fashion & Accessories',
      'Electronics',
      'Beauty & Personal Care',
      'Sports & Fitness',
    ]);
    expect(analyzeTargeting(['Public transport commuters']).giftCategories).toEqual([]);
  });

  it('caps the score at 90 and highlights only scores above 70', () => {
    const all = analyzeTargeting([...COMMON_TARGETING_REASONS]);
    expect(all.interests).toEqual(['Fashion', 'Beauty', 'Shopping']);
    expect(all.behaviors).toEqual([
      'Website visitor',
      'Lookalike audience',
      'Email list member',
      'Retargeted user',
    ]);
    expect(all.demographics).toEqual(['Age', 'Location']);
    // 3 × 20 + 4 × 15 + 2 × 10 = 140, capped.
    expect(all.confidenceScore).toBe(90);
    expect(isHighConfidence(90)).toBe(true);
    expect(isHighConfidence(70)).toBe(false);
    expect(isHighConfidence(71)).toBe(true);
  });

  it('scores exactly 20 per interest, 15 per behaviour and 10 per demographic below the cap', () => {
    const result = analyzeTargeting(['Interests: Hiking', 'Retargeting campaign', 'Age and location']);
    expect(result.confidenceScore).toBe(20 + 15 + 10 * 2);
  });

  it('gives nothing and scores 0 for reasons that name nothing', () => {
    expect(analyzeTargeting(['Based on your activity', '  '])).toEqual({
      interests: [],
      demographics: [],
      behaviors: [],
      giftCategories: [],
      confidenceScore: 0,
    });
  });

  it('counts an interest named twice once', () => {
    expect(analyzeTargeting(['Interests: Hiking', 'Likes hiking']).interests).toEqual(['Hiking']);
  });

  it("reads Instagram's own wording pasted as reasons: the interest, age and place, never the advertiser", () => {
    expect(
      analyzeTargeting([
        'Patagonia wants to reach people interested in Hiking',
        'ages 25 to 44',
        'who live in United States',
      ]),
    ).toEqual({
      interests: ['Hiking'],
      demographics: ['Age', 'Location'],
      behaviors: [],
      giftCategories: [],
      confidenceScore: 40,
    });
  });

  it("reads a German sheet's reasons: the interest, not the advertiser", () => {
    const analysis = analyzeTargeting([
      'Ein Grund, warum du diese Werbeanzeige siehst, ist, dass Globetrotter Personen erreichen möchte, die sich für Wandern interessieren.',
    ]);
    expect(analysis.interests).toEqual(['Wandern']);
  });

  it("reads Meta's customer lists and look-alike audiences as behaviours", () => {
    const analysis = analyzeTargeting([
      "One reason you're seeing this ad is that LEGO wants to reach people who may be similar to their customers.",
      'LEGO added you to a customer list.',
    ]);
    expect(analysis.behaviors).toEqual(['Lookalike audience', 'Email list member']);
    expect(analysis.interests).toEqual([]);
  });
});

describe('the campaign type', () => {
  it('names the most specific way the advertiser reached the member', () => {
    const none = { interests: [], demographics: [], behaviors: [] };
    expect(campaignTypeOf({ ...none, behaviors: ['Lookalike audience', 'Retargeted user'] })).toBe(
      'Retargeting',
    );
    expect(campaignTypeOf({ ...none, behaviors: ['Email list member'] })).toBe('Custom audience');
    expect(campaignTypeOf({ ...none, behaviors: ['Lookalike audience'] })).toBe('Lookalike audience');
    expect(campaignTypeOf({ ...none, interests: ['Hiking'] })).toBe('Interest targeting');
    expect(campaignTypeOf({ ...none, demographics: ['Age'] })).toBe('Demographic targeting');
    expect(campaignTypeOf(none)).toBe('Broad targeting');
  });
});
