import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type Messages } from './translator';

function translator(zh: Messages, en: Messages = {}, language = 'zh-CN') {
  return createTranslator({
    language,
    fallbackLanguage: 'zh-CN',
    resources: { 'zh-CN': { translation: zh }, 'en-US': { translation: en } },
  });
}

describe('translator', () => {
  it('finds nested keys and fills every value', () => {
    const { t } = translator({ a: { b: { c: '你好，{{name}}！{{name}} 有 {{n}} 条' } } });
    expect(t('a.b.c', { name: '小狐', n: 3 })).toBe('你好，小狐！小狐 有 3 条');
    expect(t('a.b.c', { name: '<b>' })).toBe('你好，<b>！<b> 有 {{n}} 条');
    expect(t('a.b.c', { name: null, n: undefined })).toBe('你好，！ 有  条');
  });

  it('leaves a value that looks like a placeholder as it is', () => {
    const { t } = translator({ hi: '{{a}} and {{b}}' });
    expect(t('hi', { a: '{{b}}', b: 'B' })).toBe('{{b}} and B');
  });

  it('picks the plural form of the language by count', () => {
    const en = { plays_one: '{{count}} play', plays: '{{count}} plays', items_other: '{{count}} items' };
    const i18n = translator({ plays: '{{count}}次播放' }, en, 'en-US');
    expect(i18n.t('plays', { count: 1 })).toBe('1 play');
    expect(i18n.t('plays', { count: 2 })).toBe('2 plays');
    expect(i18n.t('plays', { count: 0 })).toBe('0 plays');
    expect(i18n.t('items', { count: 1 })).toBe('1 items');
    expect(i18n.t('plays', { count: '1.2万' })).toBe('1.2万 plays');
    expect(i18n.getFixedT('zh-CN')('plays', { count: 1 })).toBe('1次播放');
  });

  it('uses the one plural form Chinese has, whatever the count', () => {
    const zh = { items_one: '单数', items_other: '{{count}} 个', items: '无数' };
    const i18n = translator(zh, { items_one: 'one item', items_other: '{{count}} items' });
    expect(i18n.t('items', { count: 1 })).toBe('1 个');
    expect(i18n.t('items', { count: 5 })).toBe('5 个');
    expect(i18n.getFixedT('en-US')('items', { count: 1 })).toBe('one item');
    expect(i18n.getFixedT('en-US')('items', { count: 5 })).toBe('5 items');
  });

  it('prefers a zero form for a count of 0', () => {
    const { t } = translator({ likes_zero: '还没有赞', likes: '{{count}} 个赞' });
    expect(t('likes', { count: 0 })).toBe('还没有赞');
    expect(t('likes', { count: 1 })).toBe('1 个赞');
  });

  it('falls back to the fallback language, then to the key', () => {
    const i18n = translator({ only: { zh: '仅中文' }, both: '中' }, { both: 'EN' }, 'en-US');
    expect(i18n.t('both')).toBe('EN');
    expect(i18n.t('only.zh')).toBe('仅中文');
    expect(i18n.t('missing.key', { x: 1 })).toBe('missing.key');
    expect(i18n.t('only')).toBe('only');
    expect(i18n.exists('only.zh')).toBe(true);
    expect(i18n.exists('missing.key', { lng: 'en-US' })).toBe(false);
    expect(i18n.t('toString')).toBe('toString');
  });

  it('keeps an empty text and answers lists when asked for them', () => {
    const i18n = translator({ empty: '', days: ['日', '一'] });
    expect(i18n.t('empty')).toBe('');
    expect(i18n.t('days', { returnObjects: true })).toEqual(['日', '一']);
    expect(i18n.t('days')).toBe('days');
  });

  it('translates into the language given, whatever the current one', () => {
    const i18n = translator({ hi: '你好' }, { hi: 'Hello' });
    expect(i18n.getFixedT('en-US')('hi')).toBe('Hello');
    expect(i18n.t('hi', { lng: 'en-US' })).toBe('Hello');
    expect(i18n.getFixedT('en-US')('hi', { lng: 'zh-CN' })).toBe('你好');
  });

  it('merges added texts deeply without overwriting, and leaves the bundles untouched', () => {
    const i18n = translator({ sites: { title: '站点', nested: { a: 'A' } } });
    const bundle = { sites: { title: '新站点', more: '更多', nested: { a: 'X', b: 'B' } }, other: 'O' };
    i18n.addResourceBundle('zh-CN', 'translation', bundle, true, false);
    expect(i18n.t('sites.title')).toBe('站点');
    expect(i18n.t('sites.more')).toBe('更多');
    expect(i18n.t('sites.nested.a')).toBe('A');
    expect(i18n.t('sites.nested.b')).toBe('B');
    expect(i18n.t('other')).toBe('O');
    expect(bundle.sites.nested).toEqual({ a: 'X', b: 'B' });

    i18n.addResourceBundle('zh-CN', 'translation', { sites: { title: '改' } }, true, true);
    expect(i18n.t('sites.title')).toBe('改');
    i18n.addResourceBundle('fr-FR', 'translation', { hi: 'Salut' }, true, false);
    expect(i18n.getFixedT('fr-FR')('hi')).toBe('Salut');
  });

  it('tells subscribers when the language changes, and only then', async () => {
    const i18n = translator({ hi: '你好' }, { hi: 'Hello' });
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);

    const t = await i18n.changeLanguage('en-US');
    expect(i18n.language).toBe('en-US');
    expect(t('hi')).toBe('Hello');
    expect(i18n.t('hi')).toBe('Hello');
    expect(listener).toHaveBeenCalledTimes(1);

    await i18n.changeLanguage('en-US');
    expect(listener).toHaveBeenCalledTimes(1);

    await i18n.changeLanguage('xx-XX');
    expect(i18n.language).toBe('zh-CN');
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    await i18n.changeLanguage('en-US');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
