/** Answers of /api/push and /api/alerts (sync/api-contract.ts). */
import type { AlertSettings } from '../schemas/alerts';
import type { Done } from './envelope';

export interface AlertAnswers {
  'GET /push/public-key': { success: true; publicKey: string };
  'POST /push/subscriptions': Done;
  'DELETE /push/subscriptions': Done;
  'GET /alerts/settings': { success: true } & AlertSettings;
  'PUT /alerts/settings': { success: true } & AlertSettings;
}
