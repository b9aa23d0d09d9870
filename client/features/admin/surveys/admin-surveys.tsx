import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { useAdminQuery } from '../data/use-admin-query';
import { adminKeys } from '../data/admin-keys';
import { PageHead } from '../../../components/page-head';
import { QueryStatus } from '../ui/query-status';
import type { SurveyView } from '../../../../sync/answers/survey';
import { createSurvey, deleteSurvey, fetchSurvey, fetchSurveys, updateSurvey } from './admin-survey';
import { draftOf, emptyDraft, type SurveyDraft, type SurveyPayload } from './survey-draft';
import { SurveyForm } from './survey-form';
import { SurveyList } from './survey-list';
import './surveys.css';

type Editing = { id: number | null; draft: SurveyDraft };

export function AdminSurveys() {
  const query = useAdminQuery(adminKeys.list('surveys'), fetchSurveys);
  const [editing, setEditing] = useState<Editing | null>(null);
  const surveys = query.data ?? [];

  /** Edits the survey as stored now, so each question's answer count is current (the list's may be older). */
  const edit = async (survey: SurveyView) => {
    // when it cannot be read again, the list's copy: it has the questions too
    const full = await fetchSurvey(survey.id).catch(() => survey);
    setEditing({ id: survey.id, draft: draftOf(full) });
  };

  const save = async (payload: SurveyPayload) => {
    if (editing?.id) await updateSurvey(editing.id, payload);
    else await createSurvey(payload);
    setEditing(null);
    query.reload();
  };

  const remove = async (survey: SurveyView) => {
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
      <PageHead admin title="Surveys" lead="Questionnaires anyone can take, signed in or not">
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ id: null, draft: emptyDraft() })}>
          Create Survey
        </button>
      </PageHead>
      <QueryStatus query={query} loadingText="Loading surveys…" />
      {query.data && surveys.length === 0 && <EmptyState title="No surveys yet" />}
      <SurveyList items={surveys} onEdit={(s) => void edit(s)} onDelete={(s) => void remove(s)} />
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
