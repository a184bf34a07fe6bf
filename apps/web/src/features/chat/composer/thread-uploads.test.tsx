import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { uploads } from '@fox/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../auth';
import { uploadFile } from '../../../ui/uploader';
import { chatActions, useChatStore, resendPending } from '../../im';
import { ChatThreadView } from '../ChatThreadView';
import { videoDurationOf } from './media-duration';
import { AppProviders } from '../../../ui/AppProviders';

// Uploads, the socket and the browser's video decoder are the edges; the store, thread and composer are real.
vi.mock('../../../ui/uploader', async (original) => ({
  ...(await original<object>()),
  uploadFile: vi.fn(),
}));
vi.mock('../../im/chat-connection', async (original) => ({
  ...(await original<object>()),
  ensureChatConnection: vi.fn(),
  resendPending: vi.fn(),
}));
vi.mock('./media-duration', async (original) => ({
  ...(await original<object>()),
  videoDurationOf: vi.fn(),
}));

const ME = 9;
const PEER = 8;

/** An upload the test finishes when it likes. */
function deferred() {
  let resolve!: (file: uploads.UploadedFile) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<uploads.UploadedFile>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

const stored = (url: string, fileName: string, size: number, extra: Partial<uploads.UploadedFile> = {}) => ({
  url,
  fileName,
  size,
  contentType: 'application/octet-stream',
  kind: 'document' as const,
  ...extra,
});

const pending = () => useChatStore.getState().threads[PEER]!.pending;
const choose = (testId: string, files: File[]) =>
  fireEvent.change(screen.getByTestId(testId), { target: { files } });

describe('sending files from the thread', { timeout: 30_000 }, () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  beforeEach(() => {
    useSessionStore.setState({
      token: 't',
      userId: ME,
      userInfo: { id: ME, userName: 'fox9', nickName: '小狐狸', avatar: '', hasPassword: false, roles: [] },
    });
    chatActions.reset(ME);
    chatActions.addOlderPage(PEER, [], 0);
    let made = 0;
    URL.createObjectURL = vi.fn(() => `blob:local-${(made += 1)}`);
    URL.revokeObjectURL = vi.fn();
    vi.mocked(uploadFile).mockReset();
    vi.mocked(resendPending).mockReset();
    vi.mocked(videoDurationOf).mockReset();
    render(
      <AppProviders>
        <ChatThreadView peer={PEER} title="西湖边的猫" />
      </AppProviders>,
    );
  });
  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });

  it('shows each file at once as pending, then sends them in the order chosen', async () => {
    const pdfUpload = deferred();
    const photoUpload = deferred();
    vi.mocked(uploadFile).mockImplementation((file) =>
      file.name.endsWith('.pdf') ? pdfUpload.promise : photoUpload.promise,
    );
    choose('chat-file-input', [new File(['%PDF-1.4'], '行程.pdf')]);
    choose('chat-photo-input', [new File(['png'], 'cat.png', { type: 'image/png' })]);

    const rows = screen.getAllByTestId('chat-pending');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.querySelector('[data-testid="chat-file"]')?.getAttribute('data-status')).toBe('loading');
    expect(rows[0]!.textContent).toContain('行程.pdf');
    expect(rows[0]!.textContent).toContain('上传中');
    expect(rows[1]!.querySelector('img')?.getAttribute('src')).toBe('blob:local-1');

    // The picture is stored first; it waits for the document chosen before it.
    await act(async () =>
      photoUpload.resolve(stored('/resource/files/cat.png', 'cat.png', 3, { kind: 'image' })),
    );
    expect(resendPending).not.toHaveBeenCalled();
    await act(async () => pdfUpload.resolve(stored('/resource/files/plan.pdf', '行程.pdf', 8)));
    await waitFor(() => expect(resendPending).toHaveBeenCalledTimes(2));
    const [first, second] = pending();
    expect(vi.mocked(resendPending).mock.calls).toEqual([
      [PEER, first!.localId],
      [PEER, second!.localId],
    ]);
    expect(first!.frame).toMatchObject({
      messageType: 'file',
      content: '/resource/files/plan.pdf',
      file: { fileName: '行程.pdf', fileSize: 8 },
    });
    expect(second!.frame).toMatchObject({ messageType: 'photo', content: '/resource/files/cat.png' });
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:local-1');
    expect(screen.getAllByTestId('chat-pending')[1]!.querySelector('img')?.getAttribute('src')).toBe(
      '/resource/files/cat.png',
    );
  });

  it('sends a video with its length: the server’s when it probed it, else the browser’s', async () => {
    vi.mocked(videoDurationOf).mockResolvedValue(12);
    vi.mocked(uploadFile)
      .mockResolvedValueOnce(stored('/resource/files/a.mp4', 'a.mp4', 5, { kind: 'video', duration: null }))
      .mockResolvedValueOnce(stored('/resource/files/b.mp4', 'b.mp4', 5, { kind: 'video', duration: 7.6 }));
    choose('chat-photo-input', [new File(['a'], 'a.mp4'), new File(['b'], 'b.mp4')]);
    expect(screen.getAllByTestId('chat-video')).toHaveLength(2);
    await waitFor(() => expect(resendPending).toHaveBeenCalledTimes(2));
    expect(pending().map((item) => [item.frame.messageType, item.frame.duration])).toEqual([
      ['video', 12],
      ['video', 8],
    ]);
  });

  it('takes a failed upload out of the thread and says the upload failed', async () => {
    vi.mocked(uploadFile).mockRejectedValue(new Error('network'));
    choose('chat-file-input', [new File(['x'], '合同.docx')]);
    expect(screen.getAllByTestId('chat-pending')).toHaveLength(1);
    expect(await screen.findByText('上传失败')).toBeTruthy();
    expect(screen.queryByTestId('chat-pending')).toBeNull();
    expect(resendPending).not.toHaveBeenCalled();
  });
});
