import { useEffect, useRef } from 'react';
import { toast, useToasterStore } from 'react-hot-toast';
import { useLocation } from 'react-router';

/** A success shown this shortly before a route change reports what caused it ("Successfully changed password" → /imp). */
const CARRY_OVER_MS = 2000;

/**
 * Toasts belong to the screen that raised them (the new-player walk of ADR 006): on every route change, the toasts of the
 * screen left behind are dismissed, except a success raised just before the change, which tells the
 * player what the navigation was for. Renders nothing.
 */
export function ScreenToasts() {
  const { pathname } = useLocation();
  const { toasts } = useToasterStore();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const now = Date.now();
    for (const item of toasts) {
      const isCause = item.type === 'success' && now - item.createdAt < CARRY_OVER_MS;
      if (item.visible && !isCause) toast.dismiss(item.id);
    }
  }, [pathname, toasts]);

  return null;
}
