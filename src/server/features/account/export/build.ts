import type { Lifecycle } from '../../../lib/feature';
import type { ExportContext, ExportSection } from '../../../lib/records';
import { ACCOUNT_SECTIONS } from './sections';

/** The account's sections, then one for each kind of member record, in the registry's order. */
export const exportSections = (lifecycle: Pick<Lifecycle, 'exportSections'>): ExportSection[] => [
  ...ACCOUNT_SECTIONS,
  ...lifecycle.exportSections,
];

export const EXPORT_FORMAT = 'giftlens-export';
export const EXPORT_VERSION = 1;

/**
 * The whole download: a short explanation, then each section with its title and
 * description next to its data, so the file reads on its own.
 */
export async function buildExport(ctx: ExportContext, sections: readonly ExportSection[]) {
  const out: Record<string, { title: string; description: string; data: unknown }> = {};
  for (const section of sections) {
    out[section.key] = {
      title: section.title,
      description: section.description,
      data: await section.load(ctx),
    };
  }
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    generatedAt: new Date().toISOString(),
    about:
      'Everything GiftLens holds about you, section by section. Dates are ISO 8601 in UTC. Photos are links you can open while signed in. Raw social-media export files are never kept, so they cannot be part of this file.',
    sections: out,
  };
}

/** `giftlens-data-2026-11-20.json` */
export const exportFileName = (now = new Date()) => `giftlens-data-${now.toISOString().slice(0, 10)}.json`;
