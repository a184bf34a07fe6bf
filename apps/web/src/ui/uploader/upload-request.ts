import { SUCCESS_CODE, uploads } from '@fox/contracts';
import { signedHeadersFor } from '../../api/signed-headers';
import { shouldRetry } from '../../api/request-signers';

export type UploadedFile = uploads.UploadedFile;

/** An upload that did not end in code 200; the caller shows 'Upload failed'. */
export class UploadFailed extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface UploadOptions {
  /** 0 to 100, from the browser's upload progress events. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  envelope: { code: number; msg?: string; data?: unknown } | null;
}

/**
 * Sends one file to POST /resource/oss/v2/upload through XMLHttpRequest, which (unlike fetch) reports upload
 * progress, signed like every other request. A refusal the signing layer can repair (rotated keys) is sent
 * once more with a fresh signature.
 */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await send(file, options);
    const envelope = answer.envelope;
    if (envelope?.code === SUCCESS_CODE) return envelope.data as UploadedFile;
    const refusal = {
      status: answer.status,
      code: envelope?.code ?? answer.status,
      msg: envelope?.msg ?? '',
      data: envelope?.data,
    };
    if (attempt === 0 && envelope && (await shouldRetry(refusal))) continue;
    throw new UploadFailed(refusal.code, refusal.msg);
  }
}

async function send(file: File, options: UploadOptions): Promise<Answer> {
  const headers = await signedHeadersFor('POST', uploads.uploadFile.path);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploads.uploadFile.path);
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, envelope: parseEnvelope(xhr.responseText) });
    xhr.onerror = () => reject(new UploadFailed(0, 'network'));
    xhr.onabort = () => reject(new UploadFailed(0, 'cancelled'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function parseEnvelope(text: string): Answer['envelope'] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'number') {
      return parsed as NonNullable<Answer['envelope']>;
    }
  } catch {
    // A proxy error page: no envelope.
  }
  return null;
}
