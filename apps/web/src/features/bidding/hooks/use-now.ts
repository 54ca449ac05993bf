import { useEffect, useState } from 'react';
import { serverNow } from '../../../lib/server-clock.ts';

/**
 * The current instant by the server's clock (lib/server-clock.ts: a phone's own clock is often minutes
 * off, and the server decides), refreshed every `intervalMs`, so a screen notices when a market time passes.
 */
export function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => serverNow());
  useEffect(() => {
    const id = window.setInterval(() => setNow(serverNow()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
