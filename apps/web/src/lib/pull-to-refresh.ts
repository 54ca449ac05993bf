/** Pull-to-refresh settings from SPEC.md sections 1 and 9. */
export const PULL_TO_REFRESH = { distThreshold: 60, distMax: 80, distReload: 50, refreshTimeout: 500 } as const;

/**
 * A pull-down gesture on the body reloads the page. pulltorefreshjs is loaded after the first
 * screen, in its own chunk, so it never weighs on /login.
 */
export async function enablePullToRefresh(): Promise<() => void> {
  const { default: PullToRefresh } = await import('pulltorefreshjs');
  PullToRefresh.init({
    mainElement: 'body',
    ...PULL_TO_REFRESH,
    onRefresh() {
      window.location.reload();
    },
  });
  return () => PullToRefresh.destroyAll();
}
