import { ApiError, freshToken } from '../../../lib/api-client';

/**
 * Downloads the server's CSV of a survey's responses as '{survey name}_responses.csv'. The file
 * comes as text/csv, not JSON, so this is a plain fetch with the bearer token.
 */
export async function exportResponsesCsv(surveyId: string | number, surveyName: string): Promise<void> {
  const token = await freshToken();
  let res: Response;
  try {
    res = await fetch(`/api/surveys/${surveyId}/responses/export`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, 'You are offline. Please check your connection and try again.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message || 'Failed to export responses');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${surveyName}_responses.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
