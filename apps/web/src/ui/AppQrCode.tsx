import { QRCode } from 'antd';
import './app-qr-code.css';

/** Spec 001 §9: the download-app QR code is 157 px. */
export const APP_QR_SIZE = 157;

/**
 * What the app QR code opens. The platform publishes no app download address (the app is found in the
 * app stores), so the code opens this portal on the phone, which works.
 */
export function appQrAddress(origin: string): string {
  return new URL('/', origin).href;
}

/** The download-app QR code in its frame, shown by the header's download popover and chat's app-only dialog. */
export function AppQrCode({ 'data-testid': testId }: { 'data-testid'?: string }) {
  return (
    <div className="app-qr-code" data-testid={testId}>
      <QRCode
        type="svg"
        value={appQrAddress(window.location.origin)}
        size={APP_QR_SIZE}
        bordered={false}
        color="#1f2329"
      />
    </div>
  );
}
