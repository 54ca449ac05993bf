/** Pull-to-refresh settings of the older apps (docs/ARCHITECTURE.md#what-the-player-app-keeps-from-the-older-apps). */
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
