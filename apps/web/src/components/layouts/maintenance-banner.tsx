import { useMaintenanceMessage } from '../../lib/maintenance.ts';
import styles from './maintenance-banner.module.css';

/**
 * The operator's maintenance message (ADR 015), above every player screen while it is on: bids,
 * deposits, withdrawals and transfers are refused with it, everything else works. The console (its
 * own calls) never shows it.
 */
export function MaintenanceBanner() {
  const message = useMaintenanceMessage();
  if (message === '' || window.location.pathname.startsWith('/admin')) return null;
  return (
    <div className={styles.banner} role="status" data-testid="maintenance-banner">
      {message}
    </div>
  );
}
