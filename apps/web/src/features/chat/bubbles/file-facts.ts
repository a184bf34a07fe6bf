/** The family of a file, by its extension: picks the icon and its colour. */
export type FileFamily = 'pdf' | 'word' | 'excel' | 'ppt' | 'other';

const FAMILIES: Record<string, FileFamily> = {
  pdf: 'pdf',
  doc: 'word',
  docx: 'word',
  xls: 'excel',
  xlsx: 'excel',
  ppt: 'ppt',
  pptx: 'ppt',
};

export function extensionOfName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function fileFamilyOf(name: string): FileFamily {
  return FAMILIES[extensionOfName(name)] ?? 'other';
}

/** Whether the browser shows the file itself, so a preview can open it in a tab. */
export function canPreviewInBrowser(name: string): boolean {
  return fileFamilyOf(name) === 'pdf';
}

export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The name a file message shows: its own, else the last part of its stored path. */
export function fileNameOf(fileName: string | undefined, path: string): string {
  return fileName || path.split('/').pop() || '';
}
