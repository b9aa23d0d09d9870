import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { acceptBid, declineBid } from './bid-service';

const idParam = z.object({ id: z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id') });

/** The customer's answer to a quote: PATCH /bids/{id}/accept and /decline. */
export const bidRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .patch('/:id/accept', validate('param', idParam), async (c) =>
    c.json({
      success: true,
      message: 'Quote accepted',
      ...(await acceptBid(c.var.deps, c.var.caller, c.req.valid('param').id)),
    }),
  )
  .patch('/:id/decline', validate('param', idParam), async (c) =>
    c.json({
      success: true,
      message: 'Quote declined',
      ...(await declineBid(c.var.deps, c.var.caller, c.req.valid('param').id)),
    }),
  );
