/** Database schema (Drizzle). Migrations in ./migrations are generated from it with `npm run db:generate`. */
import { integer, jsonb, pgTable, primaryKey, serial, text, timestamp, index } from 'drizzle-orm/pg-core';
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
