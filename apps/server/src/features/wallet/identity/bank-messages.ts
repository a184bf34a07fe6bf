import type { Lang } from '../../../platform/http/lang.js';
import type { BankCode } from './card-bins.js';

/** The banks of the BIN list, as they name themselves and in English (part of the wallet's catalogue). */
export const bankMessages = {
  'identity.bank.ICBC': { zh: '中国工商银行', en: 'Industrial and Commercial Bank of China' },
  'identity.bank.ABC': { zh: '中国农业银行', en: 'Agricultural Bank of China' },
  'identity.bank.BOC': { zh: '中国银行', en: 'Bank of China' },
  'identity.bank.CCB': { zh: '中国建设银行', en: 'China Construction Bank' },
  'identity.bank.COMM': { zh: '交通银行', en: 'Bank of Communications' },
  'identity.bank.PSBC': { zh: '中国邮政储蓄银行', en: 'Postal Savings Bank of China' },
  'identity.bank.CMB': { zh: '招商银行', en: 'China Merchants Bank' },
  'identity.bank.CITIC': { zh: '中信银行', en: 'China CITIC Bank' },
  'identity.bank.CEB': { zh: '中国光大银行', en: 'China Everbright Bank' },
  'identity.bank.HXB': { zh: '华夏银行', en: 'Hua Xia Bank' },
  'identity.bank.CMBC': { zh: '中国民生银行', en: 'China Minsheng Bank' },
  'identity.bank.CGB': { zh: '广发银行', en: 'China Guangfa Bank' },
  'identity.bank.PAB': { zh: '平安银行', en: 'Ping An Bank' },
  'identity.bank.SPDB': { zh: '上海浦东发展银行', en: 'Shanghai Pudong Development Bank' },
  'identity.bank.CIB': { zh: '兴业银行', en: 'Industrial Bank' },
  'identity.bank.BJB': { zh: '北京银行', en: 'Bank of Beijing' },
  'identity.bank.SHB': { zh: '上海银行', en: 'Bank of Shanghai' },
  'identity.bank.NBCB': { zh: '宁波银行', en: 'Bank of Ningbo' },
  'identity.bank.JSB': { zh: '江苏银行', en: 'Bank of Jiangsu' },
  'identity.bank.HZB': { zh: '杭州银行', en: 'Bank of Hangzhou' },
} as const satisfies Record<`identity.bank.${BankCode}`, Record<Lang, string>>;
