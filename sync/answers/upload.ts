/** Answers of /api/uploads (sync/api-contract.ts). */

export interface UploadAnswers {
  /** `image`: the stored image's path, `/api/uploads/<name>.webp`. */
  'POST /uploads': { success: true; image: string };
}
