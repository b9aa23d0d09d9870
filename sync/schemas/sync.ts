/** Inputs of the sync endpoints (sync/protocol.ts): the pull query and the push body. */
import { z } from 'zod';
import { PUSH_BATCH_MAX } from '../protocol';

export const pullQuerySchema = z.object({
  since: z.coerce.number().int().min(0).catch(0),
  mine: z.coerce.number().int().min(0).optional().catch(undefined),
});

export const pushMutationSchema = z.object({
  id: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, 'A change id is a UUID'),
  name: z.string().min(1).max(64),
  args: z.unknown(),
  clientTime: z.number().optional(),
});

export const pushRequestSchema = z.object({
  mutations: z.array(pushMutationSchema).max(PUSH_BATCH_MAX, `At most ${PUSH_BATCH_MAX} changes per push`),
});
