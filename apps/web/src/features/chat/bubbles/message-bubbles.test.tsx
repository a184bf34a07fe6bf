import { formatChinaTime } from '@fox/contracts/client';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { im } from '@fox/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackOutlet } from '../../../ui/feedback';
import { PendingBubble, StoredBubble } from '../MessageBubble';
import { downloadChatFile } from '../file-download';
import { previewChatFile } from './file-preview';

vi.mock('../file-download', () => ({ downloadChatFile: vi.fn() }));
vi.mock('./file-preview', () => ({ previewChatFile: vi.fn() }));

const ME = 9;
const PEER = 8;

function message(extra: Partial<im.Message>): im.Message {
  const person = (id: number) => ({ id, name: id === ME ? '小狐狸' : '西湖边的猫', avatar: '' });
  return {
    id: 1,
    localId: 'l1',
    chatId: '8_9',
    seq: 1,
    sessionType: 'single',
    messageType: 'text',
    commandType: null,
    createTime: formatChinaTime(Date.now()),
    body: { content: '', err: null, duration: null },
    sender: { ...person(PEER), role: null, forbid: false },
    receiver: person(ME),
    file: null,
    share: null,
    mediaCall: null,
    isRecall: false,
    atIds: [],
    msgSource: null,
    ...extra,
  };
}

const body = (content: string, duration: number | null = null) => ({ content, err: null, duration });

function show(extra: Partial<im.Message>) {
  return render(
    <>
      <StoredBubble message={message(extra)} own={false} viewerId={ME} />
      <FeedbackOutlet />
    </>,
  );
}

describe('media bubbles', () => {
  it('shows a picture at its fixed size and previews it larger on click', async () => {
    show({ messageType: 'photo', body: body('/resource/files/2026/11/cat.jpg') });
    const picture = screen.getByAltText('图片');
    expect(picture.getAttribute('src')).toBe('/resource/files/2026/11/cat.jpg');
    fireEvent.click(picture);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).toBeTruthy());
    const large = document.querySelector<HTMLImageElement>('.ant-image-preview img');
    expect(large?.getAttribute('src')).toBe('/resource/files/2026/11/cat.jpg');
  });

  it('plays a video in place, loading only its metadata first', () => {
    show({ messageType: 'video', body: body('/resource/files/clip.mp4', 12) });
    const video = screen.getByTestId('chat-video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/resource/files/clip.mp4');
    expect(video.controls).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
  });

  it('draws voice bubbles longer past 10 s and 50 s, with mm:ss, and plays on click', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const lengths = [8, 30, 75].map((seconds) => {
      const { unmount } = show({ messageType: 'voice', body: body('/resource/files/v.m4a', seconds) });
      const voice = screen.getByTestId('chat-voice');
      const seen = [voice.dataset.length, screen.getByTestId('chat-voice-time').textContent];
      unmount();
      return seen;
    });
    expect(lengths).toEqual([
      ['short', '00:08'],
      ['medium', '00:30'],
      ['long', '01:15'],
    ]);

    show({ messageType: 'voice', body: body('/resource/files/v.m4a', 8) });
    fireEvent.click(screen.getByRole('button', { name: '播放语音' }));
    expect(play).toHaveBeenCalledTimes(1);
    // The element reports that it plays; the bubble follows it.
    const audio = document.querySelector('audio')!;
    act(() => void audio.dispatchEvent(new Event('play')));
    expect(screen.getByRole('button', { name: '暂停语音' }).getAttribute('aria-pressed')).toBe('true');
    act(() => void audio.dispatchEvent(new Event('ended')));
    expect(screen.getByRole('button', { name: '播放语音' })).toBeTruthy();
  });
});

describe('file bubbles', () => {
  beforeEach(() => {
    vi.mocked(downloadChatFile).mockReset();
    vi.mocked(previewChatFile).mockReset();
  });

  const pdf = {
    messageType: 'file' as const,
    body: body('/resource/files/2026/11/plan.pdf'),
    file: { fileName: '行程安排.pdf', fileSize: 3 * 1024 * 1024, status: 'download' as const },
  };

  it('shows the icon, name and size, and downloads on click', async () => {
    vi.mocked(downloadChatFile).mockResolvedValue(true);
    show(pdf);
    const card = screen.getByTestId('chat-file');
    expect(card.dataset.status).toBe('download');
    expect(card.textContent).toContain('行程安排.pdf');
    expect(card.textContent).toContain('3.0 MB');
    expect(card.querySelector('.chat-file-card__icon--pdf')).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-file-download'));
    await waitFor(() =>
      expect(downloadChatFile).toHaveBeenCalledWith('/resource/files/2026/11/plan.pdf', '行程安排.pdf'),
    );
    expect(screen.getByTestId('chat-file-status').textContent).toBe('下载');
  });

  it('turns expired when the download fails, with the spec message', async () => {
    vi.mocked(downloadChatFile).mockResolvedValue(false);
    show(pdf);
    fireEvent.click(screen.getByTestId('chat-file-download'));
    expect(await screen.findByText('文件已过期或已被清理')).toBeTruthy();
    expect(screen.getByTestId('chat-file').dataset.status).toBe('expired');
    expect(screen.getByTestId('chat-file-status').textContent).toBe('已过期');
  });

  it('previews a PDF, and says when it can no longer be previewed', async () => {
    vi.mocked(previewChatFile).mockResolvedValue(false);
    show(pdf);
    fireEvent.click(screen.getByTestId('chat-file-preview'));
    expect(await screen.findByText('文件已过期，无法预览')).toBeTruthy();
    expect(previewChatFile).toHaveBeenCalledWith('/resource/files/2026/11/plan.pdf', '行程安排.pdf');
    expect(downloadChatFile).not.toHaveBeenCalled();
  });

  it('offers no preview for Office documents', () => {
    show({ ...pdf, file: { fileName: '报价.xlsx', fileSize: 800, status: 'download' } });
    expect(screen.getByTestId('chat-file').querySelector('.chat-file-card__icon--excel')).toBeTruthy();
    expect(screen.queryByTestId('chat-file-preview')).toBeNull();
  });

  it('shows a file still on its way as loading, not clickable', () => {
    render(
      <>
        <PendingBubble
          item={{
            localId: 'up1',
            createTime: Date.now(),
            error: null,
            frame: {
              localId: 'up1',
              receiverId: PEER,
              sessionType: 'single',
              messageType: 'file',
              content: '',
              file: { fileName: '合同.docx', fileSize: 2048 },
            },
          }}
          avatar=""
          name="小狐狸"
          onResend={() => {}}
        />
        <FeedbackOutlet />
      </>,
    );
    const card = screen.getByTestId('chat-file');
    expect(card.dataset.status).toBe('loading');
    expect(card.textContent).toContain('合同.docx');
    expect(screen.getByTestId('chat-file-status').textContent).toBe('上传中');
    expect((screen.getByTestId('chat-file-download') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('system lines', () => {
  it('centres tips, notices and commands without avatar or bubble', () => {
    const { container } = render(
      <>
        <StoredBubble
          message={message({
            messageType: 'command',
            commandType: 'groupName',
            body: body('群名称修改为 西湖夜跑'),
          })}
          own={false}
          viewerId={ME}
        />
        <StoredBubble
          message={message({ seq: 2, messageType: 'command', commandType: 'addFriendPass' })}
          own={false}
          viewerId={ME}
        />
        <StoredBubble
          message={message({ seq: 3, messageType: 'tip', body: body('对方已开启好友验证') })}
          own={false}
          viewerId={ME}
        />
        <StoredBubble
          message={message({ seq: 4, messageType: 'command', commandType: 'groupRoomRefresh' })}
          own={false}
          viewerId={ME}
        />
        <FeedbackOutlet />
      </>,
    );
    expect(screen.getAllByTestId('chat-system').map((line) => line.textContent)).toEqual([
      '群名称修改为 西湖夜跑',
      '你们已经是好友了，开始聊天吧',
      '对方已开启好友验证',
    ]);
    expect(container.querySelector('.chat-row')).toBeNull();
    expect(container.querySelector('.ant-avatar')).toBeNull();
  });
});

describe('messages the web cannot play', () => {
  it.each(['voiceCall', 'videoCall', 'unknown', 'msg'] as const)(
    '%s says to view it in the app and opens the download dialog with a 157 px QR code',
    async (messageType) => {
      show({ messageType });
      fireEvent.click(screen.getByTestId('chat-unsupported'));
      const dialog = await screen.findByTestId('chat-app-only-dialog');
      expect(within(dialog).getByText('暂不支持该消息类型，请在App中查看')).toBeTruthy();
      expect(within(dialog).getByText('用手机扫码，打开狐狐视界')).toBeTruthy();
      const qr = within(dialog).getByTestId('chat-app-only-qr').querySelector('svg');
      expect(qr?.getAttribute('width')).toBe('157');
      expect(qr?.getAttribute('height')).toBe('157');
      expect(screen.getByText('下载狐狐视界 App')).toBeTruthy();
    },
  );
});
