import { t } from '@lingui/core/macro';
import { downloadApiFile } from '../../../lib/download';

/** Downloads the server's CSV of a survey's responses as '{survey name}_responses.csv'. */
export function exportResponsesCsv(surveyId: string | number, surveyName: string): Promise<void> {
  return downloadApiFile(
    `/surveys/${surveyId}/responses/export`,
    t`Failed to export responses`,
    () => `${surveyName}_responses.csv`,
  );
}
