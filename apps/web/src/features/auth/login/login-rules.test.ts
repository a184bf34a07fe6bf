import { describe, expect, it } from 'vitest';
import {
  accountRule,
  canSubmitPasswordLogin,
  canSubmitResetPassword,
  canSubmitSmsLogin,
  codeRule,
  confirmRule,
  newPasswordRule,
  passwordRule,
  phoneRule,
  termsRule,
} from './login-rules';
import { zhCN } from '../../../i18n/zh-CN';

describe('login rules (spec 002 §5)', () => {
  it('accepts an 11-digit mobile number starting with 1 then 3 to 9', () => {
    expect(phoneRule('13800000001')).toBeNull();
    expect(phoneRule(' 19912345678 ')).toBeNull();
    for (const bad of [
      '',
      undefined,
      '12800000001',
      '1380000000',
      '138000000011',
      '1380000000a',
      '23800000001',
    ]) {
      expect(phoneRule(bad), String(bad)).toBe('login.rules.phone');
    }
  });

  it('wants a 4-digit code, an account, a password and the ticked terms', () => {
    expect(codeRule('1234')).toBeNull();
    expect(codeRule('123')).toBe('login.rules.code');
    expect(codeRule('12a4')).toBe('login.rules.code');
    expect(accountRule('10000004')).toBeNull();
    expect(accountRule('  ')).toBe('login.rules.account');
    expect(passwordRule('x')).toBeNull();
    expect(passwordRule('')).toBe('login.rules.password');
    expect(termsRule(true)).toBeNull();
    expect(termsRule(false)).toBe('login.rules.terms');
    expect(termsRule(undefined)).toBe('login.rules.terms');
  });

  it('checks a new password and its confirmation', () => {
    expect(newPasswordRule('')).toBe('login.rules.newPassword');
    expect(newPasswordRule('12345')).toBe('login.rules.newPasswordLength');
    expect(newPasswordRule('x'.repeat(33))).toBe('login.rules.newPasswordLength');
    expect(newPasswordRule('fox123456')).toBeNull();
    expect(confirmRule('fox123456', '')).toBe('login.rules.confirm');
    expect(confirmRule('fox123456', 'fox123457')).toBe('login.rules.mismatch');
    expect(confirmRule('fox123456', 'fox123456')).toBeNull();
  });

  it('keeps the spec messages verbatim in zh-CN', () => {
    expect(zhCN.login.rules).toMatchObject({
      phone: '请输入正确的手机号',
      code: '请输入验证码',
      account: '请输入账号',
      password: '请输入登录密码',
      terms: '请勾选服务条款和隐私协议',
      newPassword: '请输入密码',
      confirm: '请再次输入密码',
      mismatch: '两次输入密码不一致!',
    });
    expect(zhCN.login.success).toBe('登录成功');
    expect(zhCN.login.smsTooFrequent).toBe('短信发送过于频繁');
    expect(zhCN.password).toMatchObject({ set: '设置成功', changed: '修改成功' });
  });

  it('enables the login buttons only when every input is valid', () => {
    expect(canSubmitSmsLogin({ phone: '13800000001', code: '1234', agreed: true })).toBe(true);
    expect(canSubmitSmsLogin({ phone: '13800000001', code: '1234', agreed: false })).toBe(false);
    expect(canSubmitSmsLogin({ phone: '1380000000', code: '1234', agreed: true })).toBe(false);
    expect(canSubmitPasswordLogin({ account: '10000004', password: 'fox123456', agreed: true })).toBe(true);
    expect(canSubmitPasswordLogin({ account: '10000004', password: '', agreed: true })).toBe(false);
    const reset = {
      phone: '13800000001',
      code: '1234',
      password: 'fox123456',
      confirm: 'fox123456',
      agreed: true,
    };
    expect(canSubmitResetPassword(reset)).toBe(true);
    expect(canSubmitResetPassword({ ...reset, confirm: 'fox12345' })).toBe(false);
    expect(canSubmitResetPassword({ ...reset, agreed: false })).toBe(false);
  });
});
