import { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import type { AppEnv } from '../../context';
import { badRequest, notFound } from '../../http/errors';
import { callerOf } from '../../auth/permissions';
import { CACHE_IMMUTABLE, cacheFor } from './cache-control';
import { storeImage, uploadFile } from './image-store';
import { readInput } from '../../http/request-input';

/** Only names this server made: 32 hex characters, an optional -sm, .webp. No path can escape. */
const STORED_NAME = /^[a-f0-9]{32}(-sm)?\.webp$/;

export const uploadRoutes = new Hono<AppEnv>()
  /** Used by the offline outbox: upload a review's image first, then push the review with its path. */
  .post('/', async (c) => {
    callerOf(c);
    const { files } = await readInput(c);
    if (!files.image) throw badRequest('Please choose an image to upload');
    const image = await storeImage(c.var.deps, files.image);
    return c.json({ success: true, image }, 201);
  })
  .get('/:file', async (c) => {
    const name = c.req.param('file');
    if (!STORED_NAME.test(name)) throw notFound('Image not found');
    const data = await readFile(uploadFile(c.var.deps, `/api/uploads/${name}`)).catch(() => null);
    if (!data) throw notFound('Image not found');
    cacheFor(c, CACHE_IMMUTABLE);
    return c.body(new Uint8Array(data), 200, { 'Content-Type': 'image/webp' });
  });
