import { z } from 'zod';
import { chinaTimeSchema } from './china-time-schema.js';
import { defineEndpoint } from './endpoint.js';
import { idSchema } from './ids.js';
import { lineText } from './text.js';

/** An 11-digit Chinese mobile number: 1, then 3 to 9, then nine digits (spec 002 §5). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_LENGTH = 4;
/** A session lives 7 days (platform facts: expiresTime 604800). */
export const SESSION_SECONDS = 604_800;

export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, 'phone');
export const smsCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'code');
/** Passwords: 6 to 32 characters, not only spaces. */
export const passwordSchema = z.string().min(6).max(32);

const loginExtras = {
  deviceType: z.literal('PC').default('PC'),
  bizType: lineText(32, { trim: false }).optional(),
  bizCode: lineText(64, { trim: false }).optional(),
  roleKey: lineText(32, { trim: false }).optional(),
  siteId: idSchema.optional(),
  channelId: lineText(64, { trim: false }).optional(),
};

export const loginBody = z.discriminatedUnion('loginType', [
  z.object({
    loginType: z.literal('SMS_CODE'),
    phoneNumber: phoneSchema,
    smsCode: smsCodeSchema,
    ...loginExtras,
  }),
  z.object({
    loginType: z.literal('PASSWORD'),
    /** A public ID or a phone number; clients of the real platform may send either as a number. */
    userName: z.union([
      z
        .number()
        .int()
        .min(0)
        .max(Number.MAX_SAFE_INTEGER)
        .transform((name) => String(name)),
      lineText(32, { min: 1 }),
    ]),
    /** Encrypted in transit with the current AES key (Base64 of AES-128-CBC). */
    password: z.string().min(1).max(512),
    ...loginExtras,
  }),
]);

export const loginResult = z.object({
  accessToken: z.string(),
  userId: z.number().int(),
  /** The session's lifetime in seconds (604800), not a time. */
  expiresTime: z.number().int(),
  /** The account's role keys. */
  roles: z.array(z.string()),
});
export type LoginResult = z.infer<typeof loginResult>;

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/v2/login',
  auth: 'public',
  tag: 'auth',
  summary: 'Log in by SMS code (a new phone registers) or by password',
  body: loginBody,
  kind: 'object',
  response: loginResult,
});

export const sendLoginCode = defineEndpoint({
  method: 'POST',
  path: '/auth/sms/code',
  auth: 'public',
  tag: 'auth',
  summary: 'Send an SMS code (getCodeLogin): one per phone per 60 s, a daily cap, valid 5 minutes',
  body: z.object({ phone: phoneSchema, bizType: z.enum(['login', 'resetPwd']).default('login') }),
  kind: 'object',
  response: z.null(),
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/resetPwd',
  auth: 'public',
  tag: 'auth',
  summary: 'Reset the password with an SMS code (resetPwdPost); every session of the account ends',
  body: z.object({
    phone: phoneSchema,
    code: smsCodeSchema,
    password: passwordSchema,
    /** When sent, it must equal password ('两次输入密码不一致!'). */
    confirmPassword: z.string().max(32).optional(),
  }),
  kind: 'object',
  response: z.null(),
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  auth: 'user',
  tag: 'auth',
  summary: 'Log out: the token is revoked',
  kind: 'object',
  response: z.null(),
});

export const setPassword = defineEndpoint({
  method: 'POST',
  path: '/app/user/password',
  auth: 'user',
  tag: 'auth',
  summary: 'Set a password, or change it (oldPassword required then); other sessions end',
  body: z.object({ oldPassword: z.string().max(32).optional(), newPassword: passwordSchema }),
  kind: 'object',
  response: z.null(),
});

export const anonymousDevice = defineEndpoint({
  method: 'POST',
  path: '/app/api/ai/noLogin',
  auth: 'public',
  tag: 'auth',
  summary: 'Register an anonymous device identity for tracking (aiNoLogin)',
  body: z.object({ imei: lineText(64, { min: 8 }) }),
  kind: 'object',
  response: z.object({ imei: z.string(), firstSeen: chinaTimeSchema }),
});

export const devLatestSmsCode = defineEndpoint({
  method: 'GET',
  path: '/dev/sms/latest',
  auth: 'public',
  tag: 'development',
  summary: 'Outside production: the latest code the console SMS sink sent to a phone',
  query: z.object({ phone: phoneSchema, bizType: z.enum(['login', 'resetPwd']).default('login') }),
  kind: 'object',
  response: z.object({ code: z.string(), sentAt: chinaTimeSchema }),
});

/** App-scan login: the PC shows a QR code of our own mobile confirm page and polls until it is confirmed. */
export const QR_LOGIN_SECONDS = 120;

export const qrCodeId = defineEndpoint({
  method: 'GET',
  path: '/auth/qrcode/id',
  auth: 'public',
  tag: 'auth',
  summary: 'A new app-scan login code (getQrCodeId), valid 2 minutes',
  kind: 'object',
  response: z.object({ qrCodeId: z.string(), confirmPath: z.string(), expiresAt: chinaTimeSchema }),
});

export const qrLoginState = z.enum(['waiting', 'scanned']);

export const qrCodeLogin = defineEndpoint({
  method: 'GET',
  path: '/auth/qrcode/login',
  auth: 'public',
  tag: 'auth',
  summary:
    'Poll an app-scan code (loginInfoQrCodeId): the token once confirmed, the state before, code 410 "QR code invalid" after expiry',
  query: z.object({ qrCodeId: z.string().min(16).max(64) }),
  kind: 'object',
  response: z.union([loginResult, z.object({ state: qrLoginState })]),
});

export const qrCodeScan = defineEndpoint({
  method: 'POST',
  path: '/auth/qrcode/scan',
  auth: 'user',
  tag: 'auth',
  summary: 'The logged-in device opened the confirm page of a code',
  body: z.object({ qrCodeId: z.string().min(16).max(64) }),
  kind: 'object',
  response: z.object({ expiresAt: chinaTimeSchema }),
});

export const qrCodeConfirm = defineEndpoint({
  method: 'POST',
  path: '/auth/qrcode/confirm',
  auth: 'user',
  tag: 'auth',
  summary: 'Confirm (or refuse) logging in the PC that shows the code',
  body: z.object({ qrCodeId: z.string().min(16).max(64), accept: z.boolean().default(true) }),
  kind: 'object',
  response: z.null(),
});
