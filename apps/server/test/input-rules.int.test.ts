import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeFriends, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import { connectDevice } from './im-socket.js';

const EN = { Lang: 'en_US' };

describe.each(databaseKinds())('the input rules every contract shares, on %s', (kind) => {
  let server: TestServer;
  let user: SessionUserForTest;
  let friend: SessionUserForTest;
  let videoId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [user, friend] = (await makeUsers(server, 2, '1370042')) as [SessionUserForTest, SessionUserForTest];
    await makeFriends(server, user, friend);
    const videos = await server.get('/app/api/content/video/page/center?pageSize=1');
    videoId = videos.body.data[0].id;
  });
  afterAll(() => server.stop());

  const editProfile = (body: Record<string, unknown>, lang: Record<string, string> = {}) =>
    server.post('/app/user/profile', body, { ...bearer(user.token), ...lang });

  describe('short texts', () => {
    it('refuses control characters in a nickname, naming the field and the character', async () => {
      const { status, body } = await editProfile({ nickName: 'fox\u0007bell' });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 400, msg: '参数 nickName 不能包含控制字符（U+0007）', data: null });
      expect((await editProfile({ nickName: 'fox\u001b[31m' }, EN)).body.msg).toBe(
        'nickName cannot contain control characters (U+001B)',
      );
      expect((await editProfile({ nickName: 'c1\u0085' }, EN)).body.msg).toBe(
        'nickName cannot contain control characters (U+0085)',
      );
    });

    it('refuses a line break in a one-line text', async () => {
      expect((await editProfile({ nickName: '两行\n昵称' })).body.msg).toBe('参数 nickName 不能换行');
      expect((await editProfile({ nickName: 'two\r\nlines' }, EN)).body.msg).toBe(
        'nickName must be a single line',
      );
    });

    it('refuses lone surrogates', async () => {
      // JSON.stringify writes a lone surrogate as the escape \ud83e, which the server reads back as one.
      const { body } = await editProfile({ nickName: 'fox\ud83e' });
      expect(body.msg).toBe('参数 nickName 含有无效的字符编码（U+D83E）');
      expect((await editProfile({ nickName: '\udd8a' }, EN)).body.msg).toBe(
        'nickName contains an invalid character encoding (U+DD8A)',
      );
    });

    it('refuses direction overrides and isolates', async () => {
      for (const [char, code] of [
        ['\u202e', 'U+202E'],
        ['\u202a', 'U+202A'],
        ['\u2066', 'U+2066'],
        ['\u2069', 'U+2069'],
      ]) {
        expect((await editProfile({ nickName: `admin${char}gpj` })).body.msg).toBe(
          `参数 nickName 不能包含文字方向控制符（${code}）`,
        );
      }
      expect((await editProfile({ intro: 'hello\u202eworld' }, EN)).body.msg).toBe(
        'intro cannot contain text direction controls (U+202E)',
      );
    });

    it('refuses invisible characters in names but not in other texts', async () => {
      for (const [char, code] of [
        ['\u200b', 'U+200B'],
        ['\u200e', 'U+200E'],
        ['\u200f', 'U+200F'],
        ['\ufeff', 'U+FEFF'],
        ['\u3164', 'U+3164'],
      ]) {
        expect((await editProfile({ nickName: `狐${char}小满` })).body.msg).toBe(
          `参数 nickName 不能包含不可见字符（${code}）`,
        );
      }
      expect((await editProfile({ intro: '狐\u200b小满' })).body.code).toBe(200);
    });

    it('changes nothing when a field is refused, and keeps the allowed characters', async () => {
      expect((await editProfile({ nickName: '狐狸一家 👨‍👩‍👧', intro: '第一行\r\n\t第二行' })).body.code).toBe(
        200,
      );
      expect((await editProfile({ nickName: 'bad\u202e', intro: 'changed' })).body.code).toBe(400);
      const profile = (await server.get('/app/user/profile', bearer(user.token))).body.data;
      expect(profile.nickName).toBe('狐狸一家 👨‍👩‍👧');
      expect(profile.intro).toBe('第一行\n\t第二行');
    });

    it('applies the same rules to labels, comments, search words and group names', async () => {
      const label = await server.post('/app/friends/label', { name: '同事\u200f' }, bearer(user.token));
      expect(label.body).toEqual({ code: 400, msg: '参数 name 不能包含不可见字符（U+200F）', data: null });

      const comment = (content: string) =>
        server.post(
          '/app/api/common/comment',
          { busyType: 'Video', busyCode: videoId, content },
          bearer(user.token),
        );
      expect((await comment('好看\u0000')).body.msg).toBe('参数 content 不能包含控制字符（U+0000）');
      expect((await comment('好看\n真好看')).body.code).toBe(200);

      const search = await server.get(
        `/app/api/search/content?keyword=${encodeURIComponent('西湖\u202e')}`,
        EN,
      );
      expect(search.body).toEqual({
        code: 400,
        msg: 'keyword cannot contain text direction controls (U+202E)',
        data: null,
      });

      const group = await server.post(
        '/im/group',
        { userIds: [friend.userId], name: '群\u2067名' },
        bearer(user.token),
      );
      expect(group.body.msg).toBe('参数 name 不能包含文字方向控制符（U+2067）');
    });

    it('refuses a chat message with a direction override with an error frame', async () => {
      const device = await connectDevice(server, user.token);
      try {
        device.send({
          localId: 'rule-1',
          receiverId: friend.userId,
          sessionType: 'single',
          messageType: 'text',
          content: 'pay to \u202egnp.exe',
        });
        const refused = await device.next((frame) => frame.type === 'error' && frame.localId === 'rule-1');
        expect(refused).toMatchObject({ code: 400 });
        expect((refused as { msg: string }).msg).toContain('content 不能包含文字方向控制符（U+202E）');
      } finally {
        await device.close();
      }
    });
  });

  describe('ids and other whole numbers', () => {
    it('reads a decimal id in a path, a query and a body', async () => {
      expect((await server.get(`/app/api/content/video/${videoId}`)).body.data.id).toBe(videoId);
      const followed = await server.post(
        '/app/user/focus',
        { focusUserId: String(friend.userId) },
        bearer(user.token),
      );
      expect(followed.body).toMatchObject({ code: 200, data: true });
    });

    it('refuses every other way of writing one, in a path', async () => {
      for (const written of ['0x10', '1e3', '%2012%20', '012', '-5', '9007199254740993']) {
        const { status, body } = await server.get(`/app/api/content/video/${written}`);
        expect(status, written).toBe(400);
        expect(body, written).toEqual({
          code: 400,
          msg: '参数 id 应为十进制整数（只能包含数字 0-9）',
          data: null,
        });
      }
      expect((await server.get('/app/api/content/video/0', EN)).body.msg).toBe('id must be at least 1');
    });

    it('refuses them in a query, empty text included', async () => {
      for (const written of ['', '0x10', '1e3', '+1']) {
        const { body } = await server.get(
          `/app/api/playlet/info?episodeRelevance=${encodeURIComponent(written)}`,
          EN,
        );
        expect(body, written).toEqual({
          code: 400,
          msg: 'episodeRelevance must be a whole number written in decimal digits (0-9 only)',
          data: null,
        });
      }
      expect((await server.get('/app/api/playlet/info', EN)).body.msg).toBe('episodeRelevance is required');
      expect((await server.get('/app/api/common/user/page?pageNum=0x2', EN)).body.msg).toBe(
        'pageNum must be a whole number written in decimal digits (0-9 only)',
      );
    });

    it('refuses them in a body, as text or as a number that is not whole', async () => {
      for (const focusUserId of ['0x10', '1e3', ' 12 ', '', 1.5, true]) {
        const { body } = await server.post('/app/user/focus', { focusUserId }, bearer(user.token));
        expect(body, JSON.stringify(focusUserId)).toEqual({
          code: 400,
          msg: '参数 focusUserId 应为十进制整数（只能包含数字 0-9）',
          data: null,
        });
      }
      const batch = await server.post(
        '/admin/video/update/batch/state',
        { ids: [videoId, '0x10'], state: 'OffShelf' },
        bearer(user.token),
      );
      expect(batch.body.msg).toBe('参数 ids.1 应为十进制整数（只能包含数字 0-9）');
    });
  });

  it('does not repeat unknown parameter names that do not look like field names', async () => {
    const { body } = await server.post(
      '/app/user/profile',
      { '<img src=x>': 1, intro: 'x' },
      bearer(user.token),
    );
    expect(body).toEqual({ code: 400, msg: '请求中含有不支持的参数', data: null });
    const named = await server.post('/app/user/profile', { nickname: 'x' }, bearer(user.token));
    expect(named.body.msg).toBe('不支持的参数：nickname');
  });
});
