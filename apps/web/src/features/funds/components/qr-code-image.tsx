import { toString as renderQrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { fundsMessages } from '../texts.ts';
import styles from './funds.module.css';

/** A QR code of `value`, drawn as SVG in the browser (no canvas, sharp on any screen). */
export function QrCodeImage({ value, alt }: { value: string; alt: string }) {
  const t = useMessages(fundsMessages);
  const [rendered, setRendered] = useState<{ value: string; src: string | null } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    renderQrSvg(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (isCurrent) setRendered({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
      })
      .catch(() => {
        if (isCurrent) setRendered({ value, src: null });
      });
    return () => {
      isCurrent = false;
    };
  }, [value]);

  if (rendered?.value !== value) return <Skeleton count={1} height={260} label={t.drawingQr} />;
  if (!rendered.src) return null;
  return <img className={styles.qrImage} src={rendered.src} alt={alt} width={260} height={260} />;
}
