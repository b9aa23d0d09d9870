import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GrowthCard } from './stat-cards';

describe('GrowthCard', () => {
  it('claims no +100% on a card whose value is zero', () => {
    render(<GrowthCard label="Total Searches" value={0} growth={100} />);
    expect(screen.getByRole('article', { name: 'Total Searches' }).textContent).not.toContain('%');
  });

  it('says no change rather than +0%', () => {
    render(<GrowthCard label="Total Users" value={40} growth={0} />);
    expect(screen.getByRole('article', { name: 'Total Users' }).textContent).toContain('No change this month');
  });

  it('shows a real change with its sign', () => {
    render(<GrowthCard label="Total Users" value={40} growth={-12.5} />);
    expect(screen.getByRole('article', { name: 'Total Users' }).textContent).toContain('-12.5% this month');
  });
});
