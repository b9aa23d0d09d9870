import { Hono } from 'hono';
import { z } from 'zod';
import {
  deliveryCreateSchema,
  deliveryListQuerySchema,
  deliveryStatusUpdateSchema,
} from '../../../sync/schemas/delivery';
import type { AppEnv } from '../../context';
import { validate } from '../../http/validate';
import { deleteDelivery, listAllDeliveries, listBusinessDeliveries, setDeliveryStatus } from './delivery-service';
import { applyWrite, writerOnly } from '../../sync/registry';
import { requesterOf } from '../../http/rate-limit';
import { rolesOnly } from '../../auth/permissions';

const id = z.coerce.number({ error: 'Invalid id' }).int('Invalid id').positive('Invalid id');

/** The delivery calls (docs/screens.md "API", Deliveries). */
export const deliveryRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .post('/', writerOnly('delivery.create'), validate('json', deliveryCreateSchema), async (c) => {
    const delivery = await applyWrite(c.var.deps, requesterOf(c), 'delivery.create', c.req.valid('json'));
    return c.json({ success: true, message: 'Delivery requested', delivery }, 201);
  })
  .get('/admin/all', validate('query', deliveryListQuerySchema), async (c) => {
    const deliveries = await listAllDeliveries(c.var.deps, c.var.caller, c.req.valid('query'));
    return c.json({ success: true, deliveries });
  })
  .get('/business/:businessId', validate('param', z.object({ businessId: id })), async (c) =>
    c.json({
      success: true,
      deliveries: await listBusinessDeliveries(c.var.deps, c.var.caller, c.req.valid('param').businessId),
    }),
  )
  .put(
    '/:id/status',
    rolesOnly('VENDOR', 'ADMIN'),
    validate('param', z.object({ id })),
    validate('json', deliveryStatusUpdateSchema),
    async (c) => {
      const delivery = await setDeliveryStatus(c.var.deps, c.var.caller, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ success: true, message: 'Delivery status updated', delivery });
    },
  )
  .delete('/:id', validate('param', z.object({ id })), async (c) => {
    await deleteDelivery(c.var.deps, c.var.caller, c.req.valid('param').id);
    return c.json({ success: true, message: 'Delivery deleted' });
  });
