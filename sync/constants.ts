/**
 * The product's constants (docs/screens.md, docs/product.md), one name each.
 * Both the server and the client read them from here.
 */

// Sign-in
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
/** Wrong tries a code allows from the network that asked for it; then even the right code is refused. */
export const OTP_MAX_ATTEMPTS = 5;
/** Between two codes for one address from one network. */
export const OTP_RESEND_COOLDOWN_SECONDS = 30;
/** Codes for one address from one network per hour (server/auth/sign-in-codes.ts). */
export const OTP_MAX_PER_HOUR_PER_EMAIL_AND_CLIENT = 5;
/** Codes from one network per hour, all addresses together. */
export const OTP_MAX_PER_HOUR_PER_CLIENT = 20;
/** Codes for one address per hour, all networks together, before each new one waits its turn… */
export const OTP_EMAIL_CODES_BEFORE_SLOWDOWN = 15;
/** …this long after the address's previous code (a slow-down, never a lock-out). */
export const OTP_EMAIL_SLOWDOWN_SPACING_SECONDS = 120;
/** Checks of an address's codes by networks other than the one that asked for each, at once… */
export const OTP_OTHER_NETWORK_CHECKS_BURST = 10;
/** …and then one more per this many seconds (server/auth/other-network-checks.ts). */
export const OTP_OTHER_NETWORK_CHECK_SPACING_SECONDS = 60;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/** A refresh answered but lost on the network may be retried this long without revoking. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;
export const DASHBOARD_REDIRECT_DELAY_MS = 100;
export const ADMIN_ROLE_CHECK_DELAY_MS = 200;
export const TOKEN_STORAGE_KEY = 'token';
export const REFRESH_TOKEN_STORAGE_KEY = 'refreshToken';
export const PERSISTED_STORE_NAME = 'soko-session';

// Directory and lists
export const SEARCH_DEFAULT_PAGE = 1;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;
export const CATEGORY_LISTING_LIMIT = 50;
export const FEATURED_DEFAULT_LIMIT = 6;
export const TOP_RATED_DEFAULT_LIMIT = 6;
export const HOME_TOP_RATED_LIMIT = 3;
export const HOME_CATEGORY_COUNT = 4;
export const POPULAR_CATEGORY_COUNT = 8;
export const PRODUCT_REVIEWS_PAGE_SIZE = 20;
export const SURVEY_ADMIN_PAGE_SIZE = 50;
export const SURVEY_RESPONSES_PAGE_SIZE = 20;
export const USER_DASHBOARD_RECENT_REVIEWS = 4;

export const SORT_OPTIONS = ['relevance', 'rating', 'reviews', 'response', 'price-asc', 'price-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const CATEGORY_SORT_OPTIONS = ['relevance', 'rating', 'reviews', 'price-asc', 'price-desc'] as const;

export const PRODUCT_REVIEW_SORTS = [
  'newest',
  'oldest',
  'highest-rated',
  'lowest-rated',
  'most-upvoted',
  'most-downvoted',
  'most-helpful',
] as const;

/** Services price filter, by each service's maximum price, bounds inclusive. */
export const SERVICE_PRICE_FILTERS = [
  { id: 'under-100k', label: 'Under 100K', min: 0, max: 100_000 },
  { id: '100k-500k', label: '100K - 500K', min: 100_000, max: 500_000 },
  { id: '500k-1m', label: '500K - 1M', min: 500_000, max: 1_000_000 },
  { id: 'over-1m', label: 'Over 1M', min: 1_000_000, max: Number.MAX_SAFE_INTEGER },
] as const;

// Connection (client/lib/connectivity.ts, sw/sw.ts; docs/product.md "A connection that lies")
/** A read gives up when the server's answer has not begun after this long: a slow link answers sooner. */
export const READ_TIMEOUT_MS = 8_000;
/** A write sent straight to the server, and a push of the outbox: the server may take its turn. */
export const WRITE_TIMEOUT_MS = 20_000;
/** An image upload: a large body on a slow link. */
export const UPLOAD_TIMEOUT_MS = 60_000;
/** Once an answer has begun, the rest of it must arrive within this long. */
export const BODY_TIMEOUT_MS = 60_000;
/** While the server cannot be reached, the first probe waits this long, then twice as long each time… */
export const PROBE_FIRST_DELAY_MS = 2_000;
/** …up to this long. */
export const PROBE_MAX_DELAY_MS = 60_000;
/** "Turn on notifications": the browser's push service must give a subscription within this long. */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 20_000;
/** The service worker shows a page it keeps when the network has not answered its navigation in this long. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 4;
/** …and says the page needs a connection when it keeps none and the network is still silent after this long. */
export const PAGE_GIVE_UP_MS = 15_000;

// Limits
export const MAX_PRODUCTS_PER_BUSINESS = 3;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const BID_MESSAGE_MAX = 1000;
export const BID_MIN_AMOUNT = 1;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const SEARCH_TTL_DAYS = 7;
export const CONTACT_MESSAGE_COUNTER = 500;
export const CONTACT_NAME_MIN = 2;
export const CONTACT_SUBJECT_MIN = 5;
export const CONTACT_MESSAGE_MIN = 10;
export const MESSAGE_PREVIEW_ADMIN = 60;
export const REPORT_PREVIEW = 50;
export const SHORT_ID_LENGTH = 8;
export const LEAD_URGENT_HOURS = 24;
export const LEAD_URGENT_DAYS = 3;
export const DEFAULT_HOME_RATING = 4.5;
export const DEFAULT_DIRECTORY_RATING = 0;
export const DELIVERY_ILLUSTRATIVE_COST = 15_000;
export const SURVEY_DURATION_TEXT = 'About 5 minutes';

export const REPORT_REASONS = ['fake', 'inappropriate', 'spam', 'harassment', 'other'] as const;
export const DELIVERY_STATUSES = ['PENDING', 'ENROUTE', 'DELIVERED', 'CANCELLED'] as const;
/** The only delivery transitions allowed (docs/product.md "Deliveries"); anything else is a 409. */
export const DELIVERY_TRANSITIONS: Record<string, readonly string[]> = {
  PENDING: ['ENROUTE', 'CANCELLED'],
  ENROUTE: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};
export const QUESTION_TYPES = ['text', 'multiple_choice', 'rating', 'yes_no'] as const;

// ---------------------------------------------------------------------------
// Signed-in areas: requests and quotes, admin lists, reports, surveys
// ---------------------------------------------------------------------------
/** Upper bound of any amount of money we accept (USh), far above any real quote or fare. */
export const MONEY_MAX = 1_000_000_000_000;
export const SEARCH_QUERY_MAX = 200;
/** A request's details, and a business owner's reply to a review. */
export const SEARCH_DETAILS_MAX = 1000;
export const SEARCH_LOCATION_MAX = 120;
export const REVIEW_REPLY_MAX = 1000;
/** A request goes as a lead to at most this many businesses (docs/product.md). */
export const SEARCH_RECIPIENTS_MAX = 10;
/** The same need in the same category within this time updates the earlier request. */
export const SEARCH_MERGE_HOURS = 24;
export const BID_DURATION_MAX = 100;
export const REPORT_DESCRIPTION_MAX = 1000;
export const SURVEY_TEXT_ANSWER_MAX = 2000;
export const SURVEY_NAME_MAX = 200;
export const SURVEY_QUESTION_MAX = 500;
export const SURVEY_MAX_QUESTIONS = 100;
export const SURVEY_MAX_OPTIONS = 20;
export const ADMIN_LIST_DEFAULT_LIMIT = 20;
export const ADMIN_LIST_MAX_LIMIT = 100;
/** Recent leads, reviews and searches shown on the dashboards. */
export const DASHBOARD_RECENT_LIMIT = 5;
export const DASHBOARD_ACTIVITY_LIMIT = 8;
/** Calendar months for monthly growth are Kampala months (EAT, UTC+3, no daylight saving). */
export const MARKET_UTC_OFFSET_HOURS = 3;
export const SEARCH_DERIVED_STATUSES = ['active', 'completed', 'closed', 'expired'] as const;
export const USER_STATUS_ACTIONS = ['suspend', 'reactivate'] as const;

// ---------------------------------------------------------------------------
// Public API: directory search, images, reviews, messages
// ---------------------------------------------------------------------------
/** Free-text search ranks at most this many of the newest text matches (ten pages of 20), so
 * common words stay fast: bm25 is computed for each of them. */
export const SEARCH_RANK_CAP = 200;
/** At most this many words of a search query are used. */
export const SEARCH_MAX_TERMS = 8;
/** Images: refused before decoding above this many pixels (a 24 MP phone photo fits); stored as WebP at these widths. */
export const IMAGE_MAX_PIXELS = 24_000_000;
export const IMAGE_LARGE_WIDTH = 800;
export const IMAGE_SMALL_WIDTH = 160;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const BUSINESS_NAME_MAX = 120;
export const BUSINESS_TAGLINE_MAX = 160;
export const DESCRIPTION_MAX = 5000;
export const PRODUCT_NAME_MAX = 120;
export const REVIEW_COMMENT_MAX = 2000;
export const PRODUCT_REVIEW_NAME_MAX = 200;
export const PRODUCT_REVIEW_AMOUNT_MAX = 60;
export const URL_MAX = 2000;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;
export const CATEGORY_NAME_MAX = 80;
export const PUBLIC_LIST_DEFAULT_LIMIT = 20;
export const PUBLIC_LIST_MAX_LIMIT = 100;
export const RECENT_ACTIVITY_LIMIT = 5;
