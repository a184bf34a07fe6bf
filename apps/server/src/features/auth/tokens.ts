import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque session token: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A numeric code of the given length, every digit equally likely. */
export const newNumericCode = (length: number): string =>
  Array.from({ length }, () => String(randomInt(10))).join('');

/** Compares two hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Reads `Authorization: Bearer <token>`; anything else is no token. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
