import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config.js';
import { AliyunSmsProvider } from './aliyun-sms.js';
import { ConsoleSmsProvider } from './console-sms.js';
import { createSmsProvider } from './create-sms-provider.js';

const logger = { info: () => {} };
const allAliyun = {
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: '狐狸社区',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
};

describe('createSmsProvider', () => {
  it('uses the console sink by default', () => {
    expect(createSmsProvider(loadConfig({}), logger)).toBeInstanceOf(ConsoleSmsProvider);
  });

  it('uses Alibaba Cloud when SMS_PROVIDER=aliyun and every setting is there', () => {
    const provider = createSmsProvider(loadConfig(allAliyun), logger);
    expect(provider).toBeInstanceOf(AliyunSmsProvider);
    expect(provider.name).toBe('aliyun');
  });

  it('names the missing settings, in a fixed order', () => {
    const { ALIYUN_SMS_ACCESS_KEY_ID: _id, ALIYUN_SMS_SIGN_NAME: _sign, ...partial } = allAliyun;
    const make = () => createSmsProvider(loadConfig(partial), logger);
    expect(make).toThrow(ConfigError);
    expect(make).toThrow('SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_SIGN_NAME');
  });

  it('names all four when none is set (an empty variable counts as unset)', () => {
    const make = () =>
      createSmsProvider(loadConfig({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_TEMPLATE_CODE: '' }), logger);
    expect(make).toThrow(
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, ' +
        'ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_CODE',
    );
  });
});
