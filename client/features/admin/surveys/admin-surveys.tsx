import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { ErrorBanner } from '../ui/error-banner';
import { PageHeader } from '../ui/page-header';
import { QueryStatus } from '../ui/query-status';
import { createSurvey, deleteSurvey, fetchSurvey, fetchSurveys, updateSurvey, type AdminSurvey } from './admin-survey';
import { draftOf, emptyDraft, type SurveyDraft, type SurveyPayload } from './survey-draft';
import { SurveyForm } from './survey-form';
import { SurveyList } from './survey-list';
import './surveys.css';

type Editing = { id: number | null; draft: SurveyDraft };

export function AdminSurveys() {
  const query = useAdminQuery('surveys', fetchSurveys);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const surveys = query.data ?? [];

  /** Edits the survey as stored now, so each question's answer count is current (the list's may be older). */
  const edit = async (survey: AdminSurvey) => {
    setActionError(null);
    try {
      const full = await fetchSurvey(survey.id).catch((err: unknown) => {
        if (survey.questions) return survey;
        throw err;
      });
      setEditing({ id: survey.id, draft: draftOf(full) });
    } catch (err) {
      setActionError((err as Error).message);
    }
  };

  const save = async (payload: SurveyPayload) => {
    if (editing?.id) await updateSurvey(editing.id, payload);
    else await createSurvey(payload);
    setEditing(null);
    query.reload();
  };

  const remove = async (survey: AdminSurvey) => {
    if (!window.confirm('Are you sure you want to delete this survey?')) return;
    try {
      await deleteSurvey(survey.id);
      query.update((list) => list.filter((s) => s.id !== survey.id));
    } catch (err) {
      window.alert(`Failed to delete survey: ${(err as Error).message}`);
    }
  };

  return (
    <section>
      <PageHeader
        title="Surveys"
        subtitle="Questionnaires anyone can take, signed in or not"
        actions={
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setEditing({ id: null, draft: emptyDraft() })}
          >
            Create Survey
          </button>
        }
      />
      <QueryStatus query={query} loadingText="Loading surveys…" />
      <ErrorBanner message={actionError} onDismiss={() => setActionError(null)} />
      {query.data && surveys.length === 0 && <EmptyState title="No surveys yet" />}
      <SurveyList surveys={surveys} onEdit={(s) => void edit(s)} onDelete={(s) => void remove(s)} />
      {editing && (
        <SurveyForm
          initial={editing.draft}
          editing={editing.id !== null}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
