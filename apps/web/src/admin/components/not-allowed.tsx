import { ButtonLink } from '../../components/ui/button-link.tsx';
import { adminPaths } from '../admin-paths.ts';
import { isAgentRole, useAdmin } from '../lib/admin-session.tsx';
import { PageHeader } from './page-header.tsx';
import styles from './ui.module.css';

/**
 * The console's "not allowed" state: a screen of the other side's console (a staff screen opened by an
 * agent, an agent's screen opened by staff). The server refuses its calls anyway (ADR 029); the screen
 * is never loaded, so nothing is asked of it and nothing breaks.
 */
export function NotAllowed() {
  const admin = useAdmin();
  const home = isAgentRole(admin.role) ? adminPaths.agentHome : adminPaths.dashboard;
  return (
    <>
      <PageHeader title="Not allowed" />
      <div className={styles.state} role="alert">
        <span>Not allowed for your role: this screen is not part of your console.</span>
        <ButtonLink variant="outline" className={styles.small} to={home}>
          Go to your home screen
        </ButtonLink>
      </div>
    </>
  );
}
