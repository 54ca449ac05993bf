import { notifyManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_BATCH_MS, createQueryClient } from './react-query.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the query client', () => {
  it('hands answers that arrive within a frame of each other to the screens in one task (one render)', async () => {
    vi.useFakeTimers();
    createQueryClient();
    const order: string[] = [];
    // What an arriving answer does: it schedules the notification of the screens that show it.
    notifyManager.schedule(() => {
      order.push('user info');
      // Runs once the task is over: where React renders what the task changed.
      queueMicrotask(() => order.push('render'));
    });
    await vi.advanceTimersByTimeAsync(ANSWER_BATCH_MS - 6);
    expect(order).toEqual([]);
    notifyManager.schedule(() => order.push('dashboard'));
    await vi.advanceTimersByTimeAsync(ANSWER_BATCH_MS);
    expect(order).toEqual(['user info', 'dashboard', 'render']);
  });

  it('does not hold an answer back for longer than a frame', async () => {
    vi.useFakeTimers();
    createQueryClient();
    const order: string[] = [];
    notifyManager.schedule(() => order.push('user info'));
    await vi.advanceTimersByTimeAsync(ANSWER_BATCH_MS);
    expect(order).toEqual(['user info']);
    expect(ANSWER_BATCH_MS).toBeLessThanOrEqual(20);
  });
});
