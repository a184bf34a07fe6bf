import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { checkAttachments, messageTypeOfFile, pastedImages } from './chat-attachments';

const MB = 1024 * 1024;
const file = (name: string, size = 10) => ({ name, size });

describe('chat attachments', () => {
  it('takes the spec’s documents and media, up to 50 MB each', () => {
    for (const name of ['a.doc', 'b.docx', 'c.xls', 'd.xlsx', 'e.ppt', 'f.pdf', 'g.PPTX']) {
      expect(checkAttachments([file(name, 50 * MB)], 'document')).toBeNull();
    }
    for (const name of ['a.jpeg', 'b.png', 'c.jpg', 'd.webp', 'e.gif', 'f.mp4']) {
      expect(checkAttachments([file(name, 50 * MB)], 'media')).toBeNull();
    }
    expect(checkAttachments([file('clip.mov')], 'media')).toEqual({ reason: 'badFormat', values: {} });
    expect(checkAttachments([file('a.png')], 'document')?.reason).toBe('badFormat');
    const big = checkAttachments([file('big.pdf', 50 * MB + 1)], 'document');
    expect(big).toEqual({ reason: 'tooLarge', values: { n: 50 } });
    expect(i18n.t(`uploader.${big!.reason}`, big!.values)).toBe('文件大小不能超过 50M');
  });

  it('takes nine files a selection', () => {
    const nine = Array.from({ length: 9 }, (_, i) => file(`${i}.pdf`));
    expect(checkAttachments(nine, 'document')).toBeNull();
    const refusal = checkAttachments([...nine, file('10.pdf')], 'document');
    expect(i18n.t(`uploader.${refusal!.reason}`, refusal!.values)).toBe(
      '当前限制选择 9 个文件，本次选择了 10 个文件',
    );
  });

  it('sends pictures as photos, mp4 as video and documents as files', () => {
    expect(['a.JPG', 'b.webp', 'c.gif', 'd.mp4', 'e.pdf', 'f.xlsx'].map(messageTypeOfFile)).toEqual([
      'photo',
      'photo',
      'photo',
      'video',
      'file',
      'file',
    ]);
  });

  it('keeps pasted pictures only, naming those without a name', () => {
    const named = new File(['x'], 'shot.png', { type: 'image/png' });
    const bare = new File(['x'], '', { type: 'image/jpeg' });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const images = pastedImages([named, bare, text], 7);
    expect(images.map((image) => image.name)).toEqual(['shot.png', 'paste-7-1.jpg']);
    expect(images[1]!.type).toBe('image/jpeg');
  });
});
