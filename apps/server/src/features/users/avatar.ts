import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { tablesOf, type Db } from '../../platform/db/tables.js';
import { AppError } from '../../platform/http/app-error.js';
import type { UsersTables } from './tables.js';

/** Warm colours that carry white text; a user keeps the same one (picked from the public ID). */
const PALETTE = ['#FF7A1A', '#F5A623', '#E8684A', '#36A3A1', '#5B8FF9', '#9270CA', '#3FAF6C', '#D4699A'];

/** Where the generated avatar of a user without an uploaded one lives. */
export const defaultAvatarPath = (userName: string) => `/resource/avatar/${encodeURIComponent(userName)}.svg`;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** A round badge with the first character of the nickname on a colour of the user's own. */
export function avatarSvg(userName: string, nickName: string): string {
  const index = createHash('sha256').update(userName).digest()[0]! % PALETTE.length;
  const initial = escapeXml([...nickName.trim()][0]?.toUpperCase() ?? '?');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<circle cx="48" cy="48" r="48" fill="${PALETTE[index]}"/>` +
    '<text x="48" y="50" dominant-baseline="central" text-anchor="middle" fill="#fff" ' +
    'font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="44" font-weight="600">' +
    `${initial}</text></svg>`
  );
}

/**
 * GET /resource/avatar/<public ID>.svg: the default avatar, public like other images so an <img> can show
 * it. An unknown ID answers 404.
 */
export function installDefaultAvatars(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>('/resource/avatar/:file', async (request, reply) => {
    const match = /^([0-9A-Za-z_-]{1,32})\.svg$/.exec(request.params.file);
    const user = match
      ? await tablesOf<UsersTables>(db)
          .selectFrom('users')
          .select(['userName', 'nickName'])
          .where('userName', '=', match[1]!)
          .executeTakeFirst()
      : undefined;
    // An image address, not an API answer: an <img> needs a real 404.
    if (!user) throw new AppError(404, 'users.avatarMissing', {}, { httpStatus: 404 });
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(avatarSvg(user.userName, user.nickName));
  });
}
