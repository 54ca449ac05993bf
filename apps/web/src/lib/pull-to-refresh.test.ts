import { describe, expect, it, vi } from 'vitest';

const init = vi.fn();
const destroyAll = vi.fn();
vi.mock('pulltorefreshjs', () => ({ default: { init, destroyAll } }));

describe('pull to refresh', () => {
  it('reloads on a pull of the body with threshold 60, maximum 80, reload 50 and timeout 500 ms', async () => {
    const { enablePullToRefresh } = await import('./pull-to-refresh.ts');
    const disable = await enablePullToRefresh();
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        mainElement: 'body',
        distThreshold: 60,
        distMax: 80,
        distReload: 50,
        refreshTimeout: 500,
        onRefresh: expect.any(Function),
      }),
    );
    disable();
    expect(destroyAll).toHaveBeenCalled();
  });
});
