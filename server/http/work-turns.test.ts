import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { workTurns } from './work-turns';

describe('work taken in turns', () => {
  it('runs one job per event-loop turn, so other work gets in between, in the order queued', async () => {
    const turns = workTurns({ perClient: 2, maxWaiting: 10, what: 'jobs' });
    const order: string[] = [];
    const first = turns.run('a', () => order.push('first'));
    const second = turns.run('b', () => order.push('second'));
    setImmediate(() => order.push('other request'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'other request', 'second']);
  });

  it('refuses a client holding its share with a 429, a full queue with a 503, both with Retry-After', async () => {
    const turns = workTurns({ perClient: 2, maxWaiting: 3, what: 'jobs' });
    const held = [turns.run('a', () => 1), turns.run('a', () => 2)];
    const refused = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return err as HttpError;
      }
      throw new Error('not refused');
    };
    const own = refused(() => turns.run('a', () => 3));
    expect([own.status, own.message, own.headers?.['Retry-After']]).toEqual([
      429,
      'Too many jobs at once, please wait',
      '1',
    ]);
    held.push(turns.run('b', () => 4));
    const full = refused(() => turns.run('c', () => 5));
    expect([full.status, full.headers?.['Retry-After']]).toEqual([503, '2']);
    expect(await Promise.all(held)).toEqual([1, 2, 4]);
    // a finished job frees its place
    expect(await turns.run('a', () => 6)).toBe(6);
  });

  it('hands a failing job its error and goes on with the next', async () => {
    const turns = workTurns({ perClient: 1, maxWaiting: 5, what: 'jobs' });
    const failing = turns.run('a', () => {
      throw new Error('broken page');
    });
    const next = turns.run('b', () => 'fine');
    await expect(failing).rejects.toThrow('broken page');
    expect(await next).toBe('fine');
    expect(await turns.run('a', () => 'again')).toBe('again');
  });
});
