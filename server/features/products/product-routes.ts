import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PUBLIC_LIST_DEFAULT_LIMIT, PUBLIC_LIST_MAX_LIMIT } from '../../../sync/constants';
import { productCreateSchema, productServiceCreateSchema, productUpdateSchema } from '../../../sync/schemas/product';
import { callerOf } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { applyWrite, writerOnly } from '../../sync/registry';
import { ownBusiness } from '../businesses/business-service';
import { CACHE_PRIVATE, CACHE_PUBLIC_LIST, cacheFor } from '../uploads/cache-control';
import { withStoredImage } from '../uploads/image-store';
import { idOf, pageQuerySchema, readInput, withNumbers } from '../../http/request-input';
import { pagination } from '../../../sync/answers/envelope';
import {
  createProduct,
  deleteProduct,
  getBusinessProduct,
  listAllProductServices,
  listBusinessProducts,
} from './product-service';
import { parseWith, validate } from '../../http/validate';

const PRICE_FIELDS = ['price', 'minPrice', 'maxPrice'] as const;

/** Form fields of a product; the vendor form calls the name "title". */
async function readProductForm(c: Context<AppEnv>) {
  const { fields, files } = await readInput(c);
  const named = fields.name === undefined && fields.title !== undefined ? { ...fields, name: fields.title } : fields;
  return { fields: withNumbers(named, PRICE_FIELDS), image: files.image };
}

const allQuery = pageQuerySchema(PUBLIC_LIST_DEFAULT_LIMIT, PUBLIC_LIST_MAX_LIMIT).extend({
  categoryId: z.coerce.number().int().positive().optional().catch(undefined),
});

/** Mounted at /api/businesses. */
export const businessProductRoutes = new Hono<AppEnv>()
  .post('/:id{[0-9]+}/products', async (c) => {
    const caller = callerOf(c);
    const businessId = idOf(c.req.param('id'));
    await ownBusiness(c.var.deps, caller, businessId);
    const { fields, image } = await readProductForm(c);
    const input = parseWith(productCreateSchema, fields);
    const product = await withStoredImage(
      c.var.deps,
      image,
      async (path) =>
        await createProduct(c.var.deps, caller, businessId, 'product', path ? { ...input, image: path } : input),
    );
    return c.json({ success: true, product }, 201);
  })
  .delete('/products/:id{[0-9]+}', async (c) => {
    await deleteProduct(c.var.deps, callerOf(c), idOf(c.req.param('id')));
    return c.json({ success: true, message: 'Product deleted' });
  })
  .post('/:id{[0-9]+}/product-services', async (c) => {
    const caller = callerOf(c);
    const businessId = idOf(c.req.param('id'));
    await ownBusiness(c.var.deps, caller, businessId);
    const { fields, image } = await readProductForm(c);
    const input = parseWith(productServiceCreateSchema, fields);
    const productService = await withStoredImage(
      c.var.deps,
      image,
      async (path) =>
        await createProduct(c.var.deps, caller, businessId, 'service', path ? { ...input, image: path } : input),
    );
    return c.json({ success: true, productService }, 201);
  })
  .get('/:id{[0-9]+}/product-services', async (c) => {
    const { data, personal } = await listBusinessProducts(c.var.deps, c.var.caller, idOf(c.req.param('id')));
    cacheFor(c, personal ? CACHE_PRIVATE : CACHE_PUBLIC_LIST);
    return c.json({ success: true, data });
  })
  .get('/:id{[0-9]+}/product-services/:serviceId{[0-9]+}', async (c) => {
    const { productService, personal } = await getBusinessProduct(
      c.var.deps,
      c.var.caller,
      idOf(c.req.param('id')),
      idOf(c.req.param('serviceId')),
    );
    cacheFor(c, personal ? CACHE_PRIVATE : CACHE_PUBLIC_LIST);
    return c.json({ success: true, productService });
  })
  .on(['PATCH', 'PUT'], '/:id{[0-9]+}/product-services/:serviceId{[0-9]+}', writerOnly('product.update'), async (c) => {
    const caller = callerOf(c);
    const businessId = idOf(c.req.param('id'));
    const serviceId = idOf(c.req.param('serviceId'));
    await ownBusiness(c.var.deps, caller, businessId);
    const { fields, image } = await readProductForm(c);
    const input = parseWith(productUpdateSchema, fields);
    // the same write as the offline `product.update`: one implementation, one rate limit
    const productService = await withStoredImage(
      c.var.deps,
      image,
      async (path) =>
        await applyWrite(c.var.deps, { caller, clientKey: c.var.clientKey }, 'product.update', {
          ...input,
          ...(path && { image: path }),
          businessId,
          productId: serviceId,
        }),
    );
    return c.json({ success: true, productService });
  });

/** Mounted at /api/product-services. */
export const productServiceRoutes = new Hono<AppEnv>()
  .get('/all', validate('query', allQuery), async (c) => {
    const query = c.req.valid('query');
    const { data, total } = await listAllProductServices(c.var.deps, query);
    cacheFor(c, CACHE_PUBLIC_LIST);
    return c.json({ success: true, data, pagination: pagination(query, total) });
  })
  .delete('/:serviceId{[0-9]+}', async (c) => {
    await deleteProduct(c.var.deps, callerOf(c), idOf(c.req.param('serviceId')));
    return c.json({ success: true, message: 'Product service deleted' });
  });
