/** A published page as the content API and the pages receive it (design.md section 4). */
import type { LayoutName } from './page-props';
import type { Locale } from './locales';
import type { PageData } from '@/lib/blocks/types';

/**
 * Where a page's document in one language stands against the language it was translated from (the
 * editor's page list and open page; lib/server/content/translations.ts). A language without a document
 * is missing.
 */
export type TranslationState = { kind: 'original' } | { kind: 'up-to-date' | 'outdated'; from: Locale };

export interface PageDocument {
  uri: string;
  locale: Locale;
  version: number;
  layout: LayoutName;
  title: string;
  seo: { description?: string; image?: string };
  data: PageData;
  publishedAt: string;
  /** Only on a variant's page of a page that runs a test (lib/variants.ts): its key (the combination), and per test (the page's, a section's: its id) the blocks whose clicks are goals. */
  variant?: { key: string; tests: Array<{ section: number | null; clicks: string[] }> };
  /** The page's own address while a test runs on it: a first-time visitor is given a variant (shell/VariantTracker.tsx). */
  variantPending?: boolean;
}

/** `/en/personal/` → `/personal`; locale prefixes are stripped before content lookups (spec section 2). */
export function normalizeUri(input: string): string {
  let uri = input.trim().split(/[?#]/)[0] || '/';
  if (!uri.startsWith('/')) uri = `/${uri}`;
  uri = uri.replace(/\/{2,}/g, '/').replace(/^\/(en|ku|ar)(?=\/|$)/, '') || '/';
  if (uri.length > 1) uri = uri.replace(/\/+$/, '');
  return uri || '/';
}
