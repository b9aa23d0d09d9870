/** Answers of /api/verification: the vendor's request for the Verified badge and the admin's decision (docs/product.md "Verification"). */
import type { AdminVerificationRequest, MyVerificationAnswer, VerificationRequestView } from '../schemas/verification';
import type { Done, ListAnswer } from './envelope';

/** A request decided: the request as the admin's list shows it now. */
type VerificationDecided = Done & { request: AdminVerificationRequest };

export interface VerificationAnswers {
  'POST /verification': Done & { request: VerificationRequestView };
  'GET /verification/mine': MyVerificationAnswer;
  /** Every request matching the admin's filter, whole (no pages). */
  'GET /verification': ListAnswer<'requests', AdminVerificationRequest>;
  'PUT /verification/:id/approve': VerificationDecided;
  'PUT /verification/:id/refuse': VerificationDecided;
}
