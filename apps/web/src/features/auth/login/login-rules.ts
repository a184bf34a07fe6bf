import { PHONE_PATTERN, SMS_CODE_LENGTH } from '@fox/contracts';

/**
 * The login and reset-password rules (spec 002 §5) as pure checks. Each answers the i18n key of its
 * message, or null when the value passes; the forms and their submit buttons both read them.
 */
export type RuleMessage =
  | 'login.rules.phone'
  | 'login.rules.code'
  | 'login.rules.account'
  | 'login.rules.password'
  | 'login.rules.terms'
  | 'login.rules.newPassword'
  | 'login.rules.newPasswordLength'
  | 'login.rules.confirm'
  | 'login.rules.mismatch'
  | 'login.rules.oldPassword';

/** Spec 002 §5: the reset form's inputs take at most 11 characters (the phone). */
export const PHONE_MAX_LENGTH = 11;
/** Passwords the server accepts: 6 to 32 characters. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 32;
export const ACCOUNT_MAX_LENGTH = 32;

const codePattern = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

export const phoneRule = (phone: string | undefined): RuleMessage | null =>
  PHONE_PATTERN.test((phone ?? '').trim()) ? null : 'login.rules.phone';

export const codeRule = (code: string | undefined): RuleMessage | null =>
  codePattern.test((code ?? '').trim()) ? null : 'login.rules.code';

export const accountRule = (account: string | undefined): RuleMessage | null =>
  (account ?? '').trim() ? null : 'login.rules.account';

export const passwordRule = (password: string | undefined): RuleMessage | null =>
  password ? null : 'login.rules.password';

export const termsRule = (agreed: boolean | undefined): RuleMessage | null =>
  agreed ? null : 'login.rules.terms';

/** A new password: required ('请输入密码'), then 6 to 32 characters. */
export function newPasswordRule(password: string | undefined): RuleMessage | null {
  if (!password) return 'login.rules.newPassword';
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    return 'login.rules.newPasswordLength';
  }
  return null;
}

/** The confirmation: required ('请再次输入密码'), then equal ('两次输入密码不一致!'). */
export function confirmRule(password: string | undefined, confirm: string | undefined): RuleMessage | null {
  if (!confirm) return 'login.rules.confirm';
  return confirm === password ? null : 'login.rules.mismatch';
}

export interface SmsLoginValues {
  phone?: string;
  code?: string;
  agreed?: boolean;
}

export interface PasswordLoginValues {
  account?: string;
  password?: string;
  agreed?: boolean;
}

export interface ResetPasswordValues {
  phone?: string;
  code?: string;
  password?: string;
  confirm?: string;
  agreed?: boolean;
}

const allPass = (...results: (RuleMessage | null)[]) => results.every((result) => result === null);

/** Spec 002 §5: the login button stays disabled until the inputs are valid. */
export const canSubmitSmsLogin = (v: SmsLoginValues) =>
  allPass(phoneRule(v.phone), codeRule(v.code), termsRule(v.agreed));

export const canSubmitPasswordLogin = (v: PasswordLoginValues) =>
  allPass(accountRule(v.account), passwordRule(v.password), termsRule(v.agreed));

export const canSubmitResetPassword = (v: ResetPasswordValues) =>
  allPass(
    phoneRule(v.phone),
    codeRule(v.code),
    newPasswordRule(v.password),
    confirmRule(v.password, v.confirm),
    termsRule(v.agreed),
  );
