import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { DesignChoices } from '../../shared/api/order-design.js';
import { orders } from '../orders/schema.js';
import { users } from './schema.js';

/**
 * The card room's tables: each order's designs, the customer's review of them, the
 * changes they asked for, and the approval links already used. Files (previews, print PDF) live
 * in the card file store under the keys kept in `card_designs.files`.
 */

export const cardReviewState = pgEnum('card_review_state', ['rendering', 'awaiting_approval', 'approved']);
export const cardReviewChannel = pgEnum('card_review_channel', ['link', 'account', 'admin']);
/** failed: the order's picture cannot be decoded; the customer is asked for a new one, and it is never re-queued. */
export const cardDesignStatus = pgEnum('card_design_status', ['rendering', 'ready', 'failed']);

/** Where an order's design stands: one row per paid order, made when its first render is queued. */
export const cardReviews = pgTable(
  'card_reviews',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: cardReviewState('state').notNull().default('rendering'),
    /** The revision the customer is asked about (or that is being made). */
    currentRevision: integer('current_revision').notNull().default(1),
    /** Changes asked for so far; at most cardDesignRules.maxChangeRounds. */
    changeRounds: integer('change_rounds').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedVia: cardReviewChannel('approved_via'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('card_reviews_state_idx').on(table.state),
    check('card_reviews_rounds_not_negative', sql`${table.changeRounds} >= 0`),
  ],
);

/** One version of an order's card: what it says, its style, its files and its pre-print checks. */
export const cardDesigns = pgTable(
  'card_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    style: text('style').notNull(),
    front: text('front').notNull(),
    inside: text('inside').notNull(),
    back: text('back').notNull(),
    /** The picture's crop and the text sizes this revision is drawn with; null for the defaults. */
    designChoices: jsonb('design_choices').$type<DesignChoices>(),
    status: cardDesignStatus('status').notNull().default('rendering'),
    /** Card file store keys: front, insideLeft, insideRight, back (WebP) and pdf. */
    files: jsonb('files').$type<Record<string, string>>(),
    /** Pre-print checks ({code, message, part?, dpi?, size?}[]), shown to the customer and the admin. */
    checks: jsonb('checks').$type<{ code: string; message: string; part?: string; dpi?: number; size?: number }[]>(),
    effectiveDpi: integer('effective_dpi'),
    /** The upright picture's pixels as this render opened it (what effectiveDpi is judged on); null without one. */
    pictureSize: jsonb('picture_size').$type<{ width: number; height: number }>(),
    renderedAt: timestamp('rendered_at', { withTimezone: true }),
    /** When this revision's preview e-mail went out; the 48-hour reminder counts from here. */
    previewSentAt: timestamp('preview_sent_at', { withTimezone: true }),
    /** A run sending the preview took it then (design-mail-claims.ts): two overlapping runs mail once. */
    previewClaimedAt: timestamp('preview_claimed_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When the render found the picture undecodable, and when the customer was asked for a new one. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    failureSentAt: timestamp('failure_sent_at', { withTimezone: true }),
    failureClaimedAt: timestamp('failure_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('card_designs_order_revision_key').on(table.orderId, table.revision),
    index('card_designs_reminder_idx')
      .on(table.previewSentAt)
      .where(sql`${table.reminderSentAt} is null`),
  ],
);

/** A customer's request for changes: what they asked for, and the revision it produced. */
export const cardChangeRequests = pgTable(
  'card_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromRevision: integer('from_revision').notNull(),
    toRevision: integer('to_revision').notNull(),
    style: text('style').notNull(),
    front: text('front').notNull(),
    inside: text('inside').notNull(),
    back: text('back').notNull(),
    note: text('note'),
    via: cardReviewChannel('via').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('card_change_requests_order_idx').on(table.orderId, table.createdAt)],
);

/** Approval links are single use: a link's nonce is written here, with its action, when it is used. */
export const cardLinkUses = pgTable('card_link_uses', {
  nonce: text('nonce').primaryKey(),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  action: text('action').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
});
