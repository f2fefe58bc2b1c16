/**
 * `npm run builder:import`: Builder.io page entries become our page documents, saved as drafts in every
 * locale (nothing is published), with a report of what was mapped and what was left out, so a team can
 * move off Builder and publish from our editor.
 */
import { locales, type Locale } from '@/lib/locales';
import type { Database } from '../../db';
import { saveDraft } from '../pages';
import { saveExperiment } from '../variants';
import { builderUri, countBlocks, mapBuilderEntry, type BuilderEntry, type MediaResults } from './map';
import { copyBuilderMedia } from './media';
import { mapBuilderVariations } from './variants';

export interface ImportLine {
  uri: string;
  locale: Locale;
  title: string;
  blocks: number;
  dropped: string[];
  /** A Builder test's variations mapped to our variants: `b Bigger hero 50%`. */
  variants?: string[];
}

export interface ImportReport {
  imported: ImportLine[];
  /** Entries without a usable URL path (nothing saved). */
  skipped: string[];
}

/** An entry's page path: `data.url`, else its `urlPath` targeting. */
export function entryUri(entry: BuilderEntry): string | null {
  const fromUrl = builderUri(entry.data?.url);
  if (fromUrl) return fromUrl;
  const query = Array.isArray(entry.query) ? (entry.query as Array<{ property?: unknown; value?: unknown }>) : [];
  const target = query.find((q) => q?.property === 'urlPath');
  return target ? builderUri(target.value) : null;
}

/** Builder's list answer (`{ results: [...] }`), one entry, or an array of entries. */
export function entriesOf(json: unknown): BuilderEntry[] {
  if (Array.isArray(json)) return json as BuilderEntry[];
  if (json && typeof json === 'object' && Array.isArray((json as { results?: unknown }).results)) return (json as { results: BuilderEntry[] }).results;
  return json && typeof json === 'object' ? [json as BuilderEntry] : [];
}

export async function importBuilderEntries(entries: BuilderEntry[], options: { author?: string; db?: Database } = {}): Promise<ImportReport> {
  const report: ImportReport = { imported: [], skipped: [] };
  const media: MediaResults = new Map();
  for (const entry of entries) {
    const uri = entryUri(entry);
    if (!uri) {
      report.skipped.push(`${String(entry.name ?? entry.id ?? 'entry')}: no URL path`);
      continue;
    }
    // Images and videos on Builder's CDN are copied to our origin, so the drafts do not depend on Builder.
    await copyBuilderMedia(entry, { db: options.db, results: media });
    for (const locale of locales) {
      const page = mapBuilderEntry(entry, locale, uri, media);
      const { data, problems } = await saveDraft(uri, locale, { title: page.title, layout: 'page', seo: page.seo, data: page.data }, options.author ?? 'builder-import', options.db);
      // A Builder A/B test becomes our page variants (a draft test, not live, like the page).
      const test = mapBuilderVariations(entry, locale, uri, media);
      if (test) await saveExperiment(uri, locale, test.experiment, options.author ?? 'builder-import', options.db);
      report.imported.push({
        uri,
        locale,
        title: page.title,
        blocks: countBlocks(data.content),
        dropped: [...page.warnings, ...problems.map((p) => `${p.type}: ${JSON.stringify(p.errors)}`), ...(test?.warnings ?? [])],
        ...(test ? { variants: test.experiment.variants.map((v) => `${v.key} ${v.name} ${v.weight}%`) } : {}),
      });
    }
  }
  return report;
}

export function formatReport(report: ImportReport): string {
  const lines = report.imported.map((l) => `${l.uri} [${l.locale}] "${l.title}": ${l.blocks} blocks mapped, ${l.dropped.length} left out or changed${l.dropped.map((d) => `\n    - ${d}`).join('')}`);
  for (const s of report.skipped) lines.push(`skipped ${s}`);
  return `${lines.join('\n')}\n${report.imported.length} drafts saved (not published), ${report.skipped.length} entries skipped.`;
}
