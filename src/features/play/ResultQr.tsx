/** The result slip as a QR code, drawn offline to a canvas by the `qrcode` package (loaded with this chunk only). */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import QRCode from 'qrcode';
import { logger } from '../../platform/logger';

const QR_SIZE_PX = 264;

export default function ResultQr({ value }: { value: string }) {
  const { t } = useTranslation('play');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    QRCode.toCanvas(canvas, value, { errorCorrectionLevel: 'M', margin: 2, width: QR_SIZE_PX, color: { dark: '#000000', light: '#ffffff' } }).then(
      () => {
        if (!cancelled) setReady(value);
      },
      (error: unknown) => logger.warn('Result QR code could not be drawn', { length: value.length, error: String(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [value]);
  return (
    <figure className="qr play-qr" data-testid="play-result-qr" data-qr-value={value} data-qr-ready={ready === value ? 'true' : 'false'}>
      <canvas ref={canvasRef} role="img" aria-label={t('summary.qrLabel')} className="qr__canvas" />
      <figcaption className="muted">{t('summary.qrHint')}</figcaption>
    </figure>
  );
}
