import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { callerOf } from '../../auth/permissions';
import { CACHE_IMMUTABLE, cacheFor } from './cache-control';
import { STORED_IMAGE_NAME, storeImage } from './image-store';
import { readInput } from '../../http/request-input';

export const uploadRoutes = new Hono<AppEnv>()
  /** Used by the offline outbox: upload a review's image first, then push the review with its path. */
  .post('/', async (c) => {
    callerOf(c);
    const { files } = await readInput(c);
    if (!files.image) throw badRequest('Please choose an image to upload');
    const image = await storeImage(c.var.deps, files.image);
    return c.json({ success: true, image }, 201);
  })
  /** From the uploads store, folder or bucket alike: the server sends the bytes, so no bucket is public. */
  .get('/:file', async (c) => {
    const name = c.req.param('file');
    if (!STORED_IMAGE_NAME.test(name)) throw notFound('Image not found');
    const image = await c.var.deps.uploads.get(name);
    if (!image) throw notFound('Image not found');
    cacheFor(c, CACHE_IMMUTABLE);
    return c.body(new Uint8Array(image.bytes), 200, { 'Content-Type': 'image/webp' });
  });
