import { toString as renderQrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import ui from '../../components/ui.module.css';

/** A QR code of the authenticator link, drawn as SVG in the browser. */
export function QrImage({ value }: { value: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    renderQrSvg(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => isCurrent && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => isCurrent && setSrc(null));
    return () => {
      isCurrent = false;
    };
  }, [value]);
  return src ? (
    <img className={ui.qr} src={src} alt="QR code for your authenticator app" />
  ) : (
    <div className={`${ui.qr} ${ui.loadingRow}`} />
  );
}
