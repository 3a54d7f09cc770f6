import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The languages GiftLens reads screenshots in, each with its Tesseract model from npm
 * (`@tesseract.js-data/<code>`, the "best_int" models): installed with the app and read from
 * disk, never fetched from a CDN at run time (decision 0038).
 */
export const OCR_LANGUAGES = {
  en: 'eng',
  es: 'spa',
  de: 'deu',
  fr: 'fra',
  pt: 'por',
  nl: 'nld',
  da: 'dan',
  sv: 'swe',
} as const;

export type OcrLanguage = keyof typeof OCR_LANGUAGES;

const require = createRequire(import.meta.url);

/** The folder holding a model's `<code>.traineddata.gz`, as installed from npm. */
export function modelFolder(code: (typeof OCR_LANGUAGES)[OcrLanguage]): string {
  const manifest = require.resolve(`@tesseract.js-data/${code}/package.json`);
  return path.join(path.dirname(manifest), '4.0.0_best_int');
}
