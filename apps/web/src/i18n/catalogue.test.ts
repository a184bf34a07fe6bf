import { describe, expect, it } from 'vitest';
import { dayjsLocaleOf, langHeaderOf, readStoredLanguage } from './language';

describe('language', () => {
  it('reads the stored choice and falls back to Chinese', () => {
    expect(readStoredLanguage({ getItem: () => 'en-US' })).toBe('en-US');
    expect(readStoredLanguage({ getItem: () => 'fr-FR' })).toBe('zh-CN');
    expect(readStoredLanguage({ getItem: () => null })).toBe('zh-CN');
    expect(
      readStoredLanguage({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('zh-CN');
  });

  it('names the language for the server and dayjs', () => {
    expect(langHeaderOf('en-US')).toBe('en_US');
    expect(langHeaderOf('zh-CN')).toBe('zh_CN');
    expect(dayjsLocaleOf('zh-CN')).toBe('zh-cn');
    expect(dayjsLocaleOf('en-US')).toBe('en');
  });
});
