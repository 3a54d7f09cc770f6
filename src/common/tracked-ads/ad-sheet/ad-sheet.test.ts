import { describe, expect, it } from 'vitest';
import { detectLanguage, parseAdSheet } from './index';
import { adSheetSchema } from './schema';
import { type AdSheetSample, SAMPLES_META } from './test-data';

/** Every language's samples: test-data.ts here, and each test-data-<lang>.ts's `SAMPLES_<LANG>`. */
const modules = import.meta.glob<Record<string, unknown>>('./test-data-*.ts', { eager: true });
const SAMPLES: AdSheetSample[] = [
  ...SAMPLES_META,
  ...Object.values(modules).flatMap((module) =>
    Object.entries(module)
      .filter(([key, value]) => key.startsWith('SAMPLES_') && Array.isArray(value))
      .flatMap(([, value]) => value as AdSheetSample[]),
  ),
];

describe('parseAdSheet on real sheets', () => {
  it.each(SAMPLES.map((s) => [`${s.language}: ${s.name}`, s] as const))('%s', (_, sample) => {
    const sheet = parseAdSheet(sample.text);
    for (const [key, value] of Object.entries(sample.expected)) {
      expect(sheet[key as keyof typeof sheet], key).toEqual(value);
    }
    expect(sheet.language).toBe(sample.language);
    expect(adSheetSchema.safeParse(sheet).success).toBe(true);
  });

  it('has samples of every platform and of English and German', () => {
    const platforms = new Set(SAMPLES.map((s) => s.expected.platform ?? parseAdSheet(s.text).platform));
    for (const p of ['facebook', 'instagram', 'google', 'youtube', 'tiktok', 'x', 'pinterest']) {
      expect(platforms.has(p as never), p).toBe(true);
    }
    const languages = new Set(SAMPLES.map((s) => s.language));
    expect(languages.has('en') && languages.has('de')).toBe(true);
  });
});

describe("issue 31's example", () => {
  const sheet = parseAdSheet(
    'Patagonia wants to reach people interested in Hiking / ages 25 to 44 / who live in United States',
  );

  it('reads the advertiser, the interest, the ages and the place', () => {
    expect(sheet).toMatchObject({
      advertiser: 'Patagonia',
      interests: ['Hiking'],
      ageMin: 25,
      ageMax: 44,
      location: 'United States',
    });
  });

  it('never takes the advertiser for an interest', () => {
    expect(sheet.interests).not.toContain('Patagonia');
    const again = parseAdSheet(
      'Topics: Patagonia, Hiking\nPatagonia wants to reach people interested in Patagonia and Hiking',
    );
    expect(again.advertiser).toBe('Patagonia');
    expect(again.interests).toEqual(['Hiking']);
  });

  it('gives three reasons with the same text for one sentence naming an interest, ages and a place', () => {
    expect(sheet.reasons.map((r) => r.kind)).toEqual(['interest', 'age', 'location']);
    expect(new Set(sheet.reasons.map((r) => r.text)).size).toBe(1);
  });
});

describe('parseAdSheet never fails', () => {
  it('returns an all-null sheet with empty lists for empty text', () => {
    for (const text of ['', '   \n\t ', '•·|']) {
      expect(parseAdSheet(text)).toEqual({
        platform: null,
        advertiser: null,
        ageMin: null,
        ageMax: null,
        location: null,
        gender: null,
        interests: [],
        reasons: [],
        language: null,
        text: text.replace(/\s+/g, ' ').trim(),
      });
    }
  });

  it('survives text that is no sheet and text that is not a string', () => {
    const noise = 'ﬁ'.repeat(50) + '\u0000'.repeat(3) + ')))(((('.repeat(200);
    expect(() => parseAdSheet(noise)).not.toThrow();
    expect(parseAdSheet(undefined as unknown as string).reasons).toEqual([]);
    expect(parseAdSheet(42 as unknown as string).text).toBe('');
    const odd = { languageHint: 'it' } as unknown as { languageHint: 'en' };
    expect(parseAdSheet('Patagonia wants to reach people ages 25 to 44', odd).ageMin).toBe(25);
  });

  it('reads a 20,000-character paste without full stops in well under a second', () => {
    for (const text of [
      'dass Firma Personen '.repeat(1000),
      'is that Patagonia interested in hiking and people '.repeat(400),
    ]) {
      const started = performance.now();
      parseAdSheet(text);
      expect(performance.now() - started).toBeLessThan(2_000);
    }
  });

  it("keeps a very long text within the API's limits", () => {
    const long = `${'Patagonia wants to reach people interested in Hiking, Camping and Climbing. '.repeat(600)}`;
    const sheet = parseAdSheet(long);
    expect(sheet.text.length).toBeLessThanOrEqual(20_000);
    expect(adSheetSchema.safeParse(sheet).success).toBe(true);
  });
});

describe('language and platform', () => {
  it('lets the hint break a tie and nothing else', () => {
    expect(detectLanguage('Patagonia', 'de')).toBeNull();
    expect(parseAdSheet('Hiking', { languageHint: 'de' }).language).toBeNull();
    expect(
      parseAdSheet('Patagonia wants to reach people ages 25 to 44', { languageHint: 'de' }).language,
    ).toBe('en');
  });

  it('reads Meta as facebook unless Instagram is named, and X only when named as a platform', () => {
    expect(parseAdSheet('Your activity on Meta technologies\nVisited websites about tea').platform).toBe(
      'facebook',
    );
    expect(
      parseAdSheet('Your activity on Meta technologies\nInteracted with reels on Instagram').platform,
    ).toBe('instagram');
    expect(parseAdSheet('X\nPatagonia wants to reach people ages 25 to 44').platform).toBeNull();
    expect(parseAdSheet('Promoted on X\nPatagonia wants to reach people ages 25 to 44').platform).toBe('x');
  });

  it('knows Facebook and Meta inside compound words, and My Ad Center by its name in each language', () => {
    expect(
      parseAdSheet('Det här baseras på din Facebookprofil och var du har anslutit till internet').platform,
    ).toBe('facebook');
    expect(parseAdSheet('Din aktivitet på Metas tekniker').platform).toBe('facebook');
    for (const name of [
      'Mi Centro de anuncios',
      'Minha Central de anúncios',
      'Mijn advertentiecentrum',
      'Mitt annonscenter',
    ])
      expect(parseAdSheet(`${name}\nDin ålder: 25–34`).platform, name).toBe('google');
  });

  it('takes no example for a place: "Your general location (like your country or city)" names none', () => {
    const sheet = parseAdSheet('My Ad Center\nYour general location (like your country or city)');
    expect(sheet.location).toBeNull();
  });
});
