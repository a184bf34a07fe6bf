import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeUsers, type SessionUserForTest } from './auth-helpers.js';
import { makeOperators, type Operator } from './console-support.js';
import { databaseKinds, startTestServer, type TestServer } from './harness.js';
import {
  ACCOUNT,
  AnswerLog,
  BANK,
  BANK_BIN,
  BANK_SAVE,
  PERSON_AUTH,
  cardWithCheck,
  idWithCheck,
} from './identity-support.js';
import { DOWNLOAD, PUBLISH, uploadClip, uploadPicture } from './media-support.js';
import { REVIEW, systemNotices } from './review-support.js';

type User = SessionUserForTest;
const EN = { lang: 'en_US' };

/** Alice's number ends in X, to check the check character X on the way. */
const ALICE_ID = (() => {
  for (let serial = 100; serial < 999; serial += 1) {
    const id = idWithCheck(`33010619900307${serial}`);
    if (id.endsWith('X')) return id;
  }
  throw new Error('no X found');
})();
const BOB_ID = idWithCheck('11010519851111123');
/** ICBC's debit BIN 622202; an unlisted one (a test range no bank of the list issues). */
const ICBC_CARD = cardWithCheck('622202123456789012');
const UNKNOWN_CARD = cardWithCheck('999912345678901');
const FAR_FUTURE = '2099-12-31';

describe.each(databaseKinds())('real-name verification and bank cards on %s', (kind) => {
  let server: TestServer;
  let alice: User;
  let bob: User;
  let finance: Operator;
  let editor: Operator;
  let photos: { front: string; back: string; bobs: string };
  let log: AnswerLog;

  const submission = (overrides: Record<string, unknown> = {}) => ({
    legalName: '胡小满',
    identityNo: ALICE_ID,
    identityValidityType: '1',
    identityEndDate: FAR_FUTURE,
    frontImage: photos.front,
    backImage: photos.back,
    ...overrides,
  });
  const refusal = async (user: User, path: string, body: unknown, lang: 'zh' | 'en' = 'zh') => {
    const answer = await log.post(path, body, user, lang === 'en' ? EN : {});
    expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(400);
    return answer.body.msg as string;
  };
  const accountOf = async (user: User) => (await log.get(ACCOUNT, user)).body.data;
  const queueItems = async (queue: string, view = 'pending') =>
    (await log.get(`${REVIEW}/${queue}/items?view=${view}`, finance)).body.data as Array<{
      id: number;
      title: string;
    }>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    log = new AnswerLog(server);
    [alice, bob] = (await makeUsers(server, 2, '1397711')) as [User, User];
    const staff = await makeOperators(server, '1397712');
    finance = staff.operators.finance;
    editor = staff.operators.article;
    photos = {
      front: await uploadPicture(server, alice.token),
      back: await uploadPicture(server, alice.token),
      bobs: await uploadPicture(server, bob.token),
    };
  });
  afterAll(() => server.stop());

  it('refuses a wrong ID number, validity or photo with a message for each rule', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { identityNo: '3301061990' },
        '身份证号码应为18位：前17位为数字，最后一位为数字或X',
        'The ID number must have 18 characters: 17 digits, then a digit or X',
      ],
      [
        { identityNo: idWithCheck('11010520990101123') },
        '身份证号码中的出生日期不正确，请核对后重新输入',
        'The birth date in the ID number is not a real date; please check the number',
      ],
      [
        { identityNo: idWithCheck('11010519900230123') },
        '身份证号码中的出生日期不正确，请核对后重新输入',
        'The birth date in the ID number is not a real date; please check the number',
      ],
      [
        { identityNo: idWithCheck('11010518991231123') },
        '身份证号码中的出生日期不正确，请核对后重新输入',
        'The birth date in the ID number is not a real date; please check the number',
      ],
      [
        { identityNo: `${ALICE_ID.slice(0, 17)}1` },
        '身份证号码校验位不正确，请核对后重新输入',
        "The ID number's check character does not match; please check the number",
      ],
      [
        { identityEndDate: undefined },
        '请填写证件有效期的截止日期',
        'Please give the date the ID card is valid until',
      ],
      [
        { identityEndDate: '2031-02-30' },
        '证件有效期截止日期不是有效的日期',
        'The date the ID card is valid until is not a real date',
      ],
      [
        { identityEndDate: '2020-01-01' },
        '证件已过有效期，请使用有效期内的身份证',
        'This ID card has expired; please use a valid one',
      ],
      [
        { identityValidityType: '0' },
        '长期有效的证件无需填写截止日期',
        'A long-term ID card has no end date',
      ],
      [
        { backImage: photos.front },
        '身份证正面和反面不能是同一张照片',
        'The front and the back of the ID card cannot be the same photo',
      ],
      [
        { backImage: photos.bobs },
        'backImage 不是您上传的照片，请上传本人身份证照片',
        'backImage is not a photo you uploaded; please upload photos of your own ID card',
      ],
    ];
    for (const [change, zh, en] of cases) {
      expect(await refusal(alice, PERSON_AUTH, submission(change)), JSON.stringify(change)).toBe(zh);
      expect(await refusal(alice, PERSON_AUTH, submission(change), 'en')).toBe(en);
    }
    expect((await accountOf(alice)).state).toBeNull();
  });

  it('puts a good submission under review, masked, and refuses it again while it waits', async () => {
    const before = (await log.get(REVIEW, finance)).body.data.find(
      (q: { key: string }) => q.key === 'personAuth',
    );
    const answer = await log.post(PERSON_AUTH, submission({ identityNo: ALICE_ID.toLowerCase() }), alice);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      state: 'WaitApprove',
      legalName: '胡*满',
      identityNoEncrypt: `33${'*'.repeat(14)}${ALICE_ID.slice(-2)}`,
      identityType: 'idCard',
      accountType: 'personal',
      identityValidityType: '1',
      identityEndDate: `${FAR_FUTURE} 23:59:59`,
      rejectReason: '',
    });
    expect(await accountOf(alice)).toEqual(answer.body.data);
    expect(await refusal(alice, PERSON_AUTH, submission())).toBe('实名认证审核中，请耐心等待审核结果');
    const after = (await log.get(REVIEW, finance)).body.data.find(
      (q: { key: string }) => q.key === 'personAuth',
    );
    expect(after.pending).toBe(before.pending + 1);
    // Stored sealed: no column holds the number in the clear.
    const row = await server.db
      .selectFrom('payAccounts')
      .selectAll()
      .where('userId', '=', alice.userId)
      .executeTakeFirstOrThrow();
    expect(row.identityNo).toBe('');
    expect(row.identityCipher).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(ALICE_ID);
  });

  it('keeps the ID photos private: another user, a plain address and other fields are refused', async () => {
    const plain = await server.get(photos.front, {}, { signed: false });
    expect(plain.status).toBe(403);
    const asBob = await log.get(`${DOWNLOAD}?pathUrl=${encodeURIComponent(photos.front)}`, bob);
    expect(asBob.status).toBe(403);
    expect(asBob.body.msg).toBe('该照片为实名认证的证件照片，仅限本人和审核人员查看');
    const asAlice = await server.get(
      `${DOWNLOAD}?pathUrl=${encodeURIComponent(photos.front)}`,
      bearer(alice.token),
    );
    expect(asAlice.status).toBe(200);
    const avatar = await log.post('/app/user/profile', { avatar: photos.front }, alice);
    expect(avatar.body.msg).toBe('avatar 是实名认证的证件照片，不能在这里使用');
    expect(await refusal(bob, PERSON_AUTH, submission({ identityNo: BOB_ID, legalName: '山晚风' }))).toBe(
      'frontImage 不是您上传的照片，请上传本人身份证照片',
    );
  });

  it('lets one ID number verify one account only', async () => {
    const bobFront = await uploadPicture(server, bob.token);
    const taken = submission({ legalName: '山晚风', frontImage: bobFront, backImage: photos.bobs });
    expect(await refusal(bob, PERSON_AUTH, taken)).toBe(
      '该身份证号已被其他账号认证，一个身份证号只能认证一个账号',
    );
    // The demo world's numbers were sealed when the server started, and count as taken too.
    const demo = await server.db
      .selectFrom('payAccounts')
      .innerJoin('users', 'users.id', 'payAccounts.userId')
      .select(['identityNo', 'identityHash', 'identityCipher', 'identityMasked'])
      .where('users.userName', '=', '10000001')
      .executeTakeFirstOrThrow();
    expect(demo).toMatchObject({ identityNo: '', identityMasked: '33**************21' });
    expect(demo.identityHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await refusal(bob, PERSON_AUTH, { ...taken, identityNo: '330106199203150721' })).toBe(
      '该身份证号已被其他账号认证，一个身份证号只能认证一个账号',
    );
  });

  it('is reviewed in the console by finance: refused with a reason the user sees, resubmitted, approved', async () => {
    expect((await log.get(`${REVIEW}/personAuth/items`, editor)).status).toBe(403);
    const waiting = await queueItems('personAuth');
    expect(waiting.map((item) => item.id)).toContain(alice.userId);
    const detail = (await log.get(`${REVIEW}/personAuth/items/${alice.userId}`, finance)).body.data;
    expect(detail).toMatchObject({
      kind: 'PersonAuth',
      title: '胡*满',
      state: 'WaitApprove',
      actions: ['approve', 'refuse'],
      detail: {
        legalName: '胡*满',
        identityNo: `33${'*'.repeat(14)}${ALICE_ID.slice(-2)}`,
        identityValidityType: '1',
        identityEndDate: FAR_FUTURE,
        expired: false,
      },
    });
    // The operator's addresses of the photos are signed for them, and served.
    for (const url of [detail.detail.frontImage, detail.detail.backImage]) {
      expect(url).toMatch(/\?uid=\d+&exp=\d+&sig=/);
      expect((await server.get(url, {}, { signed: false })).status).toBe(200);
    }
    const act = (body: Record<string, unknown>) => log.post(`${REVIEW}/personAuth/actions`, body, finance);
    expect((await act({ action: 'refuse', ids: [alice.userId] })).status).toBe(400);
    const reason = '身份证照片模糊，请重新上传清晰的正反面照片';
    expect((await act({ action: 'refuse', ids: [alice.userId], reason })).body.data.changed).toEqual([
      alice.userId,
    ]);
    expect(await accountOf(alice)).toMatchObject({ state: 'Refuse', rejectReason: reason });
    const notice = (await systemNotices(server, alice)).find((entry) => entry.type === 'personalAuth');
    expect(notice?.content).toContain(reason);

    const front = await uploadPicture(server, alice.token);
    const again = await log.post(
      PERSON_AUTH,
      submission({ frontImage: front, identityValidityType: '0', identityEndDate: undefined }),
      alice,
    );
    expect(again.body.data).toMatchObject({
      state: 'WaitApprove',
      rejectReason: '',
      identityValidityType: '0',
      identityEndDate: null,
    });
    expect((await act({ action: 'approve', ids: [alice.userId] })).body.data.changed).toEqual([alice.userId]);
    expect(await accountOf(alice)).toMatchObject({ state: 'Pass', legalName: '胡*满' });
    expect(await refusal(alice, PERSON_AUTH, submission())).toBe('您已完成实名认证，证件到期后可重新认证');
  });

  it('names the bank from the BIN, and takes a card only with the verified holder', async () => {
    const bin = async (cardNumber: string, headers = {}) =>
      (await log.get(`${BANK_BIN}?cardNumber=${cardNumber}`, alice, headers)).body.data;
    expect(await bin(ICBC_CARD)).toEqual({ bankName: '中国工商银行', cardType: 'debit', problem: null });
    expect(await bin(ICBC_CARD, EN)).toMatchObject({ bankName: 'Industrial and Commercial Bank of China' });
    expect(await bin('622202')).toEqual({ bankName: '中国工商银行', cardType: 'debit', problem: 'format' });
    expect(await bin(UNKNOWN_CARD)).toEqual({ bankName: null, cardType: null, problem: null });
    expect((await bin(`${ICBC_CARD.slice(0, -1)}${(Number(ICBC_CARD.slice(-1)) + 1) % 10}`)).problem).toBe(
      'luhn',
    );

    // Bob has verified nothing: the gate's own prompt.
    const card = { cardNumber: ICBC_CARD, branchName: '杭州西湖支行', holderName: '胡小满' };
    expect(await refusal(bob, BANK_SAVE, { ...card, holderName: '山晚风' }, 'en')).toBe(
      'You have not verified your real name, please verify first',
    );
    expect(await refusal(alice, BANK_SAVE, { ...card, cardNumber: '6222 0212' })).toBe(
      '银行卡号应为15至19位数字',
    );
    expect(
      await refusal(alice, BANK_SAVE, {
        ...card,
        cardNumber: `${ICBC_CARD.slice(0, -1)}${(Number(ICBC_CARD.slice(-1)) + 1) % 10}`,
      }),
    ).toBe('银行卡号有误，请核对后重新输入');
    expect(await refusal(alice, BANK_SAVE, { ...card, holderName: '胡大满' })).toBe(
      '持卡人姓名须与实名认证的姓名（胡*满）一致',
    );
    expect(await refusal(alice, BANK_SAVE, { ...card, cardNumber: UNKNOWN_CARD })).toBe(
      '未能识别该卡的发卡银行，请填写开户银行',
    );

    const typed = await log.post(
      BANK_SAVE,
      { ...card, cardNumber: UNKNOWN_CARD, bankName: '某某农村商业银行' },
      alice,
    );
    expect(typed.body.data).toMatchObject({
      state: 'WaitApprove',
      bankName: '某某农村商业银行',
      cardTail: UNKNOWN_CARD.slice(-4),
    });
    const named = await log.post(
      BANK_SAVE,
      { ...card, cardNumber: ICBC_CARD.replace(/(\d{4})/g, '$1 '), bankName: '别的银行' },
      alice,
    );
    expect(named.body.data).toEqual({
      state: 'WaitApprove',
      bankName: '中国工商银行',
      cardTail: ICBC_CARD.slice(-4),
      branchName: '杭州西湖支行',
      holderName: '胡*满',
      rejectReason: '',
    });
    expect((await log.get(BANK, alice)).body.data).toEqual(named.body.data);
    expect((await accountOf(alice)).existBank).toBe(true);
    const row = await server.db
      .selectFrom('bankCards')
      .selectAll()
      .where('userId', '=', alice.userId)
      .executeTakeFirstOrThrow();
    expect(row.cardCipher).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(ICBC_CARD);

    // Replaced while waiting, it is one item in the queue; finance approves it.
    const cards = await queueItems('bankCard');
    expect(cards.filter((item) => item.id === alice.userId)).toHaveLength(1);
    const detail = (await log.get(`${REVIEW}/bankCard/items/${alice.userId}`, finance)).body.data;
    expect(detail).toMatchObject({
      title: `中国工商银行 尾号${ICBC_CARD.slice(-4)}`,
      detail: {
        bankName: '中国工商银行',
        cardTail: ICBC_CARD.slice(-4),
        branchName: '杭州西湖支行',
        holderName: '胡*满',
        holderVerified: true,
        accountState: 'Pass',
      },
    });
    const approved = await log.post(
      `${REVIEW}/bankCard/actions`,
      { action: 'approve', ids: [alice.userId] },
      finance,
    );
    expect(approved.body.data.changed).toEqual([alice.userId]);
    expect((await log.get(BANK, alice)).body.data.state).toBe('Pass');
  });

  it('counts an ended validity as expired: the gate says so, and the user may verify again', async () => {
    const [free, paid] = [await uploadClip(server, alice.token), await uploadClip(server, alice.token)];
    const drama = {
      title: '付费短剧',
      singlePrice: 1,
      playletPrice: 2,
      freeCount: 1,
      episodes: [
        { title: '第1集', videoUrl: free },
        { title: '第2集', videoUrl: paid },
      ],
    };
    await server.db
      .updateTable('payAccounts')
      .set({ identityValidityType: 'fixed', identityEndDate: Date.now() - 86_400_000 })
      .where('userId', '=', alice.userId)
      .execute();
    const gate = await log.post(PUBLISH, drama, alice, EN);
    expect(gate.body).toMatchObject({
      code: 403,
      msg: 'Your real-name authentication has expired, please re-authenticate',
    });
    expect((await log.post(PUBLISH, drama, alice)).body.msg).toBe('您的实名认证已过期，请重新认证');
    expect(
      await refusal(
        alice,
        BANK_SAVE,
        { cardNumber: ICBC_CARD, branchName: '杭州西湖支行', holderName: '胡小满' },
        'en',
      ),
    ).toBe('Your real-name authentication has expired, please re-authenticate');
    const renewed = await log.post(
      PERSON_AUTH,
      submission({ frontImage: await uploadPicture(server, alice.token) }),
      alice,
    );
    expect(renewed.body.data.state).toBe('WaitApprove');
  });

  it('never answers a full ID or card number, to the owner or to an operator', async () => {
    for (const view of ['all', 'Pass', 'Refuse', 'WaitApprove']) {
      await queueItems('personAuth', view);
      await queueItems('bankCard', view);
    }
    for (const queue of ['personAuth', 'bankCard'])
      await log.get(`${REVIEW}/${queue}/items/${alice.userId}`, finance);
    await log.get(ACCOUNT, alice);
    await log.get(BANK, alice);
    log.expectNoneHolds([ALICE_ID, ALICE_ID.toLowerCase(), ICBC_CARD, UNKNOWN_CARD, '330106199203150721']);
  });

  it('keeps its key in the data folder, readable by the server alone', () => {
    const file = path.join(server.config.dataDir, 'identity.key');
    expect(Buffer.from(fs.readFileSync(file, 'utf8'), 'base64')).toHaveLength(32);
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
