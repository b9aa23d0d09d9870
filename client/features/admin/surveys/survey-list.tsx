import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { Badge } from '../ui/badge';
import { SmallButton } from '../../../components/small-button';
import type { SurveyView } from '../../../../sync/answers/survey';
import type { ListProps } from '../ui/list-props';

export function SurveyList({ items, onEdit, onDelete }: ListProps<SurveyView, 'onEdit' | 'onDelete'>) {
  const { t } = useLingui();
  return (
    <div className="adm-stack">
      {items.map((survey) => {
        const questions = survey.questionCount;
        const responses = survey._count.responses;
        const created = formatDate(survey.createdAt);
        const name = survey.name;
        return (
          <article key={survey.id} className="card adm-survey" aria-label={survey.name}>
            <div className="adm-survey-main">
              <h2>
                {survey.name}{' '}
                {!survey.isActive && (
                  <Badge>
                    <Trans>Inactive</Trans>
                  </Badge>
                )}
              </h2>
              {survey.description && <p className="muted line-clamp-2">{survey.description}</p>}
              <p className="adm-survey-meta muted small">
                <span>
                  <Plural value={questions} one="# question" other="# questions" />
                </span>
                <span>
                  <Plural value={responses} one="# response" other="# responses" />
                </span>
                <span>
                  <Trans>Created {created}</Trans>
                </span>
              </p>
            </div>
            <div className="adm-card-actions">
              <Link className="btn btn-primary btn-sm" to={`/admin/surveys/${survey.id}/responses`}>
                <Trans>View Responses</Trans>
              </Link>
              <SmallButton tone="outline" name={t`Edit ${name}`} onClick={() => onEdit(survey)}>
                <Trans>Edit</Trans>
              </SmallButton>
              <SmallButton tone="danger" name={t`Delete ${name}`} onClick={() => onDelete(survey)}>
                <Trans>Delete</Trans>
              </SmallButton>
            </div>
          </article>
        );
      })}
    </div>
  );
}
