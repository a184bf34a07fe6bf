import { describe, expect, it } from 'vitest';
import { canPreviewInBrowser, fileFamilyOf, fileNameOf, fileSizeText } from './file-facts';

describe('file facts', () => {
  it('knows the icon family of every chat document by extension, in any case', () => {
    expect(
      ['a.pdf', 'b.DOC', 'c.docx', 'd.xls', 'e.XLSX', 'f.ppt', 'g.pptx', 'h.zip', 'noext'].map(fileFamilyOf),
    ).toEqual(['pdf', 'word', 'word', 'excel', 'excel', 'ppt', 'ppt', 'other', 'other']);
    expect(canPreviewInBrowser('合同.PDF')).toBe(true);
    expect(canPreviewInBrowser('报价.xlsx')).toBe(false);
  });

  it('shows sizes in B, KB and MB', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(2048)).toBe('2.0 KB');
    expect(fileSizeText(50 * 1024 * 1024)).toBe('50.0 MB');
  });

  it('names the file from its path when the message does not', () => {
    expect(fileNameOf('行程.pdf', '/resource/files/x.pdf')).toBe('行程.pdf');
    expect(fileNameOf(undefined, '/resource/files/2026/11/x.pdf')).toBe('x.pdf');
  });
});
