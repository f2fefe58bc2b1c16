/**
 * Builder.io A/B tests → our page variants. A Builder entry running a test has `testRatio` (the
 * default content's share, 0–1) and `variations` (`{ [id]: { id, name, testRatio, data } }`, each
 * variation's own `data.blocks`). The default content becomes our variant `a` (the page's blocks),
 * each variation the next variant (`b`, `c`…) with its blocks mapped as a page's are (./map.ts) and its
 * share as a weight out of 100. Builder targets a test with its own query rules, which we do not read:
 * every variant starts open to all visitors (an editor can target them in our editor).
 */
import type { Locale } from '@/lib/locales';
import type { ExperimentInput } from '../variants';
import { mapBuilderEntry, type BuilderEntry, type MediaResults } from './map';

const KEYS = 'bcdef';

function ratio(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1 ? value : null;
}

/** The variants of a Builder entry in `locale`, or null when it runs no test; `warnings` says what was left out. */
export function mapBuilderVariations(
  entry: BuilderEntry,
  locale: Locale,
  uri: string,
  media?: MediaResults,
): { experiment: ExperimentInput; warnings: string[] } | null {
  const variations = entry.variations && typeof entry.variations === 'object' ? Object.values(entry.variations as Record<string, unknown>) : [];
  const usable = variations.filter((v): v is { id?: unknown; name?: unknown; testRatio?: unknown; data?: Record<string, unknown> } => !!v && typeof v === 'object');
  if (!usable.length) return null;
  const warnings: string[] = [];
  if (usable.length > KEYS.length) warnings.push(`Only the first ${KEYS.length} of ${usable.length} Builder variations were kept.`);
  const kept = usable.slice(0, KEYS.length);
  const shares = kept.map((v) => ratio(v.testRatio) ?? 0);
  // The default content's share: `testRatio` of the entry, else what the variations leave.
  const control = ratio(entry.testRatio) ?? Math.max(0, 1 - shares.reduce((a, b) => a + b, 0));
  const variants: ExperimentInput['variants'] = [
    { key: 'a', name: 'Default', weight: Math.round(control * 100), targeting: { languages: [], signedIn: 'any', lineTypes: [], governorates: [] } },
  ];
  kept.forEach((variation, i) => {
    const mapped = mapBuilderEntry({ ...entry, data: { ...(entry.data ?? {}), ...(variation.data ?? {}) } }, locale, uri, media);
    warnings.push(...mapped.warnings.map((w) => `Variation ${i + 1}: ${w}`));
    const name = typeof variation.name === 'string' && variation.name.trim() ? variation.name.trim().slice(0, 40) : `Variation ${i + 1}`;
    variants.push({
      key: KEYS[i],
      name,
      weight: Math.round(shares[i] * 100),
      targeting: { languages: [], signedIn: 'any', lineTypes: [], governorates: [] },
      data: mapped.data,
    });
  });
  // Builder's ratios are each rounded; a test whose shares all round to 0 would have nobody in it.
  if (!variants.some((v) => v.weight > 0)) variants.forEach((v) => (v.weight = 1));
  return { experiment: { variants, goals: { clicks: [], purchase: true, recharge: true } }, warnings };
}
