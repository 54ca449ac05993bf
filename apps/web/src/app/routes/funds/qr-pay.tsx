import { RequireBetting } from '../../../components/layouts/require-betting.tsx';
import { QrPayment } from '../../../features/funds/components/qr-payment.tsx';

/** /qrpay: pay by QR code or UPI id, send the screenshot, report the payment. */
export default function QrPayRoute() {
  return (
    <RequireBetting>
      <QrPayment />
    </RequireBetting>
  );
}
