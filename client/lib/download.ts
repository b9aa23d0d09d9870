/** Saves a file the server sends (a CSV export) under the name `nameOf` picks from the server's. */
import { apiFile } from './api-client';

export async function downloadApiFile(
  path: string,
  fallback: string,
  nameOf: (serverName: string | null) => string,
): Promise<void> {
  const { blob, fileName } = await apiFile(path, fallback);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = nameOf(fileName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
