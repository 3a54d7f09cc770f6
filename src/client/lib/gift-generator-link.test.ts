import { describe, expect, it } from 'vitest';
import { GIFT_LIMITS, generateGiftsSchema } from '#common/gifts/schemas';
import {
  budgetForRange,
  CUSTOM_OCCASION_MAX,
  DEFAULT_OCCASION_BUDGET,
  generatorPrefillFrom,
  giftGeneratorPath,
  giftOccasionOf,
} from './gift-generator-link';

const paramsOf = (path: string) => new URL(path, 'https://giftlens.test').searchParams;

describe("the generator's occasion for one of the family's", () => {
  it('asks for a birthday or an anniversary as such, saved for the occasion', () => {
    expect(giftOccasionOf({ kind: 'birthday', title: null, id: 4 })).toEqual({
      occasion: 'birthday',
      customOccasion: '',
      occasionId: 4,
    });
    expect(giftOccasionOf({ kind: 'anniversary', title: 'Wedding', id: 5 }).occasion).toBe('anniversary');
  });

  it("knows holidays the gift taxonomy has, such as Christmas and Valentine's Day", () => {
    expect(giftOccasionOf({ kind: 'holiday', title: 'Christmas Day', id: null })).toEqual({
      occasion: 'christmas',
      customOccasion: '',
      occasionId: null,
    });
    expect(giftOccasionOf({ kind: 'holiday', title: 'Valentine’s Day', id: null }).occasion).toBe(
      'valentines',
    );
    expect(giftOccasionOf({ kind: 'custom', title: 'Graduation', id: 9 }).occasion).toBe('graduation');
  });

  it('asks for any other date as a custom occasion named by its title, within the limit', () => {
    expect(giftOccasionOf({ kind: 'holiday', title: "Mother's Day", id: null })).toEqual({
      occasion: 'custom',
      customOccasion: "Mother's Day",
      occasionId: null,
    });
    expect(CUSTOM_OCCASION_MAX).toBe(GIFT_LIMITS.customOccasion);
    const long = giftOccasionOf({ kind: 'custom', title: 'x'.repeat(120), id: 2 });
    expect(long.customOccasion).toHaveLength(GIFT_LIMITS.customOccasion);
  });
});

describe('the Gift Ideas address with the generator open', () => {
  it('carries the prefill there and back', () => {
    const prefill = giftOccasionOf({ kind: 'custom', title: 'End of school & summer', id: 12 });
    const path = giftGeneratorPath(7, prefill);
    expect(path.startsWith('/gift-ideas?')).toBe(true);
    const params = paramsOf(path);
    expect(params.get('member')).toBe('7');
    expect(params.get('generate')).toBe('1');
    expect(generatorPrefillFrom(params)).toEqual(prefill);
  });

  it('makes a body the generate endpoint accepts', () => {
    const prefill = generatorPrefillFrom(
      paramsOf(giftGeneratorPath(7, giftOccasionOf({ kind: 'custom', title: 'Recital', id: 3 }))),
    );
    expect(
      generateGiftsSchema.safeParse({
        occasion: prefill?.occasion,
        customOccasion: prefill?.customOccasion,
        occasionId: prefill?.occasionId,
      }).success,
    ).toBe(true);
  });

  it('ignores an occasion the generator does not know', () => {
    expect(generatorPrefillFrom(new URLSearchParams('occasion=bar-mitzvah&occasionId=3'))).toBeUndefined();
    expect(generatorPrefillFrom(new URLSearchParams('member=3'))).toBeUndefined();
  });
});

describe('the budget an occasion starts from', () => {
  it("is the member's own budget range, or a middling one when they gave none", () => {
    expect(budgetForRange('50-100')).toEqual({ min: 50, max: 100 });
    expect(budgetForRange('under-50')).toEqual({ min: 0, max: 50 });
    expect(budgetForRange(undefined)).toEqual(DEFAULT_OCCASION_BUDGET);
    expect(budgetForRange('something-else')).toEqual(DEFAULT_OCCASION_BUDGET);
  });
});
