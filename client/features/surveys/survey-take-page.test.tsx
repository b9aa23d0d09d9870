import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SurveyView } from '../../../sync/answers/survey';
import { clearSession } from '../../lib/session';
import { db } from '../../store/db';
import { stubFetchJson, stubNoNetwork } from '../../test-support/json-response';
import { renderAt } from '../../test-support/render-at';
import SurveyTakePage from './survey-take-page';

/** A survey as GET /api/surveys/{id} shows it to the public (sync/answers/survey.ts). */
const survey: SurveyView = {
  id: 1,
  name: 'Customer Satisfaction Survey',
  description: 'Help us improve.',
  isActive: true,
  createdAt: '2024-12-01T00:00:00Z',
  updatedAt: '2024-12-01T00:00:00Z',
  questionCount: 4,
  _count: { responses: 5, questions: 4 },
  questions: [
    {
      id: 11,
      type: 'rating',
      question: 'How easy was it to find a business?',
      required: true,
      options: [],
      position: 0,
    },
    {
      id: 12,
      type: 'multiple_choice',
      question: 'How did you hear about us?',
      required: true,
      options: ['Radio', 'Friend'],
      position: 1,
    },
    { id: 13, type: 'yes_no', question: 'Would you recommend us?', required: false, options: [], position: 2 },
    { id: 14, type: 'text', question: 'What should we improve?', required: false, options: [], position: 3 },
  ],
};

beforeEach(async () => {
  clearSession();
  await db.outbox.clear();
  stubFetchJson({ success: true, survey });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const renderTake = () => renderAt('/surveys/1/take', { '/surveys/:surveyId/take': <SurveyTakePage /> });

it('numbers the questions, marks required ones and enforces them', async () => {
  renderTake();
  expect(await screen.findByRole('heading', { name: 'Customer Satisfaction Survey' })).toBeTruthy();
  expect(screen.getByText('4 questions')).toBeTruthy();
  expect(screen.getByText('Your Information')).toBeTruthy();
  expect(screen.getByText(/1\. How easy was it/)).toBeTruthy();
  expect(screen.getAllByLabelText('required')).toHaveLength(2);
  await userEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
  expect(screen.getByRole('alert').textContent).toBe('Please answer all required questions');
  expect(screen.getAllByText('This question is required')).toHaveLength(2);
  expect(await db.outbox.count()).toBe(0);
});

it('offline, keeps the answers for later and thanks the respondent', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderTake();
  await screen.findByRole('heading', { name: 'Customer Satisfaction Survey' });
  await userEvent.click(screen.getByRole('radio', { name: '4' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Friend' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
  await userEvent.type(screen.getByLabelText('Name'), 'Amina');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Survey' }));
  expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeTruthy();
  expect(screen.getByText(/will be sent when the connection returns/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Take Another Survey' }).getAttribute('href')).toBe('/surveys');
  expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  const [entry] = await db.outbox.toArray();
  expect(entry!.name).toBe('surveyResponse.create');
  expect(entry!.args).toEqual({ surveyId: 1, answers: { '11': 4, '12': 'Friend', '13': true }, name: 'Amina' });
});

it('offers Back to Surveys when the survey cannot be loaded', async () => {
  stubNoNetwork();
  renderTake();
  expect(await screen.findByText(/Surveys need an internet connection/)).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to Surveys' }).getAttribute('href')).toBe('/surveys');
});

it('a survey seen online opens offline with what was loaded, and says so', async () => {
  const online = renderTake();
  await screen.findByRole('heading', { name: 'Customer Satisfaction Survey' });
  online.unmount();
  stubNoNetwork();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  renderTake();
  expect(await screen.findByRole('heading', { name: 'Customer Satisfaction Survey' })).toBeTruthy();
  expect(screen.getByText(/You are offline: this is what was loaded just now/)).toBeTruthy();
  expect(screen.getByText(/1\. How easy was it/)).toBeTruthy();
});
