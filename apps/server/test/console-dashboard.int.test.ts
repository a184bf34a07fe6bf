import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice, isEcho, textTo } from './im-socket.js';
import { topUp } from './money-support.js';

const DASHBOARD = '/admin/api/console/dashboard';

interface Day {
  date: string;
  newUsers: number;
  activeUsers: number;
  messages: number;
  uploads: number;
  orders: number;
  revenue: number;
}

/**
 * The dashboard's figures move with what people do: a registration, a request made with a session, a chat
 * message, an upload and a paid top-up each show in today's column at once.
 */
describe.each(databaseKinds())('console dashboard on %s', (kind) => {
  let server: TestServer;
  let operator: Operator;

  beforeAll(async () => {
    server = await startTestServer(kind);
    ({
      operators: { operationsAdministrator: operator },
    } = await makeOperators(server, '1391700'));
  });
  afterAll(() => server.stop());

  const today = async (): Promise<Day & { openReports: number; pendingReviews: number }> => {
    const { body } = await server.get(DASHBOARD, bearer(operator.token));
    expect(body.code).toBe(200);
    expect(body.data.days).toHaveLength(7);
    const days = body.data.days as Day[];
    return {
      ...days[days.length - 1]!,
      openReports: body.data.openReports,
      pendingReviews: body.data.pendingReviews,
    };
  };

  it('counts registrations, active users, messages, uploads, orders and revenue of today', async () => {
    const before = await today();
    const [alice, bob] = (await makeUsers(server, 2, '1391701')) as [SessionUserForTest, SessionUserForTest];
    const afterSignUp = await today();
    expect(afterSignUp.newUsers - before.newUsers).toBe(2);

    // A request with a session marks its user active, once a day however often they call.
    await server.get('/app/user/profile', bearer(alice.token));
    await server.get('/app/user/profile', bearer(alice.token));
    const afterActive = await today();
    expect(afterActive.activeUsers - afterSignUp.activeUsers).toBe(1);

    const device = await connectDevice(server, alice.token);
    device.send(textTo(bob.userId, 'dash-1', '你好'));
    await device.next(isEcho('dash-1'));
    await device.close();

    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'a.png');
    expect((await server.upload('/resource/oss/v2/upload', form, bearer(alice.token))).body.code).toBe(200);

    await topUp(server, alice, 6);

    const after = await today();
    expect(after.messages - afterActive.messages).toBe(1);
    expect(after.uploads - afterActive.uploads).toBe(1);
    expect(after.orders - afterActive.orders).toBe(1);
    expect(after.revenue - afterActive.revenue).toBe(6);
    expect(after.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
