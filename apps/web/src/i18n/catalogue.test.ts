import { describe, expect, it } from 'vitest';
import { entryFlows } from '../app/route-map';
import { pageRoutes } from '../app/route-helpers';
import { i18n } from './i18n';
import { dayjsLocaleOf, langHeaderOf, readStoredLanguage } from './language';

describe('catalogues', () => {
  it.each(['zh-CN', 'en-US'])('name every route and flow in %s', (language) => {
    const t = i18n.getFixedT(language);
    for (const route of pageRoutes) {
      expect(i18n.exists(`route.${route.key}`, { lng: language }), route.key).toBe(true);
    }
    for (const flow of entryFlows) {
      expect(i18n.exists(`flow.${flow.key}`, { lng: language }), flow.key).toBe(true);
    }
    expect(t('app.name')).toBe(language === 'zh-CN' ? '狐狐视界' : 'Foxview');
  });
});

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
