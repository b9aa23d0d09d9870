/** Answers of /api/deliveries (sync/api-contract.ts). */
import type { DeliveryRecord } from '../schemas/pull';
import type { Done } from './envelope';

/** One delivery, as a write left it; a delivery is the device's record (sync/schemas/pull.ts). */
export type OneDelivery = Done & { delivery: DeliveryRecord };

export interface DeliveryAnswers {
  'POST /deliveries': OneDelivery;
  /** Every delivery matching the admin's filter, `total` of them (no pages). */
  'GET /deliveries/admin/all': { success: true; deliveries: DeliveryRecord[]; total: number };
  'GET /deliveries/business/:businessId': { success: true; deliveries: DeliveryRecord[] };
  'PUT /deliveries/:id/status': OneDelivery;
  'DELETE /deliveries/:id': Done;
}
