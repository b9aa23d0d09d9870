/** Answers of /api/deliveries (sync/api-contract.ts). */
import type { DeliveryRecord } from '../schemas/pull';
import type { Done, ListAnswer } from './envelope';

/** One delivery, as a write left it; a delivery is the device's record (sync/schemas/pull.ts). */
type OneDelivery = Done & { delivery: DeliveryRecord };

export interface DeliveryAnswers {
  'POST /deliveries': OneDelivery;
  /** Every delivery matching the admin's filter, whole (no pages). */
  'GET /deliveries/admin/all': ListAnswer<'deliveries', DeliveryRecord>;
  'GET /deliveries/business/:businessId': ListAnswer<'deliveries', DeliveryRecord>;
  'PUT /deliveries/:id/status': OneDelivery;
  'DELETE /deliveries/:id': Done;
}
