import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SURVEY_RESPONSES_PAGE_SIZE } from '../../../../sync/constants';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { ErrorBanner } from '../ui/error-banner';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { fetchResponses } from './admin-survey';
import { exportResponsesCsv } from './export-csv';
import { ResponseCard } from './response-card';
import { SurveySummary } from './survey-summary';
import { count } from '../display';
import './surveys.css';

export function SurveyResponses() {
  const { surveyId = '' } = useParams();
  const [page, setPage] = useState(1);
  const query = useAdminQuery(`surveys/${surveyId}/responses?page=${page}`, (signal) =>
    fetchResponses(surveyId, page, SURVEY_RESPONSES_PAGE_SIZE, signal),
  );
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const survey = query.data?.survey;
  const total = query.data?.total ?? 0;

  const exportCsv = async () => {
    if (!survey) return;
    setExporting(true);
    setExportError(null);
    try {
      await exportResponsesCsv(surveyId, survey.name);
    } catch (err) {
      setExportError((err as Error).message);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section>
      <Link to="/admin/surveys" className="adm-back">
        ← Back to Surveys
      </Link>
      <PageHeader
        title={survey?.name ?? 'Survey Responses'}
        subtitle={query.data ? count(total, 'response') : undefined}
        actions={
          <button
            type="button"
            className="btn btn-primary"
            disabled={!survey || exporting}
            onClick={() => void exportCsv()}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        }
      />
      <QueryStatus query={query} loadingText="Loading responses…" />
      <ErrorBanner message={exportError} onDismiss={() => setExportError(null)} />
      {query.data && query.data.responses.length === 0 && <EmptyState title="No responses yet" />}
      {query.data && total > 0 && <SurveySummary summary={query.data.summary} />}
      <div className="adm-stack">
        {query.data?.responses.map((response) => (
          <ResponseCard key={response.id} response={response} questions={survey?.questions ?? []} />
        ))}
      </div>
      {query.data && <Pagination page={page} pages={query.data.pages} onPage={setPage} />}
    </section>
  );
}
