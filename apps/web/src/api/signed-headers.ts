import { i18n } from '../i18n/i18n';
import { langHeaderOf } from '../i18n/language';
import { apiSession } from './api-session';
import { SYS_SOURCE } from './client';
import { signRequest } from './request-signers';

/**
 * The headers `api()` sends, for requests it cannot make itself (an upload through XMLHttpRequest, whose
 * progress events fetch lacks): SysSource, Lang, the bearer token and the signed x-encrypt-key header from
 * the installed signers. Sign right before sending: the header is fresh and single-use.
 */
export async function signedHeadersFor(method: string, url: string): Promise<Headers> {
  const headers = new Headers({ Accept: 'application/json', SysSource: SYS_SOURCE });
  headers.set('Lang', langHeaderOf(i18n.language));
  const token = apiSession().token();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  await signRequest({ method, path: url.split('?')[0] ?? url, url, headers });
  return headers;
}
