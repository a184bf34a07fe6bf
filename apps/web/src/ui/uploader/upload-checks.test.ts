import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  acceptOf,
  ALL_UPLOAD_EXTENSIONS,
  checkBatch,
  checkFile,
  IMAGE_EXTENSIONS,
  UPLOAD_MAX_MB,
} from './upload-checks';

const MB = 1024 * 1024;
const file = (name: string, size = 10) => ({ name, size });

describe('upload checks', () => {
  const rules = { extensions: ALL_UPLOAD_EXTENSIONS, maxSizeMb: UPLOAD_MAX_MB };

  it('accepts the allowed types up to 200 MB by default, by extension in any case', () => {
    expect(UPLOAD_MAX_MB).toBe(200);
    for (const name of [
      'a.JPG',
      'b.jpeg',
      'c.png',
      'd.gif',
      'e.webp',
      'f.mp4',
      'g.mov',
      'h.webm',
      'i.pdf',
      'j.docx',
      'k.xls',
      'l.pptx',
    ]) {
      expect(checkFile(file(name, 200 * MB), rules)).toBeNull();
    }
  });

  it('refuses other types and oversize files with the spec messages', () => {
    expect(checkFile(file('run.exe'), rules)).toEqual({ reason: 'badFormat', values: {} });
    expect(checkFile(file('no-extension'), rules)?.reason).toBe('badFormat');
    expect(checkFile(file('big.mp4', 200 * MB + 1), rules)).toEqual({
      reason: 'tooLarge',
      values: { n: 200 },
    });
    expect(i18n.t('uploader.tooLarge', { n: 200 })).toBe('文件大小不能超过 200M');
    expect(i18n.t('uploader.badFormat')).toBe('文件格式错误');
    expect(i18n.t('uploader.failed')).toBe('上传失败');
  });

  it('checks a batch for its count first, then every file', () => {
    const batch = { ...rules, maxCount: 2 };
    const refusal = checkBatch([file('a.png'), file('b.png'), file('c.png')], batch);
    expect(refusal).toEqual({ reason: 'tooMany', values: { limit: 2, n: 3 } });
    expect(i18n.t(`uploader.${refusal!.reason}`, refusal!.values)).toBe(
      '当前限制选择 2 个文件，本次选择了 3 个文件',
    );
    expect(checkBatch([file('a.png'), file('b.txt')], batch)?.reason).toBe('badFormat');
    expect(checkBatch([file('a.png'), file('b.pdf', 201 * MB)], batch)?.reason).toBe('tooLarge');
    expect(checkBatch([file('a.png'), file('b.pdf')], batch)).toBeNull();
  });

  it('has the image variant messages and the accept list', () => {
    expect(checkFile(file('p.pdf'), { extensions: IMAGE_EXTENSIONS, maxSizeMb: 5 })?.reason).toBe(
      'badFormat',
    );
    expect(
      checkFile(file('p.png', 5 * MB + 1), { extensions: IMAGE_EXTENSIONS, maxSizeMb: 5 })?.values,
    ).toEqual({ n: 5 });
    expect(i18n.t('uploader.imageTooLarge', { n: 5 })).toBe('上传文件大小不能超过 5MB!');
    expect(i18n.t('uploader.imageBadFormat')).toBe('上传文件格式不正确!');
    expect(i18n.t('uploader.imageDone')).toBe('上传成功');
    expect(acceptOf(['png', 'jpg'])).toBe('.png,.jpg');
  });
});
