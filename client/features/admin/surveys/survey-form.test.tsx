import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { changeOf } from '../../../test-support/change';
import {
  checkSurvey,
  draftOf,
  emptyDraft,
  moveQuestion,
  newOption,
  newQuestion,
  surveyPayload,
  type SurveyDraft,
  type SurveyPayload,
} from './survey-draft';
import { SurveyForm } from './survey-form';

function question(type: Parameters<typeof newQuestion>[0], text: string, options: string[] = []) {
  return {
    ...newQuestion(type),
    question: text,
    options: type === 'multiple_choice' ? options.map((o) => newOption(o)) : [],
  };
}

/** The answered question of the stored survey below, as a save that keeps it sends it back. */
const hearAboutUs = {
  id: 7,
  type: 'multiple_choice' as const,
  question: 'How did you hear about us?',
  required: true,
  options: ['Radio', 'Friend'],
};

/** A stored survey as GET /surveys/{id} gives it to an admin: each question with its answer count. */
const stored = draftOf({
  name: 'Market day',
  description: '',
  questions: [
    { ...hearAboutUs, position: 0, answers: 12 },
    { id: 8, type: 'text', question: 'Anything else?', required: false, options: [], position: 1, answers: 0 },
  ],
});

describe('survey rules (docs/screens.md "Admin surveys")', () => {
  const rows: { case: string; draft: SurveyDraft; name?: string; byQuestion?: Record<number, object> }[] = [
    {
      case: 'name is required',
      draft: { name: ' ', description: '', questions: [question('text', 'Q')] },
      name: 'Survey name is required',
    },
    {
      case: "each question's text is required",
      draft: { name: 'S', description: '', questions: [question('text', 'Q'), question('rating', '  ')] },
      byQuestion: { 1: { question: 'Question text is required' } },
    },
    {
      case: 'multiple_choice needs at least two options',
      draft: { name: 'S', description: '', questions: [question('multiple_choice', 'Pick', ['Only', ' '])] },
      byQuestion: { 0: { options: 'Please add at least 2 options' } },
    },
    {
      case: 'a complete survey with every type passes',
      draft: {
        name: 'S',
        description: '',
        questions: [
          question('text', 'A'),
          question('multiple_choice', 'B', ['x', 'y']),
          question('rating', 'C'),
          question('yes_no', 'D'),
        ],
      },
    },
  ];
  it.each(rows)('$case', ({ draft, name, byQuestion }) => {
    const errors = checkSurvey(draft);
    expect(errors.name).toBe(name);
    expect(errors.byQuestion).toEqual(byQuestion ?? {});
  });

  it('sends options only for multiple_choice questions', () => {
    const rating = { ...question('rating', 'How was it?'), options: [newOption('left'), newOption('over')] };
    const payload = surveyPayload({
      name: 'S',
      description: '',
      questions: [rating, question('multiple_choice', 'Pick', ['a', ' ', 'b'])],
    });
    expect(payload.questions[0]).not.toHaveProperty('options');
    expect(payload.questions[1]).toMatchObject({ options: ['a', 'b'] });
  });

  it('sends the ids of stored questions, and an edited stored option as a rename', () => {
    const [hear, anything] = stored.questions;
    const payload = surveyPayload({
      ...stored,
      questions: [
        anything!,
        { ...hear!, options: [{ ...hear!.options[0]!, text: 'FM Radio ' }, hear!.options[1]!, newOption('TV')] },
        question('yes_no', 'Back again?'),
      ],
    });
    expect(payload.questions).toEqual([
      { id: 8, type: 'text', question: 'Anything else?', required: false },
      { ...hearAboutUs, options: ['FM Radio', 'Friend', 'TV'], optionRenames: [{ from: 'Radio', to: 'FM Radio' }] },
      { type: 'yes_no', question: 'Back again?', required: false },
    ]);
  });

  it('moves questions up and down within the list', () => {
    const [a, b, c] = [question('text', 'a'), question('text', 'b'), question('text', 'c')];
    expect(moveQuestion([a, b, c], 2, -1).map((q) => q.question)).toEqual(['a', 'c', 'b']);
    expect(moveQuestion([a, b, c], 0, -1).map((q) => q.question)).toEqual(['a', 'b', 'c']);
  });
});

describe('<SurveyForm>', () => {
  it('refuses to save without a name and question text, then saves what was built', async () => {
    const user = userEvent.setup({ delay: null });
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    const saving = changeOf<SurveyPayload>();
    render(<SurveyForm initial={emptyDraft()} editing={false} saving={saving} onClose={() => {}} />);

    await user.click(screen.getByRole('button', { name: 'Create Survey' }));
    expect(screen.getByText('Survey name is required')).toBeTruthy();
    expect(screen.getByText('Question text is required')).toBeTruthy();
    expect(saving.mutate).not.toHaveBeenCalled();

    await fill(screen.getByLabelText(/Survey Name/), 'Market day');
    await fill(screen.getByLabelText(/Question 1 text/), 'Where do you shop?');
    await user.selectOptions(screen.getByLabelText('Question 1 type'), 'multiple_choice');
    const options = screen.getByRole('group', { name: 'Question 1 options' });
    await fill(within(options).getByLabelText('Question 1 option 1'), 'Owino');
    await fill(within(options).getByLabelText('Question 1 option 2'), 'Nakasero');

    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await fill(screen.getByLabelText(/Question 2 text/), 'Rate the market');
    await user.selectOptions(screen.getByLabelText('Question 2 type'), 'rating');
    expect(screen.queryByRole('group', { name: 'Question 2 options' })).toBeNull();
    await user.click(screen.getByLabelText('Question 2 required'));
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));

    await user.click(screen.getByRole('button', { name: 'Create Survey' }));
    expect(saving.mutate).toHaveBeenCalledWith({
      name: 'Market day',
      description: '',
      questions: [
        { type: 'rating', question: 'Rate the market', required: true },
        { type: 'multiple_choice', question: 'Where do you shop?', required: false, options: ['Owino', 'Nakasero'] },
      ],
    });
  });

  it('offers options only while the type is multiple_choice', async () => {
    const user = userEvent.setup({ delay: null });
    render(<SurveyForm initial={emptyDraft()} editing={false} saving={changeOf()} onClose={() => {}} />);
    expect(screen.queryByRole('group', { name: 'Question 1 options' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Question 1 type'), 'multiple_choice');
    expect(screen.getByRole('group', { name: 'Question 1 options' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Question 1 type'), 'yes_no');
    expect(screen.queryByRole('group', { name: 'Question 1 options' })).toBeNull();
  });

  it("says 'Failed to save survey: …' with the server's reason next to the Save button", async () => {
    const user = userEvent.setup({ delay: null });
    const draft: SurveyDraft = { name: 'S', description: '', questions: [question('yes_no', 'Happy?')] };
    const refusal = "'Happy?' has 3 answers: it cannot be removed, so its answers stay.";
    const saving = changeOf<SurveyPayload>({ error: new Error(refusal) });
    render(<SurveyForm initial={draft} editing saving={saving} onClose={() => {}} />);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    await user.click(save);
    expect(saving.mutate).toHaveBeenCalled();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Failed to save survey: ${refusal}`);
    expect(alert.parentElement).toBe(save.parentElement);
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows answer counts, and keeps the type and the presence of an answered question', async () => {
    const user = userEvent.setup({ delay: null });
    const saving = changeOf<SurveyPayload>();
    render(<SurveyForm initial={stored} editing saving={saving} onClose={() => {}} />);
    const [answered, unanswered] = screen.getAllByRole('group', { name: /^Question \d$/ });
    expect(within(answered!).getByText('12 answers')).toBeTruthy();
    expect(within(unanswered!).getByText('No answers yet')).toBeTruthy();

    const type = screen.getByLabelText<HTMLSelectElement>('Question 1 type');
    const remove = screen.getByRole<HTMLButtonElement>('button', { name: 'Remove question 1' });
    expect(type.disabled).toBe(true);
    expect(remove.disabled).toBe(true);
    const hint = document.getElementById(remove.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toContain('It has 12 answers, so its type cannot change and it cannot be removed');
    expect(type.getAttribute('aria-describedby')).toBe(hint.id);

    expect(screen.getByLabelText<HTMLSelectElement>('Question 2 type').disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(saving.mutate).toHaveBeenCalledWith({ name: 'Market day', description: '', questions: [hearAboutUs] });
  });
});
