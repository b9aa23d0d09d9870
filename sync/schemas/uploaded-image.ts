import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { UPLOAD_PATH } from '../image-path';
import '../i18n-default';

/**
 * An image already uploaded through POST /api/uploads, referenced by its large path. Kept apart
 * from sync/image-path.ts so the cards that only derive the small path do not load zod.
 */
export const uploadedImageSchema = z
  .string({ error: () => t`Please upload the image again` })
  .regex(UPLOAD_PATH, { error: () => t`Please upload the image again` });
