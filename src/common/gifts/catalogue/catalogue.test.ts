import { describe, expect, it } from 'vitest';
import { VOCABULARY } from '../../signals/vocabulary';
import { GIFT_CATEGORY_KEYS } from '../../taxonomy/categories';
import { AGE_BANDS, OCCASION_KEYS } from '../../taxonomy/occasions';
import { GIFT_CATALOGUE } from './index';

const CONCEPT_KEYS = new Set(VOCABULARY.map((concept) => concept.key));
const ADULTS_ONLY =
  /\b(knife|knives|wine|wines|beer|beers|whisky|whiskey|cocktail|cocktails|razor|razors|lighter|lighters)\b/i;

const idsWhere = (predicate: (gift: (typeof GIFT_CATALOGUE)[number]) => boolean) =>
  GIFT_CATALOGUE.filter(predicate).map((gift) => gift.id);

describe('gift catalogue', () => {
  it('holds at least 420 ideas', () => {
    expect(GIFT_CATALOGUE.length).toBeGreaterThanOrEqual(420);
  });

  it('gives every idea a unique kebab-case id', () => {
    const ids = GIFT_CATALOGUE.map((gift) => gift.id);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('fills in a title, a one-sentence description and a search phrase for every idea', () => {
    expect(
      idsWhere(
        (gift) =>
          gift.title.trim() === '' ||
          gift.search.trim() === '' ||
          !gift.description.endsWith('.') ||
          gift.description.slice(0, -1).includes('. '),
      ),
    ).toEqual([]);
  });

  it('tags every idea with one to five distinct concepts from the vocabulary', () => {
    expect(
      idsWhere(
        (gift) =>
          gift.concepts.length < 1 ||
          gift.concepts.length > 5 ||
          new Set(gift.concepts).size !== gift.concepts.length ||
          gift.concepts.some((key) => !CONCEPT_KEYS.has(key)),
      ),
    ).toEqual([]);
  });

  it('puts every idea in a gift category and every gift category holds at least 20 ideas', () => {
    expect(idsWhere((gift) => !GIFT_CATEGORY_KEYS.includes(gift.category))).toEqual([]);
    const thin = GIFT_CATEGORY_KEYS.filter(
      (key) => GIFT_CATALOGUE.filter((gift) => gift.category === key).length < 20,
    );
    expect(thin).toEqual([]);
  });

  it('offers at least 40 ideas to every age band', () => {
    const thin = AGE_BANDS.filter(
      (band) =>
        GIFT_CATALOGUE.filter((gift) => gift.minAge <= band.max && gift.maxAge >= band.min).length < 40,
    ).map((band) => band.key);
    expect(thin).toEqual([]);
  });

  it('prices every idea in positive whole cents', () => {
    expect(idsWhere((gift) => !Number.isInteger(gift.priceCents) || gift.priceCents <= 0)).toEqual([]);
  });

  it('keeps every age range ordered and within 1 to 120 years', () => {
    expect(
      idsWhere(
        (gift) =>
          !Number.isInteger(gift.minAge) ||
          !Number.isInteger(gift.maxAge) ||
          gift.minAge < 1 ||
          gift.maxAge > 120 ||
          gift.minAge > gift.maxAge,
      ),
    ).toEqual([]);
  });

  it("uses only the taxonomy's occasions, or 'any'", () => {
    expect(
      idsWhere(
        (gift) =>
          gift.occasions !== 'any' &&
          (gift.occasions.length === 0 || gift.occasions.some((key) => !OCCASION_KEYS.includes(key))),
      ),
    ).toEqual([]);
  });

  it('never suggests knives, alcohol, razors or lighters to anyone under 18', () => {
    expect(
      idsWhere(
        (gift) => gift.minAge < 18 && ADULTS_ONLY.test(`${gift.title} ${gift.description} ${gift.search}`),
      ),
    ).toEqual([]);
  });

  it('aims baby-shower-only ideas at the expecting parents, not the baby', () => {
    expect(
      idsWhere(
        (gift) => gift.occasions !== 'any' && gift.occasions.includes('baby_shower') && gift.minAge < 18,
      ),
    ).toEqual([]);
  });

  it('tags a branded idea with that brand’s concept whenever the vocabulary knows the brand', () => {
    const brandKeyByWording = new Map<string, string>();
    for (const concept of VOCABULARY.filter((candidate) => candidate.kind === 'brand')) {
      for (const synonym of concept.synonyms) brandKeyByWording.set(synonym, concept.key);
    }
    expect(
      idsWhere((gift) => {
        const key = gift.brand ? brandKeyByWording.get(gift.brand.toLowerCase()) : undefined;
        return key !== undefined && !gift.concepts.includes(key);
      }),
    ).toEqual([]);
  });

  it('reaches most hobby, interest and brand concepts with at least one idea', () => {
    const used = new Set(GIFT_CATALOGUE.flatMap((gift) => gift.concepts));
    const giftable = VOCABULARY.filter((concept) => ['interest', 'activity', 'brand'].includes(concept.kind));
    const reached = giftable.filter((concept) => used.has(concept.key));
    expect(reached.length / giftable.length).toBeGreaterThanOrEqual(0.9);
  });
});
