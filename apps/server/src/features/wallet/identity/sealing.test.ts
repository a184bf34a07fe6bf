import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIdentitySealer, identityKeyOf, isSealed, KEY_FILE } from './sealing.js';

describe('sealing ID and card numbers', () => {
  const sealer = createIdentitySealer(randomBytes(32));

  it('opens what it sealed, with a fresh cipher text every time and no trace of the number', () => {
    const a = sealer.seal('11010519491231002X');
    const b = sealer.seal('11010519491231002X');
    expect(a).not.toBe(b);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toContain('11010519491231002X');
    expect(sealer.open(a)).toBe('11010519491231002X');
  });

  it('refuses a seal that was changed or made with another key', () => {
    const sealed = sealer.seal('6222021234567890128');
    const [version, iv, tag, body] = sealed.split(':') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => sealer.open([version, iv, tag, flipped.toString('base64url')].join(':'))).toThrow();
    expect(() => createIdentitySealer(randomBytes(32)).open(sealed)).toThrow();
    expect(() => sealer.open('6222021234567890128')).toThrow();
  });

  it('hashes one number the same way under one key, and differently under another', () => {
    expect(sealer.hash('11010519491231002X')).toBe(sealer.hash('11010519491231002X'));
    expect(sealer.hash('11010519491231002X')).not.toBe(sealer.hash('110105194912310029'));
    expect(createIdentitySealer(randomBytes(32)).hash('11010519491231002X')).not.toBe(
      sealer.hash('11010519491231002X'),
    );
  });
});

describe('the identity key', () => {
  const folder = () => fs.mkdtempSync(path.join(os.tmpdir(), 'identity-key-'));

  it('is IDENTITY_KEY when set', async () => {
    const key = randomBytes(32);
    expect(await identityKeyOf({ env: 'production', dataDir: folder(), identityKey: key })).toBe(key);
  });

  it('stops a production start without IDENTITY_KEY, saying what to set', async () => {
    await expect(
      identityKeyOf({ env: 'production', dataDir: folder(), identityKey: undefined }),
    ).rejects.toThrow(/IDENTITY_KEY is required in production/);
  });

  it('is made once elsewhere and kept in the data folder for this user alone', async () => {
    const dataDir = folder();
    const first = await identityKeyOf({ env: 'development', dataDir, identityKey: undefined });
    const again = await Promise.all(
      [1, 2, 3].map(() => identityKeyOf({ env: 'development', dataDir, identityKey: undefined })),
    );
    expect(first).toHaveLength(32);
    for (const key of again) expect(key.equals(first)).toBe(true);
    expect(fs.statSync(path.join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
  });
});
