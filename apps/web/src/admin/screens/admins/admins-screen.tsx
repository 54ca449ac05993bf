import { PageHeader } from '../../components/page-header.tsx';
import { usePermissions } from '../../lib/admin-session.tsx';
import { OperatorAccounts } from './operator-accounts.tsx';
import { OwnPasswordPanel } from './own-password-panel.tsx';
import { TwoStepLoginPanel } from './two-step-login-panel.tsx';

/** Operator accounts (owners), and everyone's own sign-in: two-step login and password. */
export default function AdminsScreen() {
  const { isOwner } = usePermissions();
  return (
    <>
      <PageHeader
        title="Admins & 2FA"
        subtitle={isOwner ? 'Operator accounts and your own sign-in.' : 'Your own sign-in.'}
      />
      <TwoStepLoginPanel />
      <OwnPasswordPanel />
      {isOwner ? <OperatorAccounts /> : null}
    </>
  );
}
