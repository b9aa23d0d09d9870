/** Answers of /api/verification: the vendor's request for the Verified badge and the admin's decision (docs/product.md "Verification"). */
import type { AdminVerificationRequest, MyVerificationAnswer, VerificationRequestView } from '../schemas/verification';
import type { Done } from './envelope';

/** A request decided: the request as the admin's list shows it now. */
export type VerificationDecided = Done & { request: AdminVerificationRequest };

export interface VerificationAnswers {
  'POST /verification': Done & { request: VerificationRequestView };
  'GET /verification/mine': MyVerificationAnswer;
  'GET /verification': { success: true; requests: AdminVerificationRequest[]; total: number };
  'PUT /verification/:id/approve': VerificationDecided;
  'PUT /verification/:id/refuse': VerificationDecided;
}
