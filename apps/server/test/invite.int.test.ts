import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';

type User = SessionUserForTest;

describe.each(databaseKinds())('invite links on %s', (kind) => {
  let server: TestServer;
  let inviter: User;
  let newcomer: User;
  let veteran: User;

  beforeAll(async () => {
    server = await startTestServer(kind);
    [inviter, newcomer, veteran] = (await makeUsers(server, 3, '1390031')) as [User, User, User];
    // An account from long ago cannot be claimed as invited.
    await server.db
      .updateTable('users')
      .set({ createdAt: Date.now() - 30 * 86_400_000 })
      .where('id', '=', veteran.userId)
      .execute();
  });
  afterAll(() => server.stop());

  it('gives each user one stable code and link', async () => {
    const first = await server.post('/app/user/invite/create', {}, bearer(inviter.token));
    expect(first.body.code).toBe(200);
    expect(first.body.data.inviteCode).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(first.body.data.invitePath).toBe(`/inviteFriendsIndex?inviteCode=${first.body.data.inviteCode}`);
    const again = await Promise.all([
      server.post('/app/user/invite/create', {}, bearer(inviter.token)),
      server.post('/app/user/invite/create', {}, bearer(inviter.token)),
    ]);
    for (const answer of again) expect(answer.body.data.inviteCode).toBe(first.body.data.inviteCode);
    const other = await server.post('/app/user/invite/create', {}, bearer(newcomer.token));
    expect(other.body.data.inviteCode).not.toBe(first.body.data.inviteCode);

    const guest = await server.post('/app/user/invite/create', {});
    expect(guest.status).toBe(401);
  });

  it('links a new account once, and counts it in the inviter’s statistics', async () => {
    const code = (await server.post('/app/user/invite/create', {}, bearer(inviter.token))).body.data
      .inviteCode;
    const empty = await server.get('/app/user/invite/statistics', bearer(inviter.token));
    expect(empty.body.data).toEqual({ inviteCode: code, invitedCount: 0, invitees: [] });

    const who = await server.get(`/app/user/invite/inviter?inviteCode=${code.toLowerCase()}`);
    expect(who.body.data.userId).toBe(inviter.userId);

    const bound = await server.post('/app/user/invite/bind', { inviteCode: code }, bearer(newcomer.token));
    expect(bound.body.data.inviterId).toBe(inviter.userId);
    const twice = await server.post('/app/user/invite/bind', { inviteCode: code }, bearer(newcomer.token));
    expect(twice.status).toBe(409);

    const stats = await server.get('/app/user/invite/statistics', bearer(inviter.token));
    expect(stats.body.data.invitedCount).toBe(1);
    expect(stats.body.data.invitees[0].userId).toBe(newcomer.userId);
  });

  it('refuses one’s own code, old accounts, unknown codes and guests', async () => {
    const code = (await server.post('/app/user/invite/create', {}, bearer(inviter.token))).body.data
      .inviteCode;
    const self = await server.post('/app/user/invite/bind', { inviteCode: code }, bearer(inviter.token));
    expect(self.status).toBe(400);
    const old = await server.post('/app/user/invite/bind', { inviteCode: code }, bearer(veteran.token));
    expect(old.status).toBe(400);
    expect(old.body.msg).toContain('7');
    const unknown = await server.post(
      '/app/user/invite/bind',
      { inviteCode: 'ZZZZZZZZ' },
      bearer(veteran.token),
    );
    expect(unknown.status).toBe(404);
    const malformed = await server.post(
      '/app/user/invite/bind',
      { inviteCode: 'abc' },
      bearer(veteran.token),
    );
    expect(malformed.status).toBe(400);
    const guest = await server.get('/app/user/invite/statistics');
    expect(guest.status).toBe(401);

    const stats = await server.get('/app/user/invite/statistics', bearer(inviter.token));
    expect(stats.body.data.invitedCount).toBe(1);
  });
});
