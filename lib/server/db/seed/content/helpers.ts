/**
 * Helpers for the seeded pages. Each page is written for each language (not translated word for
 * word); the block structure may differ between languages when the copy needs it.
 */
import type { LayoutName } from '@/lib/page-props';
import type { Locale } from '@/lib/locales';

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

export function page(definition: SeedPage): SeedPage {
  return definition;
}
