/** Inputs of the sync endpoints (sync/protocol.ts): the pull query and the push body. */
import { z } from 'zod';
import { AREA_NAME_MAX, PULL_NEED_MAX, PUSH_BATCH_MAX } from '../protocol';

export const pullQuerySchema = z.object({
  since: z.coerce.number().int().min(0).catch(0),
  mine: z.coerce.number().int().min(0).optional().catch(undefined),
  need: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'need is a list of business ids')
    .optional()
    .transform((text) => (text ? [...new Set(text.split(',').map(Number))].slice(0, PULL_NEED_MAX) : [])),
  /** An offline area: a district as GET /api/sync/areas names it. */
  area: z
    .string()
    .max(AREA_NAME_MAX, `An area name has at most ${AREA_NAME_MAX} characters`)
    .regex(/^\p{L}[\p{L}\p{M} .'-]*$/u, 'An area is a district name: letters, spaces, dots, hyphens')
    .optional(),
  /** Step 10: the categories scope, the only one named; an area is named by `area`. */
  scope: z.enum(['categories'], 'The only pull scope is categories').optional(),
});

const pushMutationSchema = z.object({
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
