/** The shapes the editor API answers (pages/api/editor/), as the editor's screens use them. */
import type { TranslationState } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import type { layoutNames } from '@/lib/page-props';
import type { PageData } from '@/lib/blocks/types';

export interface Editor {
  email: string;
  name: string;
  /** E.g. 'care' (answers the live chat). */
  roles?: string[];
}

export interface PageLocaleInfo {
  title: string;
  publishedVersion: number | null;
  hasUnpublishedChanges: boolean;
  scheduledAt: string | null;
  /** Against the language it was translated from (absent from answers older than this field). */
  translation?: TranslationState;
}

export interface PageSummary {
  uri: string;
  locales: Partial<Record<Locale, PageLocaleInfo>>;
  /** Served from Builder.io (CONTENT_SOURCE=builder): how many of its elements our mapping left out. */
  builder?: { dropped: number };
}

/** One document: a page in one locale. */
export interface PageRef {
  uri: string;
  locale: Locale;
}

export interface Draft {
  uri: string;
  locale: Locale;
  title: string;
  layout: (typeof layoutNames)[number];
  seo: { description?: string; image?: string };
  data: PageData;
  publishedVersion: number | null;
  scheduledAt: string | null;
  translation?: TranslationState;
}
