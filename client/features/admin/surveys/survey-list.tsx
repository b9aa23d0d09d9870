import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { count } from '../display';
import { Badge } from '../ui/badge';
import { SmallButton } from '../../../components/small-button';
import type { SurveyView } from '../../../../sync/answers/survey';
import type { ListProps } from '../ui/list-props';

export function SurveyList({ items, onEdit, onDelete }: ListProps<SurveyView, 'onEdit' | 'onDelete'>) {
  return (
    <div className="adm-stack">
      {items.map((survey) => {
        const questions = survey.questionCount;
        const responses = survey._count.responses;
        return (
          <article key={survey.id} className="card adm-survey" aria-label={survey.name}>
            <div className="adm-survey-main">
              <h2>
                {survey.name} {!survey.isActive && <Badge>Inactive</Badge>}
              </h2>
              {survey.description && <p className="muted line-clamp-2">{survey.description}</p>}
              <p className="adm-survey-meta muted small">
                <span>{count(questions, 'question')}</span>
                <span>{count(responses, 'response')}</span>
                <span>Created {formatDate(survey.createdAt)}</span>
              </p>
            </div>
            <div className="adm-card-actions">
              <Link className="btn btn-primary btn-sm" to={`/admin/surveys/${survey.id}/responses`}>
                View Responses
              </Link>
              <SmallButton tone="outline" name={`Edit ${survey.name}`} onClick={() => onEdit(survey)}>
                Edit
              </SmallButton>
              <SmallButton tone="danger" name={`Delete ${survey.name}`} onClick={() => onDelete(survey)}>
                Delete
              </SmallButton>
            </div>
          </article>
        );
      })}
    </div>
  );
}
