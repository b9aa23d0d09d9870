import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ItemList } from '../../../components/item-list';
import { Link, useParams } from 'react-router-dom';
import { SURVEY_RESPONSES_PAGE_SIZE } from '../../../../sync/constants';
import { lastRefusal } from '../../../lib/changes';
import { queryClient } from '../../../lib/server-state';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { PageHead } from '../../../components/page-head';
import { Pager } from '../ui/pagination';
import { QueryStatus } from '../ui/query-status';
import { fetchResponses } from './admin-survey';
import { exportResponsesCsv } from './export-csv';
import { ResponseCard } from './response-card';
import { SurveySummary } from './survey-summary';
import './surveys.css';

export function SurveyResponses() {
  const { t } = useLingui();
  const { surveyId = '' } = useParams();
  const [page, setPage] = useState(1);
  const query = useAdminQuery(adminKeys.list('survey-responses', { surveyId, page }), (signal) =>
    fetchResponses(surveyId, page, SURVEY_RESPONSES_PAGE_SIZE, signal),
  );
  const survey = query.data?.survey;
  // a download changes nothing: a mutation for its wait and its refusal (export-csv-button.tsx)
  const exporting = useMutation({ mutationFn: (name: string) => exportResponsesCsv(surveyId, name) }, queryClient);
  const total = query.data?.pagination.total ?? 0;

  return (
    <section>
      <Link to="/admin/surveys" className="adm-back">
        <Trans>← Back to Surveys</Trans>
      </Link>
      <PageHead
        admin
        title={survey?.name ?? t`Survey Responses`}
        lead={query.data ? t`${plural(total, { one: '# response', other: '# responses' })}` : undefined}
      >
        <button
          type="button"
          className="btn btn-primary"
          disabled={!survey || exporting.isPending}
          onClick={() => exporting.mutate(survey!.name)}
        >
          {exporting.isPending ? <Trans>Exporting…</Trans> : <Trans>Export CSV</Trans>}
        </button>
      </PageHead>
      <QueryStatus query={query} action={lastRefusal(exporting)} loadingText={t`Loading responses…`} />
      {query.data && total > 0 && <SurveySummary summary={query.data.summary} />}
      <ItemList items={query.data?.responses} empty={t`No responses yet`} className="adm-stack">
        {(response) => <ResponseCard response={response} questions={survey?.questions ?? []} />}
      </ItemList>
      {query.data && <Pager page={page} of={query.data.pagination} onPage={setPage} />}
    </section>
  );
}
