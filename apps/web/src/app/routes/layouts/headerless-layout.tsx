import { Outlet } from 'react-router';
import { HeaderlessShell } from '../../../components/layouts/headerless-shell.tsx';

/** Layout route of the headerless screens. */
export default function HeaderlessLayout() {
  return (
    <HeaderlessShell>
      <Outlet />
    </HeaderlessShell>
  );
}
