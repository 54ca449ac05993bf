import { formatClockTime, indiaMinutes } from '@pana/domain/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useIsOnline } from '../../lib/network-status.ts';
import { oldestAnswerOnScreen } from '../../lib/offline-cache.ts';
import { appMessages } from '../../lib/texts.ts';
import { Icon } from '../ui/icon.tsx';
import { wifiOffIcon } from '../ui/icon-paths.ts';
import styles from './offline-banner.module.css';

/**
 * Says so whenever the network is gone (the browser is offline, or a call got no answer). When the
 * screen shows kept answers (markets, wallet, histories), it says how old they are: "Offline — last
 * updated 9:41 AM" (India time, like every time in the app).
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  const t = useMessages(appMessages);
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    [queryClient],
  );
  const updatedAt = useSyncExternalStore(
    subscribe,
    () => oldestAnswerOnScreen(queryClient),
    () => undefined,
  );
  const bannerRef = useRef<HTMLDivElement>(null);

  // Bars stuck to the bottom of a screen (the bid slip's Submit bar) sit above the banner: --offline-banner-height.
  useLayoutEffect(() => {
    const banner = bannerRef.current;
    if (!banner) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--offline-banner-height', `${banner.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--offline-banner-height');
    };
  }, [isOnline]);

  if (isOnline) return null;
  return (
    <div ref={bannerRef} className={styles.banner} role="status" data-testid="offline-banner">
      <Icon path={wifiOffIcon} size={18} />
      {updatedAt === undefined ? t.offline : t.offlineUpdated({ time: formatClockTime(indiaMinutes(updatedAt)) })}
    </div>
  );
}
