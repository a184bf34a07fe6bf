import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { MessageKey } from '../../platform/http/messages.js';
import { isSafeKey } from '../../platform/storage/index.js';
import { uploadsByKeys, type UploadFacts } from './repo.js';

/** One address a user set, and the field it came in (named in the refusal, as validation names fields). */
export interface FileUrlField {
  field: string;
  url: string;
  /** What the field shows; a file of another kind is refused. */
  kind?: 'image' | 'video';
}

export interface FileUrlRules {
  userId: number;
  /** The request's Host header: absolute addresses on this host are the portal's own. */
  host?: string | undefined;
  /**
   * `anyone` (the default): any public file of the portal, the built-in default avatars and demo media.
   * `self`: only files the user uploaded, private ones included (a drama's episode videos).
   */
  owner?: 'anyone' | 'self';
}

/** A refused address; `field` names the input it came in. */
export class FileUrlRefusal extends AppError {
  constructor(
    messageKey: MessageKey,
    readonly field: string,
  ) {
    super(400, messageKey, { field });
  }
}

const FILE_PATH = /^\/resource\/files\/([^?#]+)$/;
const DEFAULT_AVATAR = /^\/resource\/avatar\/[0-9A-Za-z_-]{1,32}\.svg$/;
const DEMO_PREFIX = 'demo/';
/** Files made beside an upload before posters had names of their own: they follow the upload they came from. */
const LEGACY_DERIVED = /^(.+)-(poster\.jpg|thumb\.webp)$/;
const SOURCE_EXTENSIONS: Record<string, string[]> = {
  'poster.jpg': ['mp4', 'mov', 'webm'],
  'thumb.webp': ['jpg', 'png', 'gif', 'webp'],
};

/** The site path of an address, when it is one of ours in the form an upload answers (no query). */
function sitePathOf(url: string, host: string | undefined): string | null {
  const text = url.trim();
  let path: string;
  if (text.startsWith('/') && !text.startsWith('//')) {
    path = text;
  } else if (/^https?:\/\//i.test(text)) {
    let parsed: URL;
    try {
      parsed = new URL(text);
    } catch {
      return null;
    }
    if (!host || parsed.host !== host.toLowerCase() || parsed.username || parsed.password) return null;
    if (parsed.search || parsed.hash || /[?#]/.test(text)) return null;
    path = parsed.pathname;
  } else {
    return null;
  }
  return /[?#\s\\]/.test(path) ? null : path;
}

type Known =
  | { source: 'builtin'; kind: 'image' | 'video' | 'other' }
  | { source: 'upload'; facts: Pick<UploadFacts, 'userId' | 'kind' | 'access'> };

const kindOfName = (key: string): 'image' | 'video' | 'other' =>
  /\.(jpe?g|png|gif|webp|svg)$/i.test(key) ? 'image' : /\.(mp4|mov|webm)$/i.test(key) ? 'video' : 'other';

/**
 * Checks the addresses a user sets (avatars, covers, pictures, chat files, episode videos): each must be a
 * file of the portal's own store, named as the upload answered it (relative, or absolute on this host), of
 * the kind the field shows, and not a private file (unless `owner: 'self'` and the user's own). Answers the
 * addresses as site paths, in order; the first that breaks a rule is refused with a message naming its
 * field. One query whatever the number of addresses.
 */
export async function checkFileUrls(db: Db, rules: FileUrlRules, fields: FileUrlField[]): Promise<string[]> {
  const paths = fields.map((item) => {
    const path = sitePathOf(item.url, rules.host);
    const key = path ? FILE_PATH.exec(path)?.[1] : undefined;
    const ours = path !== null && ((key !== undefined && isSafeKey(key)) || DEFAULT_AVATAR.test(path));
    if (!ours) throw new FileUrlRefusal('uploads.urlNotOurs', item.field);
    return { path, key };
  });
  const uploadKeys = paths.flatMap(({ key }) => (key && !key.startsWith(DEMO_PREFIX) ? [key] : []));
  const candidates = uploadKeys.flatMap((key) => {
    const legacy = LEGACY_DERIVED.exec(key);
    return legacy ? SOURCE_EXTENSIONS[legacy[2]!]!.map((ext) => `${legacy[1]}.${ext}`) : [];
  });
  const rows = new Map((await uploadsByKeys(db, [...uploadKeys, ...candidates])).map((r) => [r.key, r]));

  const knownOf = (key: string | undefined): Known | null => {
    if (key === undefined) return { source: 'builtin', kind: 'image' };
    if (key.startsWith(DEMO_PREFIX)) return { source: 'builtin', kind: kindOfName(key) };
    const row = rows.get(key);
    if (row) return { source: 'upload', facts: row };
    const legacy = LEGACY_DERIVED.exec(key);
    const origin = legacy && SOURCE_EXTENSIONS[legacy[2]!]!.map((ext) => rows.get(`${legacy[1]}.${ext}`));
    const found = origin?.find((candidate) => candidate !== undefined);
    return found
      ? { source: 'upload', facts: { userId: found.userId, kind: 'image', access: 'public' } }
      : null;
  };

  for (const [index, item] of fields.entries()) {
    const known = knownOf(paths[index]!.key);
    if (!known) throw new FileUrlRefusal('uploads.urlMissing', item.field);
    const kind = known.source === 'builtin' ? known.kind : known.facts.kind;
    if (item.kind === 'image' && kind !== 'image')
      throw new FileUrlRefusal('uploads.urlNotImage', item.field);
    if (item.kind === 'video' && kind !== 'video')
      throw new FileUrlRefusal('uploads.urlNotVideo', item.field);
    if (rules.owner === 'self') {
      if (known.source !== 'upload' || Number(known.facts.userId) !== rules.userId)
        throw new FileUrlRefusal('uploads.urlNotOwn', item.field);
    } else if (known.source === 'upload' && known.facts.access !== 'public') {
      const identityPhoto = known.facts.access === 'identityDocument';
      throw new FileUrlRefusal(
        identityPhoto ? 'uploads.urlIdentityDocument' : 'uploads.urlPrivate',
        item.field,
      );
    }
  }
  return paths.map(({ path }) => path!);
}

/** The Host header of a request, against which absolute addresses of ours are recognised. */
export const hostOf = (request: FastifyRequest): string | undefined => request.headers.host;

/**
 * Checks a comma-separated list of picture addresses (report evidence, friend notes), each named
 * `<field>.<index>` in a refusal; answers the list with every address as a site path. Blank items are
 * dropped, as the features that keep such lists do.
 */
export async function checkPictureList(
  db: Db,
  rules: FileUrlRules,
  field: string,
  list: string | undefined,
): Promise<string | undefined> {
  if (list === undefined) return undefined;
  const urls = list
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  const fields = urls.map((url, index) => ({ field: `${field}.${index}`, url, kind: 'image' as const }));
  return (await checkFileUrls(db, rules, fields)).join(',');
}
