/**
 * What calls of /api send, keyed like the answers (sync/api-contract.ts, decision 011): each
 * route's JSON body, and its query where the query's schema lives in sync/schemas, is the input
 * of the zod schema the server validates it with (`z.input`), so the two cannot drift apart.
 *
 * `api()` (client/lib/api-client.ts) takes exactly the body its path and method name, so a field
 * renamed in a schema fails `npm run typecheck` at every call that sends the old name. The server
 * proves the pairing (server/api-contract.ts) for the routes that validate their body with
 * `validate('json', schema)`: hono records that schema's input, which must equal the entry here.
 * The routes marked "form or JSON" read a body that may be multipart (an image) and parse it with
 * `parseWith(schema, …)`, which hono does not see: their entries name the schema the route parses.
 */
import type { z } from 'zod';
import type { alertSettingsSchema, pushSubscriptionSchema, pushUnsubscribeSchema } from './schemas/alerts';
import type { loginSchema, logoutSchema, refreshSchema, registerSchema, verifyOtpSchema } from './schemas/auth';
import type { bidFormSchema } from './schemas/bid';
import type {
  businessCreateSchema,
  businessSearchSchema,
  businessStatusSchema,
  businessUpdateSchema,
} from './schemas/business';
import type { categoryCreateSchema, categoryUpdateSchema } from './schemas/category';
import type { deliveryCreateSchema, deliveryListQuerySchema, deliveryStatusUpdateSchema } from './schemas/delivery';
import type { messageCreateSchema } from './schemas/message';
import type { productCreateSchema, productServiceCreateSchema, productUpdateSchema } from './schemas/product';
import type {
  productReviewBulkSchema,
  productReviewCreateSchema,
  productReviewDeleteSchema,
  productReviewUpdateSchema,
} from './schemas/product-review';
import type { reportCreateSchema, reportListQuerySchema, reportStatusUpdateSchema } from './schemas/report';
import type { bulkModerationSchema, reviewCreateSchema, reviewFlagSchema, reviewReplySchema } from './schemas/review';
import type {
  searchCreateSchema,
  searchDeleteSchema,
  searchListQuerySchema,
  searchPreviewQuerySchema,
} from './schemas/search';
import type {
  surveyCreateSchema,
  surveyListQuerySchema,
  surveyResponseFormSchema,
  surveyResponsesQuerySchema,
  surveyUpdateSchema,
} from './schemas/survey';
import type { pullQuerySchema, pushRequestSchema } from './schemas/sync';
import type {
  profileUpdateSchema,
  userDeleteSchema,
  userListQuerySchema,
  userRoleUpdateSchema,
  userStatusUpdateSchema,
} from './schemas/user';
import type {
  verificationApproveSchema,
  verificationListQuerySchema,
  verificationMineQuerySchema,
  verificationReasonSchema,
  verificationRequestSchema,
} from './schemas/verification';

type In<S extends z.ZodType> = z.input<S>;

/** The JSON bodies the server validates with `validate('json', schema)`; server/api-contract.ts proves each. */
export interface ValidatedBodies {
  'POST /auth/register': In<typeof registerSchema>;
  'POST /auth/login': In<typeof loginSchema>;
  'POST /auth/resend-otp': In<typeof loginSchema>;
  'POST /auth/verify-otp': In<typeof verifyOtpSchema>;
  'POST /auth/refresh': In<typeof refreshSchema>;
  'POST /auth/logout': In<typeof logoutSchema>;
  'POST /verification': In<typeof verificationRequestSchema>;
  'PUT /verification/:id/approve': In<typeof verificationApproveSchema>;
  'PUT /verification/:id/refuse': In<typeof verificationReasonSchema>;
  'PUT /businesses/:id/verification/revoke': In<typeof verificationReasonSchema>;
  'PUT /users/:id/status': In<typeof userStatusUpdateSchema>;
  'PUT /users/:id/role': In<typeof userRoleUpdateSchema>;
  'DELETE /users/:id': In<typeof userDeleteSchema>;
  'PUT /user/profile': In<typeof profileUpdateSchema>;
  'POST /searches': In<typeof searchCreateSchema>;
  'POST /searches/leads/:leadId/bid': In<typeof bidFormSchema>;
  'DELETE /searches/admin/:id': In<typeof searchDeleteSchema>;
  'POST /deliveries': In<typeof deliveryCreateSchema>;
  'PUT /deliveries/:id/status': In<typeof deliveryStatusUpdateSchema>;
  'POST /surveys': In<typeof surveyCreateSchema>;
  'PUT /surveys/:id': In<typeof surveyUpdateSchema>;
  'POST /surveys/:id/responses': In<typeof surveyResponseFormSchema>;
  'POST /reports': In<typeof reportCreateSchema>;
  'PUT /reports/:id/status': In<typeof reportStatusUpdateSchema>;
  'POST /push/subscriptions': In<typeof pushSubscriptionSchema>;
  'DELETE /push/subscriptions': In<typeof pushUnsubscribeSchema>;
  'PUT /alerts/settings': In<typeof alertSettingsSchema>;
  'POST /sync/push': In<typeof pushRequestSchema>;
}

/** Bodies a route reads as form or JSON and parses with `parseWith(schema, …)` (server/http/validate.ts). */
export interface ParsedBodies {
  'POST /businesses/search': In<typeof businessSearchSchema>;
  'POST /businesses': In<typeof businessCreateSchema>;
  'PUT /businesses/:id': In<typeof businessUpdateSchema>;
  'PATCH /businesses/:id': In<typeof businessUpdateSchema>;
  'PUT /businesses/:id/status': In<typeof businessStatusSchema>;
  'POST /businesses/:id/products': In<typeof productCreateSchema>;
  'POST /businesses/:id/product-services': In<typeof productServiceCreateSchema>;
  'PUT /businesses/:id/product-services/:serviceId': In<typeof productUpdateSchema>;
  'PATCH /businesses/:id/product-services/:serviceId': In<typeof productUpdateSchema>;
  'POST /reviews': In<typeof reviewCreateSchema>;
  'PUT /reviews/bulk': In<typeof bulkModerationSchema>;
  'POST /reviews/:id/reply': In<typeof reviewReplySchema>;
  'PUT /reviews/:id/flag': In<typeof reviewFlagSchema>;
  'POST /product-reviews': In<typeof productReviewCreateSchema>;
  'PUT /product-reviews/bulk': In<typeof productReviewBulkSchema>;
  'PUT /product-reviews/:id': In<typeof productReviewUpdateSchema>;
  'DELETE /product-reviews/:id': In<typeof productReviewDeleteSchema>;
  'POST /categories': In<typeof categoryCreateSchema>;
  'PUT /categories/:id': In<typeof categoryUpdateSchema>;
  'POST /messages': In<typeof messageCreateSchema>;
}

/** Every route that takes a JSON body, and that body. A route absent here takes none. */
export interface ApiBodies extends ValidatedBodies, ParsedBodies {}

/**
 * Queries the server validates with `validate('query', schema)` from sync/schemas; the queries
 * whose schema is the server's own (a page and a limit) are not listed.
 */
export interface ApiQueries {
  'GET /verification/mine': In<typeof verificationMineQuerySchema>;
  'GET /verification': In<typeof verificationListQuerySchema>;
  'GET /users': In<typeof userListQuerySchema>;
  'GET /searches/preview': In<typeof searchPreviewQuerySchema>;
  'GET /searches': In<typeof searchListQuerySchema>;
  'GET /deliveries/admin/all': In<typeof deliveryListQuerySchema>;
  'GET /surveys': In<typeof surveyListQuerySchema>;
  'GET /surveys/:id/responses': In<typeof surveyResponsesQuerySchema>;
  'GET /reports': In<typeof reportListQuerySchema>;
  'GET /sync/pull': In<typeof pullQuerySchema>;
}
