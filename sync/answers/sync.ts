/**
 * Answers of /api/sync (sync/protocol.ts): the offline areas and the outbox's push. A pull page
 * (`PullResponse`) is sent as bytes, possibly compressed, so it is no JSON route of the contract.
 */
import type { PushResponse } from '../protocol';

/** An offline area (step 9): a district's active businesses and the bytes its download takes as sent. */
type SyncArea = { district: string; businesses: number; bytes: number };

/** The areas, largest first; `total` sums them, `counter` is the server's change counter. */
type SyncAreas = {
  success: true;
  counter: number;
  total: { businesses: number; bytes: number };
  areas: SyncArea[];
};

export interface SyncAnswers {
  'GET /sync/areas': SyncAreas;
  'POST /sync/push': PushResponse;
}
