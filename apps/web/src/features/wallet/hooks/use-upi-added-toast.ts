import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { walletMessages } from '../texts.ts';

/**
 * 'UPI Number Added Successfully!' when the withdraw OTP screen comes back with state
 * {upiAdded: true}; the flag is then dropped so a reload or Back does not repeat it.
 */
export function useUpiAddedToast(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const isUpiAdded = (location.state as { upiAdded?: unknown } | null)?.upiAdded === true;
  const { pathname } = location;

  useEffect(() => {
    if (!isUpiAdded) return;
    notifySuccess(walletMessages.get().upiAdded, { id: 'upi-added' });
    void navigate(pathname, { replace: true, state: null });
  }, [isUpiAdded, navigate, pathname]);
}
