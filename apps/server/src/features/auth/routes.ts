import { auth, formatChinaTime } from '@fox/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import { tablesOf } from '../../platform/db/tables.js';
import type { Feature } from '../../platform/feature.js';
import { looksEncrypted } from '../../platform/http/signing/signature.js';
import { isClientBeforeSigning } from '../../platform/http/signing/verify.js';
import { accountByPhone } from '../users/index.js';
import { loginByPassword, loginBySms, resetPassword, setPassword } from './login-service.js';
import { confirmQrLogin, createQrLogin, pollQrLogin, scanQrLogin } from './qr-login.js';
import { revokeToken, sessionTokenOf } from './sessions.js';
import { ConsoleSmsProvider } from './sms/console-sms.js';
import { createSmsProvider } from './sms/create-sms-provider.js';
import { sendCode } from './sms-codes.js';
import type { AuthTables } from './tables.js';
import { registerWechatRoutes } from './wechat-routes.js';
import { authMessages } from './messages.js';

/** Per client address: generous for people, tight for scripts guessing codes or passwords. */
const LOGIN_LIMIT = { max: 30, windowMs: 60_000 };
const CODE_LIMIT = { max: 10, windowMs: 60_000 };

export const authFeature: Feature = {
  name: 'auth',
  messages: authMessages,
  install({ router, platform }) {
    const { db } = platform.database;
    const { bus } = platform;
    const sms = createSmsProvider(platform.config, platform.log);
    const keyring = platform.keyring;
    // A client of the real platform older than signing (no signed header, an old Version, served by the
    // legacy and off policies) also predates the encrypted password, so its password is read as sent.
    const legacyClient = (request: FastifyRequest) =>
      platform.config.signatureCheck !== 'on' && isClientBeforeSigning(request);
    const readPassword = (request: FastifyRequest) => async (sent: string) => {
      const text = await keyring.decryptText(sent);
      if (text !== null) return text;
      if (legacyClient(request)) return sent;
      // Not readable with the live keys: either keys that rotated away (reload and retry) or no encryption.
      if (looksEncrypted(sent)) return null;
      throw new AppError(400, 'login.passwordNotEncrypted');
    };

    router.handle(
      auth.sendLoginCode,
      async ({ body }) => {
        // Login codes always go out (a new number registers); reset codes only to numbers with an account.
        const deliver = body.bizType === 'login' || (await accountByPhone(db, body.phone)) !== undefined;
        try {
          await sendCode(db, sms, body.phone, body.bizType, { deliver });
        } catch (error) {
          if (error instanceof AppError) throw error;
          platform.log.error({ err: error, provider: sms.name }, 'SMS provider refused a code');
          throw new AppError(500, 'sms.sendFailed');
        }
        return null;
      },
      { rateLimit: CODE_LIMIT },
    );

    router.handle(
      auth.login,
      async ({ body, request }) =>
        body.loginType === 'SMS_CODE'
          ? loginBySms(db, body)
          : loginByPassword(db, readPassword(request), body, request.ip),
      { rateLimit: LOGIN_LIMIT },
    );

    router.handle(auth.logout, async ({ request }) => {
      const token = sessionTokenOf(request);
      if (token) await revokeToken(db, bus, token, 'logout');
      return null;
    });

    router.handle(
      auth.resetPassword,
      async ({ body }) => {
        await resetPassword(db, bus, body);
        return null;
      },
      { rateLimit: LOGIN_LIMIT },
    );

    router.handle(auth.setPassword, async ({ body, user, request }) => {
      await setPassword(db, bus, user.id, sessionTokenOf(request), body);
      return null;
    });

    router.handle(auth.anonymousDevice, async ({ body }) => {
      const devices = tablesOf<AuthTables>(db);
      const now = Date.now();
      const updated = await devices
        .updateTable('devices')
        .set({ lastSeen: now })
        .where('imei', '=', body.imei)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await devices
          .insertInto('devices')
          .values({ imei: body.imei, firstSeen: now, lastSeen: now })
          .onConflict((oc) => oc.column('imei').doUpdateSet({ lastSeen: now }))
          .execute();
      }
      const device = await devices
        .selectFrom('devices')
        .select(['imei', 'firstSeen'])
        .where('imei', '=', body.imei)
        .executeTakeFirstOrThrow();
      return { imei: device.imei, firstSeen: formatChinaTime(Number(device.firstSeen)) };
    });

    router.handle(auth.qrCodeId, async () => createQrLogin(db));
    router.handle(auth.qrCodeLogin, async ({ query }) => pollQrLogin(db, query.qrCodeId));
    router.handle(auth.qrCodeScan, async ({ body }) => scanQrLogin(db, body.qrCodeId));
    router.handle(auth.qrCodeConfirm, async ({ body, user }) => {
      await confirmQrLogin(db, body.qrCodeId, user.id, body.accept);
      return null;
    });

    router.handle(auth.devLatestSmsCode, async ({ query }) => {
      if (platform.config.env === 'production' || !(sms instanceof ConsoleSmsProvider)) {
        throw new AppError(404, 'dev.unavailable');
      }
      const latest = sms.latest(query.phone, query.bizType);
      if (!latest) throw new AppError(404, 'dev.noCode');
      return { code: latest.code, sentAt: formatChinaTime(latest.sentAt.getTime()) };
    });

    registerWechatRoutes(router, platform);
  },
};
