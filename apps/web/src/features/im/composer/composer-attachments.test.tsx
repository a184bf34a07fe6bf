import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackOutlet } from '../../../ui/feedback';
import { Composer } from '../Composer';

const MB = 1024 * 1024;

function fileOf(name: string, size = 100, type = 'application/octet-stream'): File {
  const file = new File(['x'], name, { type });
  // The checks read the size only; no need to hold 50 MB in memory.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function showComposer() {
  const onSendFiles = vi.fn();
  const onSend = vi.fn();
  render(
    <>
      <Composer onSend={onSend} onSendFiles={onSendFiles} />
      <FeedbackOutlet />
    </>,
  );
  return { onSendFiles, onSend };
}

const choose = (testId: string, files: File[]) =>
  fireEvent.change(screen.getByTestId(testId), { target: { files } });

describe('composer attachments', () => {
  it('offers a picture-and-video picker and a document picker, nine at a time', () => {
    showComposer();
    const media = screen.getByTestId('chat-photo-input') as HTMLInputElement;
    const documents = screen.getByTestId('chat-file-input') as HTMLInputElement;
    expect(media.accept).toBe('.jpeg,.png,.jpg,.webp,.gif,.mp4');
    expect(documents.accept).toBe('.doc,.docx,.xls,.xlsx,.ppt,.pdf,.pptx');
    expect(media.multiple && documents.multiple).toBe(true);
    expect(screen.getByRole('button', { name: '发送图片或视频' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '发送文件' })).toBeTruthy();
  });

  it('sends checked documents and media on', () => {
    const { onSendFiles } = showComposer();
    const docs = [fileOf('行程.pdf', 50 * MB), fileOf('报价.xlsx')];
    choose('chat-file-input', docs);
    expect(onSendFiles).toHaveBeenLastCalledWith(docs);
    const media = [fileOf('cat.webp'), fileOf('clip.mp4', 20 * MB)];
    choose('chat-photo-input', media);
    expect(onSendFiles).toHaveBeenLastCalledWith(media);
  });

  it('refuses more than nine, over 50 MB and other formats with the uploader’s messages', async () => {
    const { onSendFiles } = showComposer();
    choose(
      'chat-file-input',
      Array.from({ length: 10 }, (_, i) => fileOf(`${i}.pdf`)),
    );
    expect(await screen.findByText('当前限制选择 9 个文件，本次选择了 10 个文件')).toBeTruthy();
    choose('chat-file-input', [fileOf('big.pptx', 50 * MB + 1)]);
    expect(await screen.findByText('文件大小不能超过 50M')).toBeTruthy();
    choose('chat-photo-input', [fileOf('clip.mov')]);
    expect(await screen.findByText('文件格式错误')).toBeTruthy();
    expect(onSendFiles).not.toHaveBeenCalled();
  });

  it('sends pasted pictures, and leaves a text paste to the text box', () => {
    const { onSendFiles } = showComposer();
    const input = screen.getByTestId('chat-input');
    const shot = new File(['png'], 'image.png', { type: 'image/png' });
    const picturePaste = fireEvent.paste(input, { clipboardData: { files: [shot], getData: () => '' } });
    expect(picturePaste).toBe(false);
    expect(onSendFiles).toHaveBeenCalledWith([shot]);

    onSendFiles.mockClear();
    const mixed = fireEvent.paste(input, { clipboardData: { files: [shot], getData: () => '一段文字' } });
    expect(mixed).toBe(true);
    expect(onSendFiles).not.toHaveBeenCalled();
  });

  it('has no attachment buttons where files cannot be sent', () => {
    render(
      <>
        <Composer onSend={() => {}} />
        <FeedbackOutlet />
      </>,
    );
    expect(screen.queryByTestId('chat-attach')).toBeNull();
  });
});
