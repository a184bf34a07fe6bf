/** What the preview page can do with a file, decided by its extension. */
export type PreviewKind = 'image' | 'video' | 'pdf' | 'office' | 'other';

const KINDS: Record<string, PreviewKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  webp: 'image',
  mp4: 'video',
  mov: 'video',
  webm: 'video',
  pdf: 'pdf',
  doc: 'office',
  docx: 'office',
  xls: 'office',
  xlsx: 'office',
  ppt: 'office',
  pptx: 'office',
};

/** Where the file store serves uploads (the uploads feature's public prefix). */
const STORED_FILES = '/resource/files/';

function extensionOf(name: string): string {
  const base = name.split(/[?#]/)[0] ?? '';
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function previewKindOf(name: string): PreviewKind {
  return KINDS[extensionOf(name)] ?? 'other';
}

/**
 * The address the page may show, or null. Only the portal's own stored files are previewed: a preview
 * link to anywhere else would let a message or a share frame a stranger's page under the portal's name.
 * A private file keeps its signed query (uid, exp, sig): the file server checks it as for any viewer.
 */
export function storedFileAddress(raw: string | null): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (!url.pathname.startsWith(STORED_FILES) || url.pathname.includes('..')) return null;
  return url.pathname + url.search;
}

/** The name shown and used for a download: the one given, else the stored key's last part. */
export function previewNameOf(given: string | null, address: string): string {
  if (given && given.trim()) return given.trim();
  const last = (address.split('?')[0] ?? '').split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The preview page's address for a stored file, for links from chat files and shares. */
export function previewLinkOf(address: string, name?: string): string {
  const query = new URLSearchParams({ url: address });
  if (name) query.set('name', name);
  return `/preview?${query.toString()}`;
}
