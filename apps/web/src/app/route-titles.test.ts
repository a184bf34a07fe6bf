import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { pageRoutes } from './route-helpers';
import { entryFlows } from './route-map';

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
