/**
 * A QR code of a link, drawn offline to a canvas by the `qrcode` package. This module is
 * loaded lazily by the share dialog, so the encoder stays out of the main and builder chunks.
 * data-qr-value holds exactly the text that was encoded.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import QRCode from 'qrcode';
import { logger } from '../../platform/logger';

const QR_SIZE_PX = 232;

export default function QrCode({ value, hint }: { value: string; /** What scanning it does (a short link needs a connection on the other phone). */ hint: string }) {
  const { t } = useTranslation(['builder']);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<{ value: string; ok: boolean } | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    QRCode.toCanvas(canvas, value, { errorCorrectionLevel: 'L', margin: 2, width: QR_SIZE_PX, color: { dark: '#000000', light: '#ffffff' } }).then(
      () => {
        if (!cancelled) setState({ value, ok: true });
      },
      (error: unknown) => {
        logger.warn('QR code could not be drawn', { length: value.length, error: String(error) });
        if (!cancelled) setState({ value, ok: false });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [value]);

  const failed = state?.value === value && !state.ok;
  return (
    <figure className="qr" data-testid="share-qr" data-qr-value={value} data-qr-ready={state?.value === value && state.ok ? 'true' : 'false'}>
      <canvas ref={canvasRef} role="img" aria-label={t('builder:share.qrLabel')} hidden={failed} className="qr__canvas" />
      {failed ? <p className="muted">{t('builder:share.qrTooLong')}</p> : <figcaption className="muted">{hint}</figcaption>}
    </figure>
  );
}
