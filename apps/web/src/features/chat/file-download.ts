import { uploads } from '@fox/contracts';
import { signedHeadersFor } from '../../api/signed-headers';

/**
 * Downloads a chat file through the signed download call (spec 001 §7): a blob is expected; anything
 * else means the file expired or was cleaned. Answers false then.
 */
export async function downloadChatFile(pathUrl: string, fileName: string): Promise<boolean> {
  const url = `${uploads.downloadFile.path}?${new URLSearchParams({ pathUrl }).toString()}`;
  try {
    const response = await fetch(url, { headers: await signedHeadersFor('GET', url) });
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.ok || type.includes('application/json')) return false;
    const blob = await response.blob();
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileName;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    return true;
  } catch {
    return false;
  }
}
