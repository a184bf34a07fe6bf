import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FeedbackOutlet } from '../feedback';
import { addRequestSigner } from '../../api/request-signers';
import { FileUploader } from './FileUploader';
import { ImageUploader } from './ImageUploader';

/** Stands in for XMLHttpRequest: reports progress, then answers with the given envelope. */
function fakeXhr(envelope: unknown, sent: Array<{ headers: Record<string, string>; body: unknown }>) {
  return class {
    status = 200;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {}
    send(body: unknown) {
      sent.push({ headers: this.headers, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        this.responseText = JSON.stringify(envelope);
        this.onload?.();
      }, 0);
    }
  };
}

const choose = (testId: string, files: File[]) =>
  fireEvent.change(screen.getByTestId(testId), { target: { files } });
const png = (name = 'a.png', size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('FileUploader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a batch over its count with the spec message and uploads nothing', async () => {
    const sent: Array<{ headers: Record<string, string>; body: unknown }> = [];
    vi.stubGlobal('XMLHttpRequest', fakeXhr({ code: 200 }, sent));
    render(
      <>
        <FileUploader mode="batch" maxCount={2} />
        <FeedbackOutlet />
      </>,
    );
    choose('uploader-input', [png('a.png'), png('b.png'), png('c.png')]);
    expect(await screen.findByText('当前限制选择 2 个文件，本次选择了 3 个文件')).toBeTruthy();
    choose('uploader-input', [png('a.txt')]);
    expect(await screen.findByText('文件格式错误')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('uploads with the signed headers and hands over the answer; a code other than 200 is "upload failed"', async () => {
    const remove = addRequestSigner(({ headers }) => headers.set('x-encrypt-key', 'signed-for-test'));
    const sent: Array<{ headers: Record<string, string>; body: unknown }> = [];
    const data = {
      url: '/resource/files/a.png',
      fileName: 'a.png',
      size: 10,
      contentType: 'image/png',
      kind: 'image',
    };
    vi.stubGlobal('XMLHttpRequest', fakeXhr({ code: 200, msg: 'ok', data }, sent));
    const onUploaded = vi.fn();
    const view = render(
      <>
        <FileUploader onUploaded={onUploaded} />
        <FeedbackOutlet />
      </>,
    );
    choose('uploader-input', [png()]);
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith([data]));
    expect(sent[0]!.headers['x-encrypt-key']).toBe('signed-for-test');
    expect(sent[0]!.headers['syssource']).toBe('web');
    expect((sent[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    view.unmount();

    vi.stubGlobal('XMLHttpRequest', fakeXhr({ code: 400, msg: '文件格式错误', data: null }, sent));
    render(
      <>
        <FileUploader />
        <FeedbackOutlet />
      </>,
    );
    choose('uploader-input', [png()]);
    expect(await screen.findByText('上传失败')).toBeTruthy();
    remove();
  });
});

describe('ImageUploader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('limits images to 5 MB by default and reports success', async () => {
    const sent: Array<{ headers: Record<string, string>; body: unknown }> = [];
    const data = {
      url: '/resource/files/a.png',
      fileName: 'a.png',
      size: 10,
      contentType: 'image/png',
      kind: 'image',
    };
    vi.stubGlobal('XMLHttpRequest', fakeXhr({ code: 200, data }, sent));
    render(
      <>
        <ImageUploader />
        <FeedbackOutlet />
      </>,
    );
    choose('image-uploader-input', [png('big.png', 5 * 1024 * 1024 + 1)]);
    expect(await screen.findByText('上传文件大小不能超过 5MB!')).toBeTruthy();
    choose('image-uploader-input', [png('doc.pdf')]);
    expect(await screen.findByText('上传文件格式不正确!')).toBeTruthy();
    choose('image-uploader-input', [png()]);
    expect(await screen.findByText('上传成功')).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
