/**
 * The whole data model on SQLite. Money is whole Uganda shillings (integers); times are
 * epoch milliseconds. Tables that devices mirror (categories, businesses, products, reviews)
 * carry a `version` stamped by triggers from one monotonic counter (see the custom migration
 * `0001_triggers.sql`), so a pull cursor is a plain number, never a timestamp.
 */
import { sql } from 'drizzle-orm';
import { sqliteTable, integer, text, real, index, uniqueIndex, primaryKey } from 'drizzle-orm/sqlite-core';
import { LOCALES } from '../sync/locales';

const now = sql`(cast(unixepoch('subsec') * 1000 as integer))`;

const timestamps = {
  createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull().default(now),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(now)
    .$onUpdate(() => new Date()),
};

/** Stamped by triggers; 0 until the insert trigger runs. */
const version = { version: integer('version').notNull().default(0) };

export const ROLES = ['USER', 'VENDOR', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    avatar: text('avatar'),
    role: text('role', { enum: ROLES }).notNull().default('USER'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    isVerified: integer('is_verified', { mode: 'boolean' }).notNull().default(false),
    location: text('location'),
    bio: text('bio'),
    /** The language of the account's e-mails and of a new device's app (docs/product.md "Languages"); null until chosen. */
    language: text('language', { enum: LOCALES }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_created_idx').on(t.createdAt),
  ],
);

/** One-time sign-in codes: only a hash is kept; single use, limited tries. */
export const otpCodes = sqliteTable(
  'otp_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    clientKey: text('client_key').notNull().default(''),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: integer('consumed_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    index('otp_user_created_idx').on(t.userId, t.createdAt),
    index('otp_client_created_idx').on(t.clientKey, t.createdAt),
  ],
);

/** Refresh-token sessions. A family is one sign-in; rotation links each token to its parent. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    rotatedAt: integer('rotated_at', { mode: 'timestamp_ms' }),
    replacedBy: integer('replaced_by'),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('refresh_token_hash_unique').on(t.tokenHash),
    index('refresh_family_idx').on(t.familyId),
    index('refresh_user_idx').on(t.userId),
  ],
);

export const categories = sqliteTable(
  'categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    emoji: text('emoji').notNull().default('🏷️'),
    /** An admin's Deactivate (server/features/categories/category-service.ts); each change is in the audit log too. */
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /** Comma-separated subcategory list, as the API keeps it (docs/screens.md "Admin categories"). */
    tags: text('tags').notNull().default(''),
    ...timestamps,
    ...version,
  },
  (t) => [uniqueIndex('categories_name_unique').on(t.name), index('categories_version_idx').on(t.version)],
);

export const businesses = sqliteTable(
  'businesses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description'),
    tagline: text('tagline'),
    city: text('city'),
    district: text('district'),
    subCategory: text('sub_category'),
    whatsapp: text('whatsapp'),
    email: text('email'),
    website: text('website'),
    tiktokUsername: text('tiktok_username'),
    logo: text('logo'),
    isVerified: integer('is_verified', { mode: 'boolean' }).notNull().default(false),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    /** Derived from approved reviews. */
    rating: real('rating').notNull().default(0),
    totalReviews: integer('total_reviews').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    /** Derived from products by triggers: the budget filter and price sorts read these. */
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    productCount: integer('product_count').notNull().default(0),
    /** Median minutes from lead to quote; null until the business has quoted. */
    responseMinutes: integer('response_minutes'),
    /**
     * The Verified badge's what and when (docs/product.md "Verification"): set with isVerified when
     * an admin approves a verification request, cleared when it is revoked. `verifiedChecks` lists
     * what was checked (sync/schemas/verification.ts VERIFICATION_CHECKS), comma-separated:
     * "phone" or "phone,registration".
     */
    verifiedAt: integer('verified_at', { mode: 'timestamp_ms' }),
    verifiedChecks: text('verified_checks'),
    /**
     * Opening hours per weekday (docs/screens.md "My Business"): compact JSON validated
     * by sync/schemas/business.ts businessHoursSchema, e.g. {"mon":["08:00","18:00"],"sun":null}.
     */
    hours: text('hours'),
    /**
     * When an admin looked at the business (docs/product.md "Shared links"): until then, or until
     * it is verified, its profile carries `noindex` and stays out of the sitemap. Null for a new one.
     */
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    ...timestamps,
    ...version,
  },
  (t) => [
    uniqueIndex('businesses_owner_unique').on(t.ownerId),
    index('businesses_active_rating_idx').on(t.isActive, t.rating, t.totalReviews),
    index('businesses_active_reviews_idx').on(t.isActive, t.totalReviews, t.rating),
    // Directory search (server/features/businesses/business-search.ts). A category's listing is
    // filtered, counted and sorted inside this one covering index, without reading the table.
    index('businesses_category_listing_idx').on(
      t.categoryId,
      t.isActive,
      t.rating,
      t.totalReviews,
      t.responseMinutes,
      t.minPrice,
      t.maxPrice,
    ),
    // A budget overlaps [minPrice, maxPrice]: each bound's range scan checks the other bound in the index.
    index('businesses_active_min_price_idx').on(t.isActive, t.minPrice, t.maxPrice),
    index('businesses_active_max_price_idx').on(t.isActive, t.maxPrice, t.minPrice),
    // Featured puts verified businesses first; "fastest response" and "price low to high" put nulls
    // last, and SQLite walks an index in that order only when it holds the same `IS NULL` expression.
    index('businesses_active_featured_idx').on(t.isActive, t.isVerified, t.rating, t.totalReviews),
    index('businesses_active_response_idx').on(t.isActive, sql`(${t.responseMinutes} IS NULL)`, t.responseMinutes),
    index('businesses_active_price_asc_idx').on(t.isActive, sql`(${t.minPrice} IS NULL)`, t.minPrice),
    index('businesses_version_idx').on(t.version),
    index('businesses_created_idx').on(t.createdAt),
    // Offline areas (server/sync/pull-scope.ts, areas.ts): a district's active businesses.
    index('businesses_district_active_idx').on(t.district, t.isActive),
  ],
);

export const VERIFICATION_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/**
 * A vendor's request for the Verified badge (docs/product.md "Verification"): the phone number
 * (and optionally the business registration number) to check, and the admin's decision. At most
 * one PENDING request per business, kept by a partial unique index.
 */
export const verificationRequests = sqliteTable(
  'verification_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    registrationNumber: text('registration_number'),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('PENDING'),
    /** What the admin checked when approving, comma-separated as `businesses.verified_checks`; null until then. */
    checked: text('checked'),
    /** Why it was refused. */
    reason: text('reason'),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull().default(now),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('verification_business_idx').on(t.businessId, t.createdAt),
    index('verification_status_idx').on(t.status, t.createdAt),
    uniqueIndex('verification_one_pending_unique')
      .on(t.businessId)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

export const PRODUCT_KINDS = ['product', 'service'] as const;

/** Products and product-services share one table: the 3-per-business limit counts both. */
export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PRODUCT_KINDS }).notNull().default('product'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    price: integer('price'),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    currency: text('currency').notNull().default('UGX'),
    image: text('image'),
    ...timestamps,
    ...version,
  },
  (t) => [index('products_business_idx').on(t.businessId), index('products_version_idx').on(t.version)],
);

export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('PENDING'),
    isFlagged: integer('is_flagged', { mode: 'boolean' }).notNull().default(false),
    /** "Hired through Soko": the author had a quote of this business accepted (set by the server only). */
    hired: integer('hired', { mode: 'boolean' }).notNull().default(false),
    /** The business owner's one reply. */
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    ...timestamps,
    ...version,
  },
  (t) => [
    uniqueIndex('reviews_business_user_unique').on(t.businessId, t.userId),
    index('reviews_business_status_idx').on(t.businessId, t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    index('reviews_version_idx').on(t.version),
  ],
);

export const productReviews = sqliteTable(
  'product_reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    /** A URL the author typed: stored as text, never fetched by the server. */
    imageUrl: text('image_url'),
    /** An uploaded image (our own /api/uploads path). */
    image: text('image'),
    boughtFrom: text('bought_from'),
    amount: text('amount'),
    comment: text('comment'),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
    /** Moderated like business reviews: only APPROVED ones are public (docs/security.md). */
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('PENDING'),
    isFlagged: integer('is_flagged', { mode: 'boolean' }).notNull().default(false),
    ...timestamps,
    ...version,
  },
  (t) => [
    index('product_reviews_created_idx').on(t.createdAt),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
    index('product_reviews_user_idx').on(t.userId, t.createdAt),
    index('product_reviews_category_idx').on(t.categoryId),
  ],
);

export const VOTE_DIRECTIONS = ['up', 'down'] as const;

export const productReviewVotes = sqliteTable(
  'product_review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: VOTE_DIRECTIONS }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('votes_user_idx').on(t.userId)],
);

export const messages = sqliteTable(
  'messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    fullName: text('full_name').notNull().default(''),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    ...timestamps,
  },
  (t) => [index('messages_created_idx').on(t.createdAt), index('messages_unread_idx').on(t.isRead)],
);

export const SEARCH_STATUSES = ['active', 'closed'] as const;

/** A service request ("search"): its derived status (expired, completed) is computed on read. */
export const searches = sqliteTable(
  'searches',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    query: text('query').notNull(),
    /** The district (sync/places.ts) and, in `location`, the area or town. Null on requests made before both were asked. */
    district: text('district'),
    location: text('location'),
    budget: integer('budget'),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    /** today | this-week | this-month | flexible (sync/schemas/search.ts WHEN_NEEDED). */
    neededBy: text('needed_by').notNull().default('flexible'),
    details: text('details'),
    status: text('status', { enum: SEARCH_STATUSES }).notNull().default('active'),
    /** When the customer marked the hired job done. */
    doneAt: integer('done_at', { mode: 'timestamp_ms' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    ...timestamps,
    ...version,
  },
  (t) => [
    index('searches_user_idx').on(t.userId, t.createdAt),
    index('searches_created_idx').on(t.createdAt),
    index('searches_category_idx').on(t.categoryId),
  ],
);

export const LEAD_STATUSES = ['NEW', 'BID_SENT', 'DECLINED'] as const;

export const leads = sqliteTable(
  'leads',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    searchId: integer('search_id')
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('NEW'),
    ...timestamps,
    ...version,
  },
  (t) => [
    uniqueIndex('leads_search_business_unique').on(t.searchId, t.businessId),
    index('leads_business_idx').on(t.businessId, t.createdAt),
  ],
);

export const BID_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED'] as const;

export const bids = sqliteTable(
  'bids',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    searchId: integer('search_id')
      .notNull()
      .references(() => searches.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    message: text('message').notNull(),
    estimatedDuration: text('estimated_duration').notNull(),
    status: text('status', { enum: BID_STATUSES }).notNull().default('PENDING'),
    ...timestamps,
    ...version,
  },
  (t) => [
    uniqueIndex('bids_lead_unique').on(t.leadId),
    index('bids_search_idx').on(t.searchId),
    index('bids_business_idx').on(t.businessId, t.createdAt),
  ],
);

export const REPORT_STATUSES = ['PENDING', 'RESOLVED', 'DISMISSED'] as const;
export const REPORT_TARGETS = ['review', 'user', 'business'] as const;

export const reports = sqliteTable(
  'reports',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    reportedUserId: integer('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    reportedBusinessId: integer('reported_business_id').references(() => businesses.id, {
      onDelete: 'set null',
    }),
    reportedReviewId: integer('reported_review_id').references(() => reviews.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    description: text('description'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('PENDING'),
    ...timestamps,
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt), index('reports_reporter_idx').on(t.reporterId)],
);

export const DELIVERY_STATUSES = ['PENDING', 'ENROUTE', 'DELIVERED', 'CANCELLED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const deliveries = sqliteTable(
  'deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    receiverName: text('receiver_name').notNull(),
    receiverNumber: text('receiver_number').notNull(),
    fare: integer('fare').notNull(),
    itemName: text('item_name').notNull(),
    itemDescription: text('item_description'),
    deliveryAddress: text('delivery_address').notNull(),
    weight: real('weight'),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('PENDING'),
    /** Why an admin cancelled it, shown to its vendor; null when the vendor cancelled it or it is not cancelled. */
    cancelReason: text('cancel_reason'),
    ...timestamps,
    ...version,
  },
  (t) => [
    index('deliveries_business_idx').on(t.businessId, t.createdAt),
    index('deliveries_status_idx').on(t.status, t.createdAt),
  ],
);

export const surveys = sqliteTable(
  'surveys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('surveys_active_idx').on(t.isActive, t.createdAt)],
);

export const QUESTION_TYPES = ['text', 'multiple_choice', 'rating', 'yes_no'] as const;

export const surveyQuestions = sqliteTable(
  'survey_questions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: QUESTION_TYPES }).notNull(),
    question: text('question').notNull(),
    required: integer('required', { mode: 'boolean' }).notNull().default(false),
    options: text('options', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    ...timestamps,
  },
  (t) => [index('survey_questions_survey_idx').on(t.surveyId, t.position)],
);

export const surveyResponses = sqliteTable(
  'survey_responses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name'),
    email: text('email'),
    phoneNumber: text('phone_number'),
    /** Question id → answer (string, number or boolean). */
    answers: text('answers', { mode: 'json' }).$type<Record<string, string | number | boolean>>().notNull(),
    ...timestamps,
  },
  (t) => [index('survey_responses_survey_idx').on(t.surveyId, t.createdAt)],
);

/** One row per business, visitor and day: visits are counted once a day per visitor. */
export const businessVisits = sqliteTable(
  'business_visits',
  {
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    day: text('day').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull().default(now),
  },
  (t) => [
    primaryKey({ columns: [t.businessId, t.visitorKey, t.day] }),
    index('business_visits_created_idx').on(t.businessId, t.createdAt),
  ],
);

/** Who did what to whom, and why: suspensions, status changes, deletions by admins. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull().default(now),
  },
  (t) => [
    index('audit_target_idx').on(t.targetType, t.targetId),
    // the audit-log screen's action filter, and a user's delete setting actor_id to null
    index('audit_action_idx').on(t.action),
    index('audit_actor_idx').on(t.actorId),
  ],
);

/** Mutation ids already applied, per user: the exactly-once guard of the sync push. */
export const appliedMutations = sqliteTable(
  'applied_mutations',
  {
    /** 0 for anonymous devices, whose ids are scoped by `clientId` instead. */
    userId: integer('user_id').notNull(),
    mutationId: text('mutation_id').notNull(),
    name: text('name').notNull(),
    argsHash: text('args_hash').notNull(),
    result: text('result', { mode: 'json' }).$type<unknown>(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull().default(now),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mutationId] })],
);

/** The single monotonic change counter of the sync protocol. */
export const syncCounter = sqliteTable('sync_counter', {
  id: integer('id').primaryKey(),
  value: integer('value').notNull(),
});

/** Deleted rows of mirrored tables, so devices learn of deletions. */
export const tombstones = sqliteTable(
  'tombstones',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    version: integer('version').notNull(),
  },
  (t) => [index('tombstones_version_idx').on(t.version)],
);

/**
 * Request counters of the rate limits (server/http/rate-limit.ts), in the database so that every
 * server process sharing the file counts the same hits. One row per rule, client and window.
 */
export const rateLimitHits = sqliteTable(
  'rate_limit_hits',
  {
    rule: text('rule').notNull(),
    clientKey: text('client_key').notNull(),
    windowStart: integer('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.rule, t.clientKey, t.windowStart] }),
    index('rate_limit_window_idx').on(t.windowStart),
  ],
);

/**
 * A device that takes this account's pushes (server/features/alerts/push-subscriptions.ts): the
 * browser's subscription, tied to the session (refresh-token family) that made it, so signing
 * out of that device, or its session ending, stops its pushes.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome on Android", from the browser's User-Agent, for Settings. */
    device: text('device').notNull(),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull().default(now),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/** An account's alert settings; no row means the defaults (every kind on, quiet 21:00–07:00). */
export const alertSettings = sqliteTable('alert_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** JSON array of the kinds turned off (sync/schemas/alerts.ts ALERT_KINDS). */
  kindsOff: text('kinds_off', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  /** Quiet hours, East Africa Time; equal hours mean none. */
  quietFrom: integer('quiet_from').notNull().default(21),
  quietTo: integer('quiet_to').notNull().default(7),
});

export const ALERT_STATES = ['pending', 'sending', 'sent', 'dropped', 'failed'] as const;

/**
 * The alerts outbox (server/features/alerts/alert-worker.ts): written in the transaction of the
 * event that causes it, sent afterwards by the worker, so a crash in between loses nothing.
 */
export const alerts = sqliteTable(
  'alerts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The request it is about, for the one-push-an-hour-per-request rule; gone with the request. */
    searchId: integer('search_id').references(() => searches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    state: text('state', { enum: ALERT_STATES }).notNull().default('pending'),
    /** Not to be sent before (quiet hours, the hourly limits, a retry's backoff). */
    dueAt: integer('due_at', { mode: 'timestamp_ms' }).notNull(),
    /** A worker holds a 'sending' alert until then; after, another may take it over. */
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    attempts: integer('attempts').notNull().default(0),
    /** 'push' or 'email', once sent. */
    channel: text('channel'),
    lastError: text('last_error'),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull().default(now),
  },
  (t) => [
    index('alerts_due_idx').on(t.state, t.dueAt),
    index('alerts_user_sent_idx').on(t.userId, t.channel, t.sentAt),
    index('alerts_search_idx').on(t.searchId),
  ],
);
