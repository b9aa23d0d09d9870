import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SurveyQuestionSummary } from '../../../../sync/schemas/survey';
import { SurveySummary } from './survey-summary';

const summary: SurveyQuestionSummary[] = [
  { questionId: 1, type: 'rating', question: 'Rate the market', answers: 3, average: 4.3, options: [] },
  {
    questionId: 2,
    type: 'multiple_choice',
    question: 'Where do you shop?',
    answers: 4,
    average: null,
    options: [
      { option: 'Owino', count: 3, percent: 75 },
      { option: 'Nakasero', count: 1, percent: 25 },
      { option: 'Kalerwe', count: 0, percent: 0 },
    ],
  },
  { questionId: 3, type: 'text', question: 'Anything else?', answers: 1, average: null, options: [] },
];

describe('<SurveySummary>', () => {
  it('shows per question the answers, the average rating and a bar per option', () => {
    render(<SurveySummary summary={summary} />);
    const rating = screen.getByRole('listitem', { name: 'Rate the market' });
    expect(rating.textContent).toContain('3 answers · Average 4.3/5');

    const choice = screen.getByRole('listitem', { name: 'Where do you shop?' });
    expect(within(choice).getByText('4 answers')).toBeTruthy();
    const bars = within(choice)
      .getAllByRole('listitem')
      .map((row) => [
        row.querySelector('.adm-bar-label')!.textContent,
        row.querySelector<HTMLElement>('.adm-bar-fill')!.style.width,
        row.querySelector('.adm-bar-value')!.textContent,
      ]);
    expect(bars).toEqual([
      ['Owino', '75%', '3 · 75%'],
      ['Nakasero', '25%', '1 · 25%'],
      ['Kalerwe', '0%', '0 · 0%'],
    ]);

    const text = screen.getByRole('listitem', { name: 'Anything else?' });
    expect(text.textContent).toBe('Anything else?1 answer');
  });

  it('shows nothing without questions', () => {
    const { container } = render(<SurveySummary summary={[]} />);
    expect(container.textContent).toBe('');
  });
});
