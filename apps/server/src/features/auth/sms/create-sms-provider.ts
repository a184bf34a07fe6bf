import { ConfigError, type Config } from '../../../platform/config.js';
import { AliyunSmsProvider } from './aliyun-sms.js';
import { ConsoleSmsProvider, type SmsLogger } from './console-sms.js';

const ALIYUN_VARIABLES = {
  accessKeyId: 'ALIYUN_SMS_ACCESS_KEY_ID',
  accessKeySecret: 'ALIYUN_SMS_ACCESS_KEY_SECRET',
  signName: 'ALIYUN_SMS_SIGN_NAME',
  templateCode: 'ALIYUN_SMS_TEMPLATE_CODE',
} as const;

/** The console sink by default; Alibaba Cloud SMS when SMS_PROVIDER=aliyun, which needs all its settings. */
export function createSmsProvider(
  config: Pick<Config, 'sms'>,
  logger: SmsLogger,
): ConsoleSmsProvider | AliyunSmsProvider {
  if (config.sms.provider !== 'aliyun') return new ConsoleSmsProvider(logger);

  const { endpoint, accessKeyId, accessKeySecret, signName, templateCode } = config.sms.aliyun;
  const settings = { accessKeyId, accessKeySecret, signName, templateCode };
  const missing = (Object.keys(ALIYUN_VARIABLES) as (keyof typeof ALIYUN_VARIABLES)[])
    .filter((key) => !settings[key])
    .map((key) => ALIYUN_VARIABLES[key]);
  if (!accessKeyId || !accessKeySecret || !signName || !templateCode) {
    throw new ConfigError(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
  }
  return new AliyunSmsProvider({ endpoint, accessKeyId, accessKeySecret, signName, templateCode });
}
