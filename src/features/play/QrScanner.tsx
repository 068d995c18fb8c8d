/**
 * Reads a QR code with the camera through the browser's BarcodeDetector (Chromium on Android,
 * for example). Where the browser has no BarcodeDetector the button is not offered at all.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { logger } from '../../platform/logger';
import { Button } from '../../ui';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorConstructor = new (options: { formats: string[] }) => BarcodeDetectorLike;

const SCAN_INTERVAL_MS = 300;

function detectorClass(): BarcodeDetectorConstructor | null {
  if (typeof window === 'undefined') return null;
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector ?? null;
}

export const canScanQr = (): boolean => detectorClass() !== null && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

export function QrScanner({ onResult, onClose }: { onResult: (text: string) => void; onClose: () => void }) {
  const { t } = useTranslation('play');
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const detector = new Detector({ formats: ['qr_code'] });
    const scan = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      try {
        const codes = video.readyState >= 2 ? await detector.detect(video) : [];
        const found = codes[0]?.rawValue;
        if (found && !stopped) {
          onResult(found);
          return;
        }
      } catch (err) {
        logger.info('QR detection failed on a frame', { error: String(err) });
      }
      timer = window.setTimeout(() => void scan(), SCAN_INTERVAL_MS);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }).then(
      (s) => {
        stream = s;
        if (stopped || !videoRef.current) return;
        videoRef.current.srcObject = s;
        void videoRef.current.play();
        void scan();
      },
      (err: unknown) => {
        logger.info('Camera not available for QR scanning', { error: String(err) });
        onClose();
      },
    );
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onResult, onClose]);
  return (
    <div className="stack play-scanner" data-testid="play-qr-scanner">
      <video ref={videoRef} muted playsInline className="play-scanner__video" aria-label={t('setup.scanning')} />
      <Button onClick={onClose}>{t('setup.stopScanning')}</Button>
    </div>
  );
}
