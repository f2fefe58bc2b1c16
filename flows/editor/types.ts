/** The shapes the editor API answers (pages/api/editor/), as the editor's screens use them. */
import type { TranslationState } from '@/lib/content';
import type { Locale } from '@/lib/locales';
import type { layoutNames } from '@/lib/page-props';
import type { PageData } from '@/lib/blocks/types';

export interface Editor {
  email: string;
  name: string;
  /** 'author', 'reviewer', 'publisher' (pages: lib/server/content/review.ts), 'care' (answers the live chat). */
  roles?: string[];
}

/** A draft's place in review (lib/server/content/review.ts). */
export type ReviewState = 'draft' | 'in-review' | 'approved' | 'scheduled' | 'published';

export interface ReviewInfo {
  state: ReviewState;
  /** Who moved it last, and when. */
  by: string | null;
  at: string | null;
  /** The draft's last author: with "two people" on, someone else approves and publishes it. */
  lastAuthor: string | null;
}

export interface PageLocaleInfo {
  title: string;
  publishedVersion: number | null;
  hasUnpublishedChanges: boolean;
  scheduledAt: string | null;
  /** Against the language it was translated from (absent from answers older than this field). */
  translation?: TranslationState;
  /** Where its draft stands in review (absent from answers older than this field). */
  review?: ReviewInfo;
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
  /** Where its draft stands in review (absent from answers older than this field). */
  review?: ReviewInfo;
}
