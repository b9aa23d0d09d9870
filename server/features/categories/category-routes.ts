import { Hono, type Context } from 'hono';
import { categoryCreateSchema, categoryUpdateSchema } from '../../../sync/schemas/category';
import { callerWithRole } from '../../auth/permissions';
import type { AppEnv } from '../../context';
import { CACHE_PRIVATE, cacheFor } from '../uploads/cache-control';
import { withStoredImage } from '../uploads/image-store';
import { idOf, readInput } from '../../http/request-input';
import { createCategory, deleteCategory, listCategories, updateCategory } from './category-service';
import { parseWith } from '../../http/validate';

/** The admin form calls the name "title". */
async function readCategoryForm(c: Context<AppEnv>) {
  const { fields, files } = await readInput(c);
  const named = fields.name === undefined && fields.title !== undefined ? { ...fields, name: fields.title } : fields;
  return { fields: named, file: files.image };
}

export const categoryRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return c.json({ success: true, categories: await listCategories(c.var.deps.db, 'active') });
  })
  /**
   * The admin's list: every category, deactivated ones too, never stored by a cache. The public
   * list may be reused for a minute, so an admin reloading after Deactivate would see the old state.
   */
  .get('/admin', async (c) => {
    callerWithRole(c, 'ADMIN');
    cacheFor(c, CACHE_PRIVATE);
    return c.json({ success: true, categories: await listCategories(c.var.deps.db) });
  })
  .post('/', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const { fields, file } = await readCategoryForm(c);
    const input = parseWith(categoryCreateSchema, fields);
    const category = await withStoredImage(
      c.var.deps,
      file,
      async (image) => await createCategory(c.var.deps, caller, image ? { ...input, image } : input),
    );
    return c.json({ success: true, category }, 201);
  })
  .put('/:id{[0-9]+}', async (c) => {
    const caller = callerWithRole(c, 'ADMIN');
    const { fields, file } = await readCategoryForm(c);
    const input = parseWith(categoryUpdateSchema, fields);
    const category = await withStoredImage(
      c.var.deps,
      file,
      async (image) =>
        await updateCategory(c.var.deps, caller, idOf(c.req.param('id')), image ? { ...input, image } : input),
    );
    return c.json({ success: true, category });
  })
  .delete('/:id{[0-9]+}', async (c) => {
    await deleteCategory(c.var.deps, callerWithRole(c, 'ADMIN'), idOf(c.req.param('id')));
    return c.json({ success: true, message: 'Category deleted' });
  });
