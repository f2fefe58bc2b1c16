/** Database schema (Drizzle). Migrations in ./migrations are generated from it with `npm run db:generate`. */
import { sql } from 'drizzle-orm';
import { boolean, check, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
import type { MenuItem } from '@/lib/menu';
import type { WeekHours } from '@/lib/shops';
import type { PayerStep } from '../payments/methods/types';

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
    /**
     * Translations (lib/server/content/translations.ts): md5 of the draft's title, SEO and blocks (set in
     * SQL on every save); for a document translated from another language, that language and the
     * source's content_hash when the translation was last saved. They differ: the translation is outdated.
     */
    contentHash: text('content_hash'),
    translatedFrom: text('translated_from'),
    sourceHash: text('source_hash'),
    /**
     * Review (lib/server/content/review.ts): draft → in-review → approved → scheduled or published; a change
     * to the content sends it back to draft. `review_by` / `review_at`: who moved it last, and when.
     */
    reviewState: text('review_state', { enum: ['draft', 'in-review', 'approved', 'scheduled', 'published'] }).notNull().default('draft'),
    reviewBy: text('review_by'),
    reviewAt: timestamp('review_at', { withTimezone: true }),
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

/**
 * Releases (lib/server/content/releases.ts): drafts of several pages in several languages published at
 * once, all or nothing, now or at `scheduled_at`, and rolled back together. status: open → scheduled →
 * published → rolled-back (a scheduled release refused by the check goes back to open, with `refusal`).
 */
export const releases = pgTable('releases', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  status: text('status', { enum: ['open', 'scheduled', 'published', 'rolled-back'] }).notNull().default('open'),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  /** Why the last scheduled publishing was refused (the check before publishing), for the editor. */
  refusal: jsonb('refusal'),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const releaseItems = pgTable(
  'release_items',
  {
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    uri: text('uri').notNull(),
    locale: text('locale').notNull(),
    /** Set when the release is published: the version it made live, and the one live before (null: none). */
    publishedVersion: integer('published_version'),
    previousVersion: integer('previous_version'),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.uri, t.locale] })],
);

/**
 * Shared sections (lib/server/content/sections.ts, issue 32 part 5): a named group of blocks saved once
 * and used on many pages through a SharedSection block. Per language a draft and published versions,
 * like a page; a page shows the live version of its language.
 */
export const sharedSections = pgTable('shared_sections', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sharedSectionLocales = pgTable(
  'shared_section_locales',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => sharedSections.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    /** The editor's working copy (Puck Data: root and content); never shown to visitors. */
    draft: jsonb('draft').notNull(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }).notNull().defaultNow(),
    draftUpdatedBy: text('draft_updated_by'),
    /** The live version; null when the section is not published in this language. */
    publishedVersion: integer('published_version'),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.locale] })],
);

export const sharedSectionVersions = pgTable(
  'shared_section_versions',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => sharedSections.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by'),
  },
  (t) => [primaryKey({ columns: [t.sectionId, t.locale, t.version] })],
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

/** The mobile shop's products; what can be bought is a variant (colour, storage) with its own stock. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  category: text('category', { enum: ['phones', 'sims', 'routers', 'accessories'] }).notNull(),
  brand: text('brand').notNull(),
  /** From-price (the cheapest variant), integer IQD. */
  price: integer('price').notNull(),
  image: text('image').notNull(),
  /** Gallery, first is `image`. */
  images: text('images').array().notNull().default(sql`'{}'::text[]`),
  names: jsonb('names').$type<Localized>().notNull(),
  descriptions: jsonb('descriptions').$type<Localized>().notNull(),
  /** Key specs in each language: [{ label, value }]. */
  specs: jsonb('specs').$type<Localized<Array<{ label: string; value: string }>>>(),
  badges: text('badges').array().notNull().default(sql`'{}'::text[]`),
  featured: boolean('featured').notNull().default(false),
  maxPerOrder: integer('max_per_order').notNull().default(3),
  /** A SIM card is sold against an ID (lines per ID are limited). */
  needsId: boolean('needs_id').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull().unique(),
    /** Colour name in each language, and its swatch. */
    colours: jsonb('colours').$type<Localized>(),
    colourHex: text('colour_hex'),
    /** "128 GB" (same in every language), null when the product has one storage. */
    storage: text('storage'),
    price: integer('price').notNull(),
    /** Units on the shelf; reserved by orders with a conditional UPDATE, never below zero. */
    stock: integer('stock').notNull(),
  },
  (t) => [index('product_variants_product').on(t.productId), check('product_variants_stock_not_negative', sql`${t.stock} >= 0`)],
);

/** A bag: a guest's is found by the hash of its httpOnly cookie, a subscriber's by account. */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').unique(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_account').on(t.accountId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_line').on(t.cartId, t.variantId)],
);

export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  minSubtotal: integer('min_subtotal').notNull().default(0),
  validUntil: timestamp('valid_until', { withTimezone: true }),
});

export type OrderDetails = {
  firstName: string;
  secondName: string;
  thirdName: string;
  phone: string;
  email: string;
  /** Only when the order holds a line or SIM card (normalised: lib/validation/rules.ts normalizeIdNumber). */
  idType?: 'national-id' | 'passport' | 'residence';
  idNumber?: string;
};
/** Orders placed before governorate and landmark were asked have neither. */
export type OrderFulfilment =
  | { method: 'pickup'; shopId: string }
  | { method: 'delivery'; address: string; city: string; district: string; governorate?: string; landmark?: string };

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** The short reference customers read out (lib/reference.ts). */
    orderNumber: text('order_number')
      .notNull()
      .default(sql`short_reference()`),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The buyer's number: a guest's orders join their account when they sign in with it. */
    msisdn: text('msisdn').notNull(),
    /** SHA-256 of the unguessable token in the guest's order link. */
    accessTokenHash: text('access_token_hash').notNull(),
    status: text('status', {
      enum: ['pending-payment', 'confirmed', 'ready-for-pickup', 'out-for-delivery', 'completed', 'cancelled'],
    }).notNull(),
    details: jsonb('details').$type<OrderDetails>().notNull(),
    fulfilment: jsonb('fulfilment').$type<OrderFulfilment>().notNull(),
    paymentMethod: text('payment_method', { enum: ['card', 'cod'] }).notNull(),
    paymentId: text('payment_id'),
    promoCode: text('promo_code'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    total: integer('total').notNull(),
    locale: text('locale').notNull().default('ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Stock comes back when an order is cancelled; true once it has (so it comes back once). */
    stockReleased: boolean('stock_released').notNull().default(false),
  },
  (t) => [uniqueIndex('orders_number').on(t.orderNumber), index('orders_msisdn').on(t.msisdn, t.createdAt), index('orders_status').on(t.status, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /** The name as bought, in each language (the receipt stays right if the catalogue changes). */
    names: jsonb('names').$type<Localized>().notNull(),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

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
  /** The allowance as a number for subscriptions' meters (null: unlimited or credit). */
  quota: integer('quota'),
  quotaUnit: text('quota_unit', { enum: ['MB', 'min', 'sms', 'IQD'] }),
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
  /**
   * What the editor may do: 'author' edits drafts and submits them, 'reviewer' comments and approves or sends
   * back, 'publisher' publishes, schedules and rolls back (lib/server/content/review.ts); 'care' answers the
   * live chat (/editor/chat).
   */
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
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

/** Settings of the editor, by key ('twoPeople': nobody approves or publishes their own change). */
export const editorSettings = pgTable('editor_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Comments on a page in one language, or on one of its blocks (`block_id`: the block's id in the Puck data). */
export const pageComments = pgTable(
  'page_comments',
  {
    id: serial('id').primaryKey(),
    uri: text('uri').notNull(),
    locale: text('locale').notNull(),
    blockId: text('block_id'),
    body: text('body').notNull(),
    author: text('author').notNull(),
    status: text('status', { enum: ['open', 'resolved'] }).notNull().default('open'),
    resolvedBy: text('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('page_comments_page').on(t.uri, t.locale)],
);

/** What an editor is told in the editor (a comment on their page, their draft approved or sent back); read or not. */
export const editorNotifications = pgTable(
  'editor_notifications',
  {
    id: serial('id').primaryKey(),
    editorId: integer('editor_id')
      .notNull()
      .references(() => editors.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['comment', 'approved', 'sent-back'] }).notNull(),
    actor: text('actor').notNull(),
    uri: text('uri').notNull(),
    locale: text('locale').notNull(),
    commentId: integer('comment_id'),
    text: text('text'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('editor_notifications_editor').on(t.editorId, t.id)],
);

// Subscriber accounts (issue: accounts) -----------------------------------------------------------

export interface AccountProfile {
  firstName: string;
  secondName: string;
  thirdName: string;
  /** yyyy-mm-dd, optional. */
  dateOfBirth: string | null;
  interests: string[];
  idType: 'national-id' | 'passport' | 'residence' | null;
  idNumber: string | null;
}

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  /** The account's own line (07XXXXXXXXX). */
  msisdn: text('msisdn').notNull().unique(),
  /** Lower-case; optional (phone-only accounts). */
  email: text('email').unique(),
  /** argon2id; null until the subscriber sets a password. */
  passwordHash: text('password_hash'),
  profile: jsonb('profile').$type<AccountProfile>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * When the password or the e-mail was last changed on the strength of an SMS code (reset by SMS, change
   * in the profile, a new e-mail confirmed): the SIM alone could do that, so the step-up check (password
   * + e-mail code) is refused for STEP_UP_COOLDOWN_DAYS after it (services/step-up.ts).
   */
  credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    /** lib/governorates.ts id (null on addresses saved before the field existed). */
    governorate: text('governorate'),
    /** The nearest landmark a courier can ask for (a mosque, school, shop or square). */
    landmark: text('landmark'),
    primary: boolean('primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_account').on(t.accountId)],
);

export const accountSessions = pgTable('account_sessions', {
  /** SHA-256 of the session token (cookie `session` and bearer token). */
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  deviceId: text('device_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/**
 * One-time codes (design.md section 7): SMS login PIN, registration, reset, add-on purchase, credit
 * transfer, MiFi link. Only a hash is stored; `binding` is what the code authorises.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    /** The number the code was sent to (or the e-mail for e-mail resets). */
    subject: text('subject').notNull(),
    /** HMAC-SHA-256 of the code, keyed by the binding. */
    codeHash: text('code_hash').notNull(),
    binding: jsonb('binding').$type<Record<string, string | number>>().notNull().default({}),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    deviceId: text('device_id'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when replaced by a resend or killed by too many wrong tries. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('otp_codes_subject').on(t.subject, t.purpose, t.createdAt)],
);

/** Failed sign-in attempts, per number / e-mail and per IP: the captcha is asked after 3 in an hour. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_failures_subject').on(t.subject, t.createdAt)],
);

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Proof-of-work captchas (ALTCHA) already accepted, by their challenge's signature: a solution is good
 * once, on every server. A row is useless once its challenge has expired, and is then deleted.
 */
export const usedCaptchaChallenges = pgTable(
  'used_captcha_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('used_captcha_challenges_expires').on(t.expiresAt)],
);

/** Demo mode's SMS and e-mail outbox (design.md section 6), also the log of what real adapters sent. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    /** The code the message carries (demo outbox only, so people trying the site can read it). */
    code: text('code'),
    purpose: text('purpose').notNull(),
    /** The SMPP queue row of this SMS (SMS_TRANSPORT=smpp): where its delivery state is read. */
    smsQueueId: integer('sms_queue_id'),
    /** How it left: the operator's SMSC, the HTTP gateway or SMTP, or only this outbox (demo mode). */
    via: text('via', { enum: ['outbox', 'smpp', 'gateway', 'smtp'] }).notNull().default('outbox'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_to').on(t.to, t.createdAt)],
);

/**
 * SMS waiting for, or sent over, SMPP (lib/server/messaging/smpp/queue.ts): sendSms writes the row and
 * tries at once; a send that failed (bind lost, throttled, refused) is tried again by the sms-queue job.
 * status: queued (due at next_attempt_at) → claimed (one server holds it until lease_until) → sending
 * (a submit_sm is on the wire: from here a lost answer is "in-doubt", never sent again) → sent | failed.
 */
export const smsQueue = pgTable(
  'sms_queue',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    purpose: text('purpose').notNull(),
    /** What the message belongs to, e.g. `otp:<otp_codes.id>` (an undeliverable code lets its owner ask again at once). */
    ref: text('ref'),
    status: text('status', { enum: ['queued', 'claimed', 'sending', 'sent', 'in-doubt', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Who holds the row (a new random value at each claim): a holder whose lease was taken over writes nothing. */
    claimToken: text('claim_token'),
    /** Parts already accepted by the SMSC (a retry goes on from the next one, with the same UDH reference). */
    partsSent: integer('parts_sent').notNull().default(0),
    /** The SMSC's message id of each accepted part (delivery receipts name them). */
    messageIds: text('message_ids').array().notNull().default(sql`'{}'::text[]`),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_queue_due').on(t.status, t.nextAttemptAt), index('sms_queue_ref').on(t.ref)],
);

/**
 * SMS written in the transaction of what they tell about (lib/server/messaging/pending.ts, migration
 * 0039): the row exists exactly when that change committed, and is then handed to the transport at
 * least once. `ref` is unique: the same event queues one message. status: pending (due at
 * next_attempt_at; a server holds it while lease_until is ahead, with its claim_token) → sent | failed.
 */
export const smsPending = pgTable(
  'sms_pending',
  {
    id: serial('id').primaryKey(),
    ref: text('ref').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sms_pending_ref').on(t.ref), index('sms_pending_due').on(t.status, t.nextAttemptAt)],
);

/** Delivery receipts (deliver_sm, esm_class 0x04) by the SMSC's message id: the latest state of each part. */
export const smsReceipts = pgTable('sms_receipts', {
  messageId: text('message_id').primaryKey(),
  state: text('state', { enum: ['accepted', 'delivered', 'undeliverable', 'expired'] }).notNull(),
  /** The receipt's own stat word (DELIVRD, UNDELIV, REJECTD…) and err code, for support. */
  detail: text('detail'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    titles: jsonb('titles').$type<Localized>().notNull(),
    bodies: jsonb('bodies').$type<Localized>().notNull(),
    link: text('link'),
    /** The event that created it (`transfer:<id>:in`, `low-balance:purchase:<id>`…): one notification per event. */
    reference: text('reference').unique(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_account').on(t.accountId, t.createdAt)],
);

export const ratings = pgTable('ratings', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: ['feedback', 'rating', 'survey'] }).notNull(),
  score: integer('score'),
  text: text('text'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// The embedded operator core (issue: operator core) ----------------------------------------------

export const lines = pgTable('lines', {
  msisdn: text('msisdn').primaryKey(),
  type: text('type', { enum: ['prepaid', 'postpaid'] }).notNull(),
  status: text('status', { enum: ['active', 'suspended'] }).notNull().default('active'),
  blockedForPurchases: boolean('blocked_for_purchases').notNull().default(false),
  /** MiFi lines linked to a subscriber's account (connect-mifi). */
  kind: text('kind', { enum: ['mobile', 'mifi'] }).notNull().default('mobile'),
  ownerAccountId: integer('owner_account_id').references(() => accounts.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every balance change is a row with its reason; the balance is the sum (integer IQD, never negative). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    msisdn: text('msisdn')
      .notNull()
      .references(() => lines.msisdn),
    /** Signed integer IQD: credits positive, charges negative. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** What caused it (payment id, card, purchase id, transfer id); unique so nothing is applied twice. */
    reference: text('reference').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ledger_msisdn').on(t.msisdn, t.createdAt)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    msisdn: text('msisdn')
      .notNull()
      .references(() => lines.msisdn),
    addonId: integer('addon_id')
      .notNull()
      .references(() => addons.id),
    /** Allowance left and in total, in `unit` (MB, minutes, SMS). */
    remaining: integer('remaining').notNull(),
    total: integer('total').notNull(),
    unit: text('unit', { enum: ['MB', 'min', 'sms', 'IQD'] }).notNull(),
    giftedBy: text('gifted_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('subscriptions_msisdn').on(t.msisdn)],
);

export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    msisdn: text('msisdn')
      .notNull()
      .references(() => lines.msisdn),
    /** yyyy-mm */
    period: text('period').notNull(),
    amount: integer('amount').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: text('payment_id'),
  },
  (t) => [
    index('bills_msisdn').on(t.msisdn),
    // The usage-alerts job's "a bill coming due" (services/usage-alerts.ts), migration 0039.
    index('bills_unpaid_due').on(t.msisdn, t.dueAt).where(sql`${t.paidAt} IS NULL`),
  ],
);

export const scratchCards = pgTable('scratch_cards', {
  /** SHA-256 of the card number: a stolen table gives no usable cards. */
  numberHash: text('number_hash').primaryKey(),
  value: integer('value').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  usedBy: text('used_by'),
});

/** Card payments through the (demo) hosted payment page: recharge, bill, e-voucher, shop order. */
export const payments = pgTable(
  'payments',
  {
    /** Random order id: internal and in URLs; the payer sees `reference`. */
    id: text('id').primaryKey(),
    /** The short reference customers read out (lib/reference.ts); unique, generated by the app. */
    reference: text('reference')
      .notNull()
      .default(sql`short_reference()`),
    purpose: text('purpose', { enum: ['recharge', 'bill', 'e-voucher', 'order'] }).notNull(),
    msisdn: text('msisdn').notNull(),
    amount: integer('amount').notNull(),
    email: text('email'),
    /** What the payment is for (bill id, voucher package id, payer account). */
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull().default({}),
    status: text('status', { enum: ['pending', 'succeeded', 'declined'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set once when card money taken must go back (its shop order was cancelled); payments/refunds.ts pays it. */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    /** When the provider took the refund; the payer is told once, by whoever set it. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** How it is paid (payments/methods: 'demo-card', 'zaincash', 'qicard', 'fib'), chosen by the payer. */
    method: text('method').notNull().default('demo-card'),
    /** The provider's id of this payment, once the pay page registered it there (unique per method). */
    providerRef: text('provider_ref'),
    /** Where the payer goes at the provider (a redirect, or the QR step), shown again on a reload. */
    providerStep: jsonb('provider_step').$type<PayerStep>(),
  },
  (t) => [uniqueIndex('payments_reference').on(t.reference), uniqueIndex('payments_method_provider_ref').on(t.method, t.providerRef)],
);

/**
 * The demo payment provider's own record of the refunds it made (payments/provider-refunds.ts), standing
 * in for a real provider's books: one row per idempotency key (we send the payment id), so a repeated
 * refund request pays nothing more, and the refunds it made can be counted. In the database, not in a
 * server's memory: a request repeated on another server must find the first one.
 */
export const demoProviderRefunds = pgTable('demo_provider_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  /** The charge refunded (our payment id; a real provider would name its own charge). */
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The demo provider's saved cards (issue 33 part 3): its card-saving flow keeps the test card's verdict
 * behind a random token and hands the token to the merchant, which never sees the card. What a real
 * provider's vault would be; demo mode only.
 */
export const demoProviderCards = pgTable('demo_provider_cards', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  /** What a charge of this card answers: the test card's verdict. */
  verdict: text('verdict', { enum: ['succeeded', 'declined'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The demo provider's charges of saved cards, one per idempotency key (our payment id), however often asked. */
export const demoProviderCardCharges = pgTable('demo_provider_card_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  token: text('token').notNull(),
  amount: integer('amount').notNull(),
  verdict: text('verdict', { enum: ['succeeded', 'declined'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Auto-recharge rules (issue 33 part 3): one running rule per line (cancelled ones stay, with their
 * charges, for the history). `below`: when the balance falls under `threshold`, once per crossing
 * (`armed` goes false when a crossing is claimed and true again once the balance is back above);
 * `monthly`: on `day_of_month` (Baghdad). Charged to a card saved at the provider (`card_token`).
 */
export const autoRechargeRules = pgTable(
  'auto_recharge_rules',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    msisdn: text('msisdn').notNull(),
    kind: text('kind', { enum: ['below', 'monthly'] }).notNull(),
    threshold: integer('threshold'),
    dayOfMonth: integer('day_of_month'),
    amount: integer('amount').notNull(),
    monthlyCap: integer('monthly_cap').notNull(),
    /** The payment method whose provider keeps the card (one that can charge a saved card). */
    method: text('method').notNull(),
    cardToken: text('card_token').notNull(),
    /** What the subscriber sees of the card ("•••• 4242"). */
    cardLabel: text('card_label').notNull(),
    /** The language the rule was set up in: its SMS are written in it. */
    lang: text('lang', { enum: ['ar', 'en', 'ku'] }).notNull().default('ar'),
    armed: boolean('armed').notNull().default(true),
    crossings: integer('crossings').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auto_recharge_rules_active_line').on(t.msisdn).where(sql`${t.cancelledAt} is null`)],
);

/**
 * One charge per trigger (`trigger_key`, unique: `below:<rule>:<crossing>`, `monthly:<rule>:<YYYY-MM>`),
 * so a trigger seen by several servers at once is charged once. `due` until charged; a declined charge
 * is tried once more an hour later (`failures`), then `failed`; `capped` when the month's cap had no
 * room; `cancelled` when the rule was cancelled before it was charged.
 */
export const autoRechargeCharges = pgTable(
  'auto_recharge_charges',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => autoRechargeRules.id, { onDelete: 'cascade' }),
    msisdn: text('msisdn').notNull(),
    triggerKey: text('trigger_key').notNull(),
    /** The Baghdad month it counts against (YYYY-MM). */
    month: text('month').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['due', 'succeeded', 'failed', 'capped', 'cancelled'] }).notNull().default('due'),
    failures: integer('failures').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the server charging it now. */
    runningUntil: timestamp('running_until', { withTimezone: true }),
    /** The payment of the attempt in progress or the one that succeeded (its receipt). */
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auto_recharge_charges_trigger').on(t.triggerKey),
    index('auto_recharge_charges_due').on(t.status, t.dueAt),
    index('auto_recharge_charges_line_month').on(t.msisdn, t.month),
  ],
);

/** Add-on purchases by mobile number: created with the code, completed once by the right code. */
export const purchases = pgTable(
  'purchases',
  {
    /** The PID answered to the browser (random). */
    id: text('id').primaryKey(),
    /** The short reference customers read out (lib/reference.ts); unique, generated by the app. */
    reference: text('reference')
      .notNull()
      .default(sql`short_reference()`),
    msisdn: text('msisdn').notNull(),
    addonId: integer('addon_id')
      .notNull()
      .references(() => addons.id),
    price: integer('price').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('purchases_reference').on(t.reference)],
);

export const transfers = pgTable(
  'transfers',
  {
    id: text('id').primaryKey(),
    /** The short reference customers read out (lib/reference.ts); unique, generated by the app. */
    reference: text('reference')
      .notNull()
      .default(sql`short_reference()`),
    fromMsisdn: text('from_msisdn').notNull(),
    toMsisdn: text('to_msisdn').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['pending', 'completed'] }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('transfers_from').on(t.fromMsisdn, t.createdAt), uniqueIndex('transfers_reference').on(t.reference)],
);

export const eVoucherPackages = pgTable('e_voucher_packages', {
  id: integer('id').primaryKey(),
  rechargeType: text('recharge_type', { enum: ['prepaid', 'postpaid'] }).notNull(),
  value: integer('value').notNull(),
  price: integer('price').notNull(),
  titles: jsonb('titles').$type<Localized>().notNull(),
});

export const eVouchers = pgTable('e_vouchers', {
  id: text('id').primaryKey(),
  packageId: integer('package_id')
    .notNull()
    .references(() => eVoucherPackages.id),
  /** Who bought it and where the voucher code went by SMS. */
  msisdn: text('msisdn').notNull(),
  paymentId: text('payment_id').unique(),
  /** SHA-256 of the voucher's recharge code (the code itself went only to the buyer's phone). */
  codeHash: text('code_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Lines registered to each identity document (the billing system's count; demo data in the seed). */
export const idLineCounts = pgTable('id_line_counts', {
  idNumber: text('id_number').primaryKey(),
  lines: integer('lines').notNull(),
});

/**
 * Vanity numbers on sale (spec sections 3 and 9). `type` follows from the digit pattern
 * (lib/vanity.ts); `status` changes only through conditional updates (available → reserved, and back
 * when a reservation is cancelled or expires), so two customers can never hold the same number.
 */
export const vanityNumbers = pgTable(
  'vanity_numbers',
  {
    number: text('number').primaryKey(),
    type: text('type', { enum: ['gold', 'silver', 'bronze'] }).notNull(),
    /** Integer IQD, paid when the documents are brought. */
    price: integer('price').notNull(),
    /** Integer IQD, taken from the balance when reserving; never refunded. */
    reservationFee: integer('reservation_fee').notNull(),
    status: text('status', { enum: ['available', 'reserved', 'sold'] }).notNull().default('available'),
  },
  (t) => [
    index('vanity_numbers_status').on(t.status),
    check('vanity_numbers_price_positive', sql`${t.price} > 0 AND ${t.reservationFee} >= 0`),
  ],
);

/** A subscriber's hold on a vanity number: 48 hours to bring the documents, then it expires. */
export const vanityReservations = pgTable(
  'vanity_reservations',
  {
    /** Random id, in URLs. */
    id: text('id').primaryKey(),
    number: text('number')
      .notNull()
      .references(() => vanityNumbers.number),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The line the fee was taken from (the subscriber's own). */
    msisdn: text('msisdn').notNull(),
    name: text('name').notNull(),
    contactNumber: text('contact_number').notNull(),
    fee: integer('fee').notNull(),
    /** The language the subscriber reserved in: the expiry SMS is written in it. */
    locale: text('locale').notNull().default('ar'),
    status: text('status', { enum: ['active', 'cancelled', 'expired', 'completed'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    index('vanity_reservations_account').on(t.accountId, t.status),
    index('vanity_reservations_due').on(t.status, t.expiresAt),
    // One live reservation per number, whatever the application does.
    uniqueIndex('vanity_reservations_one_active').on(t.number).where(sql`${t.status} = 'active'`),
  ],
);

/**
 * New-line requests (spec section 7: new-offer, submit-details): a visitor asks for a new line with an
 * offer and a city, confirms the number to contact with a code, then gives the personal details and ID.
 */
export const newLineRequests = pgTable(
  'new_line_requests',
  {
    id: serial('id').primaryKey(),
    /** The short reference the customer reads out to customer service (lib/reference.ts). */
    reference: text('reference')
      .notNull()
      .default(sql`short_reference()`),
    name: text('name').notNull(),
    /** The number to contact, where the code went (07…). */
    contactMsisdn: text('contact_msisdn').notNull(),
    city: text('city').notNull(),
    offer: text('offer').notNull(),
    /** The page language, for what is sent later. */
    lang: text('lang').notNull().default('ar'),
    status: text('status', { enum: ['unconfirmed', 'confirmed', 'submitted'] }).notNull().default('unconfirmed'),
    /** A plastic SIM or an eSIM (its activation code: esim_profiles). */
    simType: text('sim_type', { enum: ['physical', 'esim'] }).notNull().default('physical'),
    /** Personal details and ID (submit-details), null until then. */
    details: jsonb('details').$type<{
      firstName: string;
      secondName: string;
      thirdName: string;
      email: string | null;
      idType: 'national-id' | 'passport' | 'residence';
      idNumber: string;
    }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('new_line_requests_reference').on(t.reference), index('new_line_requests_contact').on(t.contactMsisdn, t.createdAt)],
);

/**
 * Sign-on tokens for partner sites (mobile mall, partner world), lib/server/services/sso.ts. The token
 * itself is random and carries nothing; the row holds whom it signs on, keyed by the token's HMAC (a
 * copy of this table opens no partner site). Redeeming it is one conditional UPDATE (unused, not
 * expired), so a token works once even across several servers. Rows are removed by a job once expired.
 */
export const ssoTokens = pgTable('sso_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  site: text('site').notNull(),
  msisdn: text('msisdn').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Phone models by TAC (the first 8 digits of an IMEI), for the 4G check (issue 13). One row per TAC:
 * a model sold under several TACs has several rows. Editors change them in /editor/devices.
 */
export const devices = pgTable('devices', {
  tac: text('tac').primaryKey(),
  brand: text('brand').notNull(),
  model: text('model').notNull(),
  supports4g: boolean('supports_4g').notNull(),
  supportsVolte: boolean('supports_volte').notNull(),
  /** LTE bands, e.g. ['B1', 'B3', 'B7', 'B20']. */
  bands: jsonb('bands').$type<string[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Nour shops, authorised dealers and service centres (shop locator, pick-up points). */
export const shops = pgTable(
  'shops',
  {
    /** A readable slug such as 'baghdad-karrada'. */
    id: text('id').primaryKey(),
    names: jsonb('names').$type<Localized>().notNull(),
    addresses: jsonb('addresses').$type<Localized>().notNull(),
    governorate: text('governorate').notNull(),
    category: text('category', { enum: ['operator-store', 'authorised-dealer', 'service-centre'] }).notNull(),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    hours: jsonb('hours').$type<WeekHours>().notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phone: text('phone'),
  },
  (t) => [index('shops_governorate').on(t.governorate)],
);

/**
 * When each timed job (lib/server/job-list.ts) runs next, across all servers: a server runs a job only
 * after claiming its due row with a conditional UPDATE, so one due job is one run however many servers
 * tick, and a restart neither repeats nor skips it. `runningUntil` is the claim's lease: a server that
 * died mid-run lets another take the job once the lease has passed.
 */
export const jobSchedule = pgTable('job_schedule', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  runningUntil: timestamp('running_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  /** What the last run changed (its answer), or null when it failed. */
  lastChanged: integer('last_changed'),
});

/**
 * Platinum partners (issue 13 part 3): applications sent through the partner form and, once an editor
 * approves one, the partner shown on the /platinum map. One table: a partner is an approved application
 * (seeded demo partners are rows approved from the start). The logo and the supporting PDF are kept
 * here, not on a server's disk, so any server can serve them (design.md section 11). The id is a random
 * UUID: the logo's public URL carries it and must not be guessable in order.
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: text('id').primaryKey(),
    /** The short reference the applicant reads out to customer service (lib/reference.ts). */
    reference: text('reference')
      .notNull()
      .default(sql`short_reference()`),
    fullName: text('full_name').notNull(),
    /** The shop's name in each language (an application gives one name: the same in all three). */
    names: jsonb('names').$type<Localized>().notNull(),
    addresses: jsonb('addresses').$type<Localized>().notNull(),
    governorate: text('governorate').notNull(),
    category: text('category', { enum: ['restaurants', 'fashion', 'electronics', 'health', 'travel', 'other'] }).notNull(),
    discount: integer('discount').notNull(),
    /** Null: the pin goes to the governorate's centre. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    contactMsisdn: text('contact_msisdn').notNull(),
    email: text('email'),
    /** The page language of the application, for the decision's SMS and e-mail. */
    lang: text('lang').notNull().default('ar'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] }).notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    logo: bytea('logo'),
    logoType: text('logo_type'),
    document: bytea('document'),
    documentName: text('document_name'),
    /**
     * When the contact number was proven by a code (lib/server/services/platinum.ts): until then the
     * application is not shown to editors and nothing (decision SMS, e-mail) is sent to its contacts.
     */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_applications_reference').on(t.reference),
    index('partner_applications_status').on(t.status, t.createdAt),
    check('partner_applications_discount', sql`${t.discount} between 1 and 90`),
  ],
);

// Rewards programme (issue 14 parts 1 and 4) ---------------------------------------------------

/**
 * The points ledger of a subscriber's line (lib/server/services/rewards/points.ts): earn rows are
 * positive and expire 12 months after they were earned, redeem and expire rows are negative. Every row
 * has a unique `reference` (the event that caused it), so a retried event is applied once; the balance
 * is the sum, never below zero.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: serial('id').primaryKey(),
    /** The subscriber's line (07…): points follow the line, signed in or not when earned. */
    msisdn: text('msisdn').notNull(),
    points: integer('points').notNull(),
    kind: text('kind', { enum: ['earn', 'redeem', 'expire'] }).notNull(),
    /** Why, as a key under `rewards.reasons` (addon, recharge, bill, check-in, redeem, expire, …). */
    reason: text('reason').notNull(),
    reference: text('reference').notNull().unique(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    /** Earn rows only: when what is left of them expires (the expiry job writes an `expire:<id>` row). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('points_entries_msisdn').on(t.msisdn, t.earnedAt),
    index('points_entries_due').on(t.kind, t.expiresAt),
    check('points_entries_sign', sql`(${t.kind} = 'earn' AND ${t.points} > 0) OR (${t.kind} <> 'earn' AND ${t.points} <= 0)`),
  ],
);

/** What points buy: add-ons (data, minutes) applied through the core, or partner vouchers. */
export const rewardsCatalogue = pgTable('rewards_catalogue', {
  /** A readable slug, in URLs (`/api/v1/rewards/<id>/redeem`). */
  id: text('id').primaryKey(),
  titles: jsonb('titles').$type<Localized>().notNull(),
  descriptions: jsonb('descriptions').$type<Localized>().notNull(),
  points: integer('points').notNull(),
  kind: text('kind', { enum: ['addon', 'data', 'minutes', 'voucher'] }).notNull(),
  /** The add-on subscribed (free) for addon, data and minutes rewards. */
  addonId: integer('addon_id').references(() => addons.id),
  /** Voucher rewards: the partner's name (same in every language). */
  partner: text('partner'),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** A reward redeemed: its points row (`reference`), and what was applied (add-on or voucher). */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: serial('id').primaryKey(),
    /** `redeem:<msisdn>:<Idempotency-Key>`, the same as its points row. */
    reference: text('reference').notNull().unique(),
    msisdn: text('msisdn').notNull(),
    rewardId: text('reward_id')
      .notNull()
      .references(() => rewardsCatalogue.id),
    points: integer('points').notNull(),
    addonId: integer('addon_id'),
    /** HMAC of the voucher code (the code went to the subscriber only, design.md section 7). */
    voucherHash: text('voucher_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The page language: a voucher code re-sent by the job is written in it. */
    locale: text('locale').notNull().default('ar'),
    /** When the prize was applied (add-on started, voucher code sent); null: a job finishes it. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('reward_redemptions_msisdn').on(t.msisdn, t.createdAt), index('reward_redemptions_pending').on(t.createdAt).where(sql`${t.appliedAt} IS NULL`)],
);

/** Daily check-ins: one per line per Baghdad calendar day (the unique index is the guard). */
export const checkIns = pgTable(
  'check_ins',
  {
    id: serial('id').primaryKey(),
    msisdn: text('msisdn').notNull(),
    /** yyyy-mm-dd in Asia/Baghdad, decided by the server's clock. */
    baghdadDay: text('baghdad_day').notNull(),
    streakDay: integer('streak_day').notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('check_ins_day').on(t.msisdn, t.baghdadDay), check('check_ins_streak_day', sql`${t.streakDay} BETWEEN 1 AND 7`)],
);

// ─── Games (issue 14 parts 2 and 3) ───

export type GamePrize = {
  id: string;
  kind: 'points' | 'addon' | 'none';
  points?: number;
  addonId?: number;
  /** Relative weight of this outcome in the draw (0 = never). */
  odds: number;
  label: Localized;
};

export type QuizQuestion = { id: string; text: Localized; options: Localized<string[]>; answer: number };

export type GameSettings = {
  prizes?: GamePrize[];
  /** Outcomes other than "no prize" given per Baghdad day, for everyone together. */
  dailyPrizeBudget?: number;
  questions?: QuizQuestion[];
  /** Quiz: questions shown per day, and points per correct answer. */
  questionsPerDay?: number;
  pointsPerCorrect?: number;
};

export const games = pgTable('games', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['shake-to-win', 'check-in', 'quiz'] }).notNull(),
  titles: jsonb('titles').$type<Localized>().notNull(),
  descriptions: jsonb('descriptions').$type<Localized>().notNull(),
  rules: jsonb('rules').$type<Localized>().notNull(),
  image: text('image'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  settings: jsonb('settings').$type<GameSettings>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const gamePlays = pgTable(
  'game_plays',
  {
    id: serial('id').primaryKey(),
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    msisdn: text('msisdn').notNull(),
    /** yyyy-mm-dd in Asia/Baghdad, by the server's clock: one play per game, line and day. */
    baghdadDay: text('baghdad_day').notNull(),
    /** What was drawn or scored: { prizeId, kind, points?, addonId?, label } or { correct, total }. */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    points: integer('points').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the prize was applied (points: with the play; an add-on: once the core started it); null: the job finishes it. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('game_plays_day').on(t.gameId, t.msisdn, t.baghdadDay), index('game_plays_pending').on(t.createdAt).where(sql`${t.appliedAt} IS NULL`)],
);

/** Prizes given per game and Baghdad day; taken with a conditional UPDATE so the budget is never exceeded. */
export const gamePrizeBudget = pgTable(
  'game_prize_budget',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => games.id),
    baghdadDay: text('baghdad_day').notNull(),
    given: integer('given').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.baghdadDay] })],
);

// Live chat (issue 13, part 5) ------------------------------------------------------------------

/**
 * The live-chat event streams open now (lib/server/api/stream-slots.ts), one row per stream: a client
 * (a visitor's chat cookie or an agent) and an IP may hold only a few at once, counted here so the cap
 * holds across servers. A row is deleted when its stream closes; a server that died leaves rows that
 * expire with the stream's lifetime.
 */
export const chatStreams = pgTable(
  'chat_streams',
  {
    id: text('id').primaryKey(),
    client: text('client').notNull(),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('chat_streams_client').on(t.client, t.expiresAt), index('chat_streams_ip').on(t.ip, t.expiresAt)],
);

/**
 * A conversation between a visitor and care staff. The visitor is known by the SHA-256 of the random
 * token in its httpOnly `chat` cookie (and by account when signed in); the id is a random UUID, never
 * shown in a link a stranger could guess. Read marks are the last message id each side has seen.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    visitorTokenHash: text('visitor_token_hash').notNull(),
    accountId: integer('account_id'),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    /** "Leave a message": who to call back, when nobody could answer live. */
    contactName: text('contact_name'),
    contactMsisdn: text('contact_msisdn'),
    /** The site path the visitor was on when it last started or wrote (lib/chat.ts isSitePath): shown to care. */
    visitorPath: text('visitor_path'),
    locale: text('locale').notNull().default('ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    visitorReadId: integer('visitor_read_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
  },
  (t) => [
    index('chat_conversations_visitor').on(t.visitorTokenHash),
    index('chat_conversations_status').on(t.status, t.updatedAt),
    // One open conversation per visitor, even when two tabs start a chat at the same moment.
    uniqueIndex('chat_conversations_one_open').on(t.visitorTokenHash).where(sql`status = 'open'`),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['visitor', 'agent'] }).notNull(),
    agentEditorId: integer('agent_editor_id').references(() => editors.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation').on(t.conversationId, t.id)],
);

/** Care agents with /editor/chat open: one row per editor, its heartbeat (in the database, so every server sees it). */
export const agentPresence = pgTable('agent_presence', {
  editorId: integer('editor_id')
    .primaryKey()
    .references(() => editors.id),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});

/**
 * Talent programme voting (issue 14, part 5). A round is one public vote between contestants; it is
 * closed by a job at `closes_at` (lib/server/services/talent.ts), which also freezes each contestant's
 * `final_votes`, so a closed round's results never change and an old season (seeded, or one whose vote
 * rows were purged) keeps its results.
 */
export const talentRounds = pgTable(
  'talent_rounds',
  {
    id: serial('id').primaryKey(),
    titles: jsonb('titles').$type<Localized>().notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['open', 'closed'] }).notNull().default('open'),
    /** The season's year (the /personal/talent-program/talent-winner-{year} page). */
    year: integer('year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talent_rounds_year').on(t.year), check('talent_rounds_dates', sql`${t.closesAt} > ${t.opensAt}`)],
);

export const talentContestants = pgTable(
  'talent_contestants',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => talentRounds.id, { onDelete: 'cascade' }),
    names: jsonb('names').$type<Localized>().notNull(),
    bios: jsonb('bios').$type<Localized>().notNull(),
    photoUrl: text('photo_url').notNull(),
    /** A secure YouTube link (the Video block's rule), or null. */
    videoUrl: text('video_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Set once, when the round closes. */
    finalVotes: integer('final_votes'),
  },
  (t) => [index('talent_contestants_round').on(t.roundId, t.sortOrder)],
);

export const talentVotes = pgTable(
  'talent_votes',
  {
    id: serial('id').primaryKey(),
    roundId: integer('round_id')
      .notNull()
      .references(() => talentRounds.id, { onDelete: 'cascade' }),
    contestantId: integer('contestant_id')
      .notNull()
      .references(() => talentContestants.id, { onDelete: 'cascade' }),
    msisdn: text('msisdn').notNull(),
    /** HMAC of the voting-device cookie and of the client IP (APP_SECRET): the limits count them, nobody reads them back. */
    deviceHash: text('device_hash').notNull(),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('talent_votes_round_msisdn').on(t.roundId, t.msisdn), index('talent_votes_contestant').on(t.contestantId)],
);

/**
 * Votes per device and per IP in a round, against ballot stuffing. A conditional
 * `UPDATE … SET votes = votes + 1 WHERE votes < limit` in the vote's transaction holds the row, so
 * parallel votes from one device cannot pass the limit (several servers, one database).
 */
export const talentVoteLimits = pgTable(
  'talent_vote_limits',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => talentRounds.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['device', 'ip'] }).notNull(),
    keyHash: text('key_hash').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.kind, t.keyHash] })],
);

/**
 * The last good Builder.io page per uri and locale, already mapped to our block tree (CONTENT_SOURCE=
 * builder). In the database so every server serves the same page, and serves it while Builder is down.
 */
export const builderPages = pgTable(
  'builder_pages',
  {
    uri: text('uri').notNull(),
    locale: text('locale').notNull(),
    entryId: text('entry_id').notNull().default(''),
    title: text('title').notNull(),
    seo: jsonb('seo').$type<PageSeo>().notNull().default({}),
    data: jsonb('data').notNull(),
    /** What the mapping left out or changed (the editor's page list shows how many). */
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uri, t.locale] })],
);

/**
 * Images and videos of Builder.io pages copied from Builder's CDN (lib/server/content/builder/media.ts),
 * once per content: the name is the SHA-256 of the bytes, so a URL served from here never changes
 * meaning and is cached for a year. In the database so every server can answer it.
 */
export const builderMedia = pgTable('builder_media', {
  sha256: text('sha256').primaryKey(),
  /** Checked from the bytes (their magic number), never taken from Builder's answer. */
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** An image's own size in pixels, read from its header (its block reserves that space); null for a video. */
  width: integer('width'),
  height: integer('height'),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which Builder CDN URL was copied to which stored file: a URL is downloaded once. */
export const builderMediaSources = pgTable('builder_media_sources', {
  url: text('url').primaryKey(),
  sha256: text('sha256')
    .notNull()
    .references(() => builderMedia.sha256, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// The BSS in a box (lib/server/core/bss, `npm run bss`) -------------------------------------------

/**
 * The TMF resources the BSS in a box created (top-ups, adjustments, transfers, product orders,
 * payments) and the event subscriptions of its hubs, kept so a client finds them again: by id
 * (`GET …/topupBalance/{id}`) and by the client's reference (`GET …/topupBalance?externalId=…`).
 * `reference` is unique per kind: of two parallel creates with one reference only one row is written,
 * which is what makes the second answer 409 `duplicate` (PROFILE.md, idempotency).
 */
export const bssResources = pgTable(
  'bss_resources',
  {
    id: text('id').primaryKey(),
    /** Which API: 'tmf654', 'tmf620', 'tmf622', 'tmf637', 'tmf676', 'tmf678'. */
    api: text('api').notNull(),
    /** The resource name of the spec: topupBalance, adjustBalance, transferBalance, productOrder, cancelProductOrder, payment; `hub` for an event subscription. */
    kind: text('kind').notNull(),
    /** The client's reference (externalId / correlatorId / Idempotency-Key); a hub's own id. */
    reference: text('reference').notNull(),
    /** The resource as answered (the spec's JSON). */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /**
     * Written before the money moves, cleared once it has: a create found pending is being applied (or
     * was cut off), so a client asking by reference learns "not known yet", never "not applied".
     */
    pending: boolean('pending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bss_resources_reference').on(t.kind, t.reference), index('bss_resources_api').on(t.api, t.createdAt)],
);

/**
 * The portal's event subscriptions at the BSS's hubs (OPERATOR_CORE=tmf; lib/server/core/tmf/hub.ts):
 * one per API, so every server and every restart finds the one already registered instead of adding
 * another, and a renewal removes the old one first.
 */
export const tmfHubSubscriptions = pgTable('tmf_hub_subscriptions', {
  /** '654', '622'… (the APIs whose events the portal reads). */
  api: text('api').primaryKey(),
  /** The id the BSS gave the subscription (for DELETE /hub/{id}). */
  hubId: text('hub_id').notNull(),
  /** Where the BSS sends the events (SITE_URL/api/tmf/listener): a new address means a new subscription. */
  callback: text('callback').notNull(),
  registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
});

// Usage records and usage alerts (issue 33 parts 1 and 2) ----------------------------------------

/**
 * What a line used (calls, SMS, data sessions), shaped like TMF635's Usage resource: `id`, `usageDate`,
 * `usageType`, `status` (`rated`), the rating (`amount`: taxIncludedRatingAmount in IQD, 0 when a bundle
 * covered it) and `characteristics` (TMF635 usageCharacteristic: the other party's number, direction…).
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: text('id').primaryKey(),
    msisdn: text('msisdn')
      .notNull()
      .references(() => lines.msisdn),
    usageDate: timestamp('usage_date', { withTimezone: true }).notNull(),
    usageType: text('usage_type', { enum: ['voice', 'sms', 'data'] }).notNull(),
    status: text('status', { enum: ['rated', 'billed'] }).notNull().default('rated'),
    /** Seconds (voice), messages (sms) or MB (data). */
    quantity: integer('quantity').notNull(),
    unit: text('unit', { enum: ['SEC', 'MSG', 'MB'] }).notNull(),
    /** Integer IQD taken from the balance (0: inside a bundle). */
    amount: integer('amount').notNull().default(0),
    /** The bundle (subscription) the usage was drawn from, if any. */
    subscriptionId: integer('subscription_id'),
    characteristics: jsonb('characteristics').$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (t) => [index('usage_records_msisdn').on(t.msisdn, t.usageDate)],
);

/** A subscriber's alert settings (no row: bundle and bill alerts on, no balance threshold, SMS on, Arabic). */
export const alertSettings = pgTable('alert_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  bundle80: boolean('bundle80').notNull().default(true),
  bundle100: boolean('bundle100').notNull().default(true),
  billDue: boolean('bill_due').notNull().default(true),
  /** Alert when the balance falls below this many IQD; null: off. */
  lowBalanceThreshold: integer('low_balance_threshold'),
  /** Also by SMS (the notification is always written). */
  sms: boolean('sms').notNull().default(true),
  /** The language of the SMS (the page's language when the settings were saved). */
  lang: text('lang').notNull().default('ar'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per alert event (`bundle80:<subscription>`, `balance:<threshold>:<ledger row>`, `bill-due:<bill>`):
 * the primary key is what makes an alert go out once, whichever server or trigger sees the event first.
 * `sent` false: the alert was off when the event happened (it is not sent later either).
 */
export const alertEvents = pgTable('alert_events', {
  key: text('key').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['bundle80', 'bundle100', 'balance', 'bill-due'] }).notNull(),
  sent: boolean('sent').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
// Page variants (A/B tests, lib/server/content/variants.ts) ------------------------------------------

/**
 * A page's variants in one language: `draft` is what the editor saves, `live` what visitors get (null:
 * no test running). Both are lib/variants.ts `Experiment`s; variant `a` is the page's own blocks.
 */
export const pageExperiments = pgTable(
  'page_experiments',
  {
    uri: text('uri').notNull(),
    locale: text('locale').notNull(),
    draft: jsonb('draft').notNull(),
    live: jsonb('live'),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.uri, t.locale] })],
);

/** A visitor counted once per goal (`view`, `purchase`, `recharge`, `click:<block id>`) per variant of a page. */
export const variantEvents = pgTable(
  'variant_events',
  {
    uri: text('uri').notNull(),
    locale: text('locale').notNull(),
    variant: text('variant').notNull(),
    goal: text('goal').notNull(),
    visitor: text('visitor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.uri, t.locale, t.variant, t.goal, t.visitor] })],
);

// Lost SIM, eSIM and number porting (issue 33 parts 5-7) ------------------------------------------

/**
 * A step-up check passed (the account password plus a code by e-mail): a random token, stored as its
 * SHA-256, good for ONE action of one account for a few minutes (lib/server/services/step-up.ts).
 */
export const stepUpGrants = pgTable(
  'step_up_grants',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('step_up_grants_token').on(t.tokenHash), index('step_up_grants_account').on(t.accountId, t.createdAt)],
);

/**
 * eSIM activation codes (GSMA LPA `LPA:1$<SM-DP+>$<matching id>`): the matching id is kept until it is
 * shown once, then cleared; a reissue revokes the line's earlier profiles. A profile of a new-line
 * request is shown with its view token (kept as SHA-256), one of a line to its account.
 */
export const esimProfiles = pgTable(
  'esim_profiles',
  {
    id: serial('id').primaryKey(),
    msisdn: text('msisdn'),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    newLineRequestId: integer('new_line_request_id').references(() => newLineRequests.id, { onDelete: 'cascade' }),
    viewTokenHash: text('view_token_hash'),
    matchingId: text('matching_id'),
    smdpAddress: text('smdp_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('esim_profiles_msisdn').on(t.msisdn, t.createdAt), uniqueIndex('esim_profiles_view_token').on(t.viewTokenHash)],
);

export type PortStatus = 'submitted' | 'approved' | 'scheduled' | 'done' | 'refused';

/** Requests to move a number from another Iraqi operator to Nour (lib/server/services/porting.ts). */
export const portRequests = pgTable(
  'port_requests',
  {
    id: serial('id').primaryKey(),
    reference: text('reference')
      .notNull()
      .default(sql`short_reference()`),
    msisdn: text('msisdn').notNull(),
    /** The operator the number leaves: asiacell, zain or korek. */
    donor: text('donor').notNull(),
    idNumber: text('id_number').notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    lang: text('lang').notNull().default('ar'),
    status: text('status').$type<PortStatus>().notNull().default('submitted'),
    /** Why it was refused (told to the customer). */
    reason: text('reason'),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    history: jsonb('history').$type<Array<{ status: PortStatus; at: string; by: string }>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('port_requests_reference').on(t.reference),
    index('port_requests_msisdn').on(t.msisdn, t.createdAt),
    uniqueIndex('port_requests_open_number').on(t.msisdn).where(sql`${t.status} NOT IN ('done', 'refused')`),
  ],
);
