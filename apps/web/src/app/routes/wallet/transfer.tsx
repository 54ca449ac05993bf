import { useNavigate } from 'react-router';
import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { paths } from '../../../config/paths.ts';
import { TransferForm } from '../../../features/transfer/components/transfer-form.tsx';

/** /imp7 (and /transfer): Transfer Points; back to the wallet after a transfer. */
export default function TransferRoute() {
  const navigate = useNavigate();
  return (
    <RequireBetting>
      <TransferForm onTransferred={() => void navigate(paths.wallet, { replace: true })} />
    </RequireBetting>
  );
}
