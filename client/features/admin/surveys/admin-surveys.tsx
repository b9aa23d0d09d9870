import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/status';
import { markOutOfDate, queryClient } from '../../../lib/server-state';
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
  const { t } = useLingui();
  const query = useAdminQuery(adminKeys.list('surveys'), fetchSurveys);
  const [editing, setEditing] = useState<Editing | null>(null);
  const surveys = query.data ?? [];

  /** Edits the survey as stored now, so each question's answer count is current (the list's may be older). */
  const edit = async (survey: SurveyView) => {
    // when it cannot be read again, the list's copy: it has the questions too
    const full = await fetchSurvey(survey.id).catch(() => survey);
    open({ id: survey.id, draft: draftOf(full) });
  };

  /** A survey's questions are also in its responses' page: both lists are out of date. */
  const outOfDate = () => markOutOfDate(adminKeys.lists('surveys'), adminKeys.lists('survey-responses'));

  const save = useMutation(
    {
      mutationFn: ({ id, payload }: { id: number | null; payload: SurveyPayload }) =>
        id ? updateSurvey(id, payload) : createSurvey(payload),
      onSuccess: () => {
        outOfDate();
        setEditing(null);
        query.reload();
      },
    },
    queryClient,
  );

  const remove = useMutation(
    {
      mutationFn: (survey: SurveyView) => deleteSurvey(survey.id),
      onSuccess: (_answer, survey) => {
        query.update((list) => list.filter((s) => s.id !== survey.id));
        outOfDate();
      },
      onError: (err) => {
        const reason = err.message;
        window.alert(t`Failed to delete survey: ${reason}`);
      },
    },
    queryClient,
  );

  const open = (next: Editing) => {
    // the form opens without the last one's refusal
    save.reset();
    setEditing(next);
  };

  return (
    <section>
      <PageHead admin title={t`Surveys`} lead={t`Questionnaires anyone can take, signed in or not`}>
        <button type="button" className="btn btn-primary" onClick={() => open({ id: null, draft: emptyDraft() })}>
          <Trans>Create Survey</Trans>
        </button>
      </PageHead>
      <QueryStatus query={query} loadingText={t`Loading surveys…`} />
      {query.data && surveys.length === 0 && <EmptyState title={t`No surveys yet`} />}
      <SurveyList
        items={surveys}
        onEdit={(s) => void edit(s)}
        onDelete={(s) => {
          if (window.confirm(t`Are you sure you want to delete this survey?`)) remove.mutate(s);
        }}
      />
      {editing && (
        <SurveyForm
          initial={editing.draft}
          editing={editing.id !== null}
          saving={{ ...save, mutate: (payload) => save.mutate({ id: editing.id, payload }) }}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
