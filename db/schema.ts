/**
 * The tables the domain reads and writes, for the engine this process runs on (decision 013):
 * SQLite's declarations (db/sqlite-schema.ts) unless DATABASE_URL names a PostgreSQL database,
 * then PostgreSQL's (db/pg/schema.ts). Both have the same names, columns and row types
 * (db/pg/schema.test.ts), so the domain is typed once, against SQLite's.
 */
import * as pg from './pg/schema';
import * as sqlite from './sqlite-schema';
import { usesPostgres } from './engine';

const tables = (usesPostgres(process.env) ? pg : sqlite) as unknown as typeof sqlite;

export const users = tables.users;
export const otpCodes = tables.otpCodes;
export const refreshTokens = tables.refreshTokens;
export const categories = tables.categories;
export const businesses = tables.businesses;
export const verificationRequests = tables.verificationRequests;
export const products = tables.products;
export const reviews = tables.reviews;
export const productReviews = tables.productReviews;
export const productReviewVotes = tables.productReviewVotes;
export const messages = tables.messages;
export const searches = tables.searches;
export const leads = tables.leads;
export const bids = tables.bids;
export const reports = tables.reports;
export const deliveries = tables.deliveries;
export const surveys = tables.surveys;
export const surveyQuestions = tables.surveyQuestions;
export const surveyResponses = tables.surveyResponses;
export const businessVisits = tables.businessVisits;
export const auditLog = tables.auditLog;
export const appliedMutations = tables.appliedMutations;
export const syncCounter = tables.syncCounter;
export const tombstones = tables.tombstones;
export const rateLimitHits = tables.rateLimitHits;
export const pushSubscriptions = tables.pushSubscriptions;
export const alertSettings = tables.alertSettings;
export const alerts = tables.alerts;

export { REVIEW_STATUSES, BID_STATUSES } from './sqlite-schema';
export type { Role, ReviewStatus } from './sqlite-schema';
