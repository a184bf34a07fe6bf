import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackOutlet } from '../../ui/feedback';
import { APP_QR_SIZE, appQrAddress } from '../../ui/AppQrCode';
import { AppOnlyDialog } from './AppOnlyDialog';

describe('the download-app dialog', () => {
  it('has the spec’s 157 px QR code of the portal, and says where the app is found', () => {
    expect(APP_QR_SIZE).toBe(157);
    expect(appQrAddress('https://fox.example.com')).toBe('https://fox.example.com/');
    const onClose = vi.fn();
    render(
      <>
        <AppOnlyDialog open onClose={onClose} />
        <FeedbackOutlet />
      </>,
    );
    expect(screen.getByText('下载狐狐视界 App')).toBeTruthy();
    expect(screen.getByText(/在应用商店搜索“狐狐视界”即可下载/)).toBeTruthy();
    expect(screen.getByTestId('chat-app-only-qr').querySelector('svg')?.getAttribute('width')).toBe('157');
    fireEvent.click(screen.getByTestId('chat-app-only-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while closed', async () => {
    render(
      <>
        <AppOnlyDialog open={false} onClose={() => {}} />
        <FeedbackOutlet />
      </>,
    );
    await waitFor(() => expect(screen.queryByTestId('chat-app-only-dialog')).toBeNull());
  });
});
