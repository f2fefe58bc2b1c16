/**
 * Helpers for the seeded pages. Each page is written for each language (not translated word for
 * word); the block structure may differ between languages when the copy needs it.
 */
import type { LayoutName } from '@/lib/page-props';
import { type Locale, localizePath } from '@/lib/locales';

export interface BlockInput {
  type: string;
  props: Record<string, unknown>;
}

export interface SeedPage {
  uri: string;
  layout: LayoutName;
  title: Record<Locale, string>;
  description: Record<Locale, string>;
  /** OpenGraph image, a local path under /images/. */
  image?: string;
  blocks(locale: Locale): BlockInput[];
}

/** The three languages of one text: `t('عربي', 'English', 'کوردی')`. */
export function t(ar: string, en: string, ku: string): Record<Locale, string> {
  return { ar, en, ku };
}

/** A block: `b('Hero', { title: … })`. Ids are given by the server when missing. */
export function b(type: string, props: Record<string, unknown> = {}): BlockInput {
  return { type, props };
}

/**
 * A seeded page. Link fields (`ctaHref`, `buttonHref`…) are localised when the page is shown, but rich
 * text is shown as it is written, so its links to our pages get the language's prefix here: an
 * English paragraph's `<a href="/support">` becomes `/en/support` and keeps the visitor in English.
 */
export function page(definition: SeedPage): SeedPage {
  return { ...definition, blocks: (locale) => definition.blocks(locale).map((block) => localizeRichText(block, locale) as BlockInput) };
}

function localizeRichText(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => localizeRichText(item, locale));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'html' && typeof item === 'string'
        ? item.replace(/href="(\/(?!\/)[^"]*)"/g, (_, path: string) => `href="${localizePath(path, locale)}"`)
        : localizeRichText(item, locale),
    ]),
  );
}
