import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { SURVEY_DURATION_TEXT } from '../../../sync/constants';
import { ClockIcon } from '../../components/icons';
import { PageHead } from '../../components/page-head';
import { EmptyState, ErrorState, PageLoading, SavedAnswerNote } from '../../components/status';
import { useDocumentMeta } from '../../lib/document-meta';
import { SURVEYS_META } from '../../../sync/public-pages';
import { useActiveSurveys } from './use-surveys';
import './surveys.css';

/** /surveys (docs/screens.md "Surveys"): the active surveys, anyone may take them. */
export default function SurveysPage() {
  const { t } = useLingui();
  useDocumentMeta(SURVEYS_META);
  const { surveys, error, offline, updatedAt, reload } = useActiveSurveys();
  return (
    <>
      <PageHead
        title={t`Surveys`}
        lead={t`Tell us what you think. Your answers help businesses across Uganda serve you better.`}
      />
      <div className="container section">
        <p className="notice notice-info">
          <Trans>Participation is anonymous: you may leave your name and contact details, but you don't have to.</Trans>
        </p>
        <SavedAnswerNote offline={offline} updatedAt={updatedAt} />
        {!surveys ? (
          error ? (
            <ErrorState message={error} onRetry={reload} />
          ) : (
            <PageLoading label={t`Loading surveys…`} />
          )
        ) : surveys.length === 0 ? (
          <EmptyState title={t`No surveys are open right now. Please check back soon.`} />
        ) : (
          <ul className="grid grid-3 plain-list">
            {surveys.map((s) => {
              const { questionCount } = s;
              const responses = s._count.responses;
              return (
                <li key={s.id} className="card survey-card">
                  <h2>{s.name}</h2>
                  {s.description && <p className="muted">{s.description}</p>}
                  <ul className="survey-facts">
                    <li>{t`${plural(questionCount, { one: '# question', other: '# questions' })}`}</li>
                    <li>{t`${plural(responses, { one: '# response', other: '# responses' })}`}</li>
                    <li>
                      <ClockIcon size={16} /> {SURVEY_DURATION_TEXT}
                    </li>
                  </ul>
                  <Link className="btn btn-primary btn-block" to={`/surveys/${s.id}/take`}>
                    {/* the name stays out of the message: Trans would read a tag typed in it as one of its own */}
                    <Trans>Take Survey</Trans>
                    <span className="visually-hidden">: {s.name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
