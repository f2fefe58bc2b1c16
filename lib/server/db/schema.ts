/** Database schema (Drizzle). Migrations in ./migrations are generated from it with `npm run db:generate`. */
import { boolean, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
import type { MenuItem } from '@/lib/menu';

/** The menu tree of one position (header, footer, account, …) in one locale. */
export const siteMaps = pgTable(
  'site_maps',
  {
    position: text('position').notNull(),
    locale: text('locale').notNull(),
    items: jsonb('items').$type<MenuItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.position, t.locale] })],
);

/** Feedback left on the careers pages (spec section 7: POST /api/v1/jobs/feedback). */
export const jobFeedback = pgTable('job_feedback', {
  id: serial('id').primaryKey(),
  feedback: text('feedback').notNull(),
  locale: text('locale').notNull(),
  deviceId: text('device_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers to requests sent with an Idempotency-Key (design.md section 5). A row is written as
 * `pending` before the work starts, so a concurrent duplicate finds it and never does the work twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['pending', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    /** The whole answer as JSON text (jsonb would reorder keys, and a replay must be byte-identical). */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_at').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Content (design.md section 4): one draft per uri and locale, and its published versions.

export interface PageSeo {
  description?: string;
  image?: string;
}

export const pages = pgTable(
  'pages',
  {
    uri: text('uri').notNull(),
    locale: text('locale').notNull(),
    layout: text('layout').notNull().default('page'),
    title: text('title').notNull(),
    seo: jsonb('seo').$type<PageSeo>().notNull().default({}),
    /** The editor's working copy (Puck Data); never shown to visitors. */
    draft: jsonb('draft').notNull(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
    draftUpdatedBy: text('draft_updated_by'),
    /** The live version; null when the page is not published. */
    publishedVersion: integer('published_version'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uri, t.locale] })],
);

export const pageVersions = pgTable(
  'page_versions',
  {
    uri: text('uri').notNull(),
    locale: text('locale').notNull(),
    version: integer('version').notNull(),
    layout: text('layout').notNull(),
    title: text('title').notNull(),
    seo: jsonb('seo').$type<PageSeo>().notNull().default({}),
    data: jsonb('data').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by'),
  },
  (t) => [primaryKey({ columns: [t.uri, t.locale, t.version] })],
);

/** Texts of one item in the three languages. */
export type Localized<T = string> = Record<'ar' | 'en' | 'ku', T>;

// Blog ------------------------------------------------------------------------------------------

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  names: jsonb('names').$type<Localized>().notNull(),
});

export interface PostTranslation {
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  html: string;
}

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id').notNull().references(() => blogCategories.id),
    image: text('image').notNull(),
    translations: jsonb('translations').$type<Localized<PostTranslation>>().notNull(),
    /** Read count, for "trending". */
    views: integer('views').notNull().default(0),
    /** Posts of the old blog (/blog/old). */
    legacy: boolean('legacy').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('blog_posts_published_at').on(t.publishedAt)],
);

// Careers ---------------------------------------------------------------------------------------

export const jobLookups = pgTable(
  'job_lookups',
  {
    kind: text('kind', { enum: ['category', 'level', 'field', 'location'] }).notNull(),
    key: text('key').notNull(),
    names: jsonb('names').$type<Localized>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

export interface JobTranslation {
  title: string;
  /** Sanitised HTML. */
  html: string;
}

export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  category: text('category').notNull(),
  level: text('level').notNull(),
  field: text('field').notNull(),
  location: text('location').notNull(),
  translations: jsonb('translations').$type<Localized<JobTranslation>>().notNull(),
  open: boolean('open').notNull().default(true),
  postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: text('created_by'),
});

export const jobApplications = pgTable('job_applications', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id').notNull().references(() => jobs.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  coverLetter: text('cover_letter').notNull().default(''),
  cvFileName: text('cv_file_name').notNull(),
  cvMime: text('cv_mime').notNull(),
  cvSize: integer('cv_size').notNull(),
  cv: bytea('cv').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Forms, links, catalogue ------------------------------------------------------------------------

export const formSubmissions = pgTable('form_submissions', {
  id: serial('id').primaryKey(),
  formKey: text('form_key').notNull(),
  locale: text('locale').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  deviceId: text('device_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const dynamicLinks = pgTable('dynamic_links', {
  key: text('key').primaryKey(),
  target: text('target').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category', { enum: ['phones', 'sim', 'routers'] }).notNull(),
  brand: text('brand').notNull(),
  price: integer('price').notNull(),
  image: text('image').notNull(),
  names: jsonb('names').$type<Localized>().notNull(),
  descriptions: jsonb('descriptions').$type<Localized>().notNull(),
});

/** The add-on catalogue (the operator core issue adds subscriptions and purchases around it). */
export const addons = pgTable('addons', {
  id: integer('id').primaryKey(),
  type: text('type', { enum: ['internet', 'voice', 'sms', 'data', 'unlimited', 'credit'] }).notNull(),
  groupId: integer('group_id'),
  /** Integer IQD. */
  price: integer('price').notNull(),
  validityDays: integer('validity_days').notNull(),
  titles: jsonb('titles').$type<Localized>().notNull(),
  allowances: jsonb('allowances').$type<Localized>().notNull(),
  /** ISO country codes where a roaming add-on works; empty for home add-ons. */
  roamingCountries: text('roaming_countries').array().notNull().default([]),
  active: boolean('active').notNull().default(true),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  names: jsonb('names').$type<Localized>().notNull(),
});

// Editors (the visual editor) --------------------------------------------------------------------

export const editors = pgTable('editors', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** argon2id. */
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const editorSessions = pgTable('editor_sessions', {
  /** SHA-256 of the session token; the token itself is only in the editor's cookie. */
  tokenHash: text('token_hash').primaryKey(),
  editorId: integer('editor_id')
    .notNull()
    .references(() => editors.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Every save, publish, rollback, schedule and sign-in (issue: visual editor). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    uri: text('uri'),
    locale: text('locale'),
    version: integer('version'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_at').on(t.createdAt)],
);
