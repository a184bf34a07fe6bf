/**
 * The portal's catalogues and how a text is found in them: nested keys ('a.b.c'), `{{name}}` values, a
 * plural form chosen by `count`, the fallback language for what a language lacks, and the key itself for
 * what no catalogue has. Nothing here knows React, so requests, stores and tests translate exactly as the
 * screens do.
 */

/** A block of a catalogue: texts, nested blocks, and a few lists (the weekday names). */
export type Messages = { [name: string]: unknown };

/** Values named in the text (`{{name}}`); `count` also picks the plural form, `lng` another language. */
export type TranslateOptions = Readonly<Record<string, unknown>>;

export interface TFunction {
  /** The entry as it is stored, for the few that are lists rather than one text. */
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

export interface Translator {
  readonly language: string;
  /** Translates into the current language. */
  readonly t: TFunction;
  /** Translates into one language whatever the current one is. */
  getFixedT(language: string): TFunction;
  exists(key: string, options?: { lng?: string }): boolean;
  /** A language without any catalogue falls back to the fallback language. */
  changeLanguage(language: string): Promise<TFunction>;
  /**
   * Adds texts a page brings with it. `deep` merges nested blocks; without `overwrite` a text already in
   * the catalogue stays as it is.
   */
  addResourceBundle(
    language: string,
    namespace: string,
    bundle: Messages,
    deep?: boolean,
    overwrite?: boolean,
  ): Translator;
  /** Called after every change of language; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface TranslatorSetup {
  language: string;
  fallbackLanguage: string;
  /** Catalogues by language, then by namespace; texts are read from `translation`. */
  resources: Record<string, Record<string, Messages>>;
}

const NAMESPACE = 'translation';
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

function isBlock(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function find(messages: unknown, key: string): unknown {
  let found = messages;
  for (const part of key.split('.')) {
    if (typeof found !== 'object' || found === null || !Object.hasOwn(found, part)) return undefined;
    found = (found as Messages)[part];
  }
  return found;
}

/** Copies as it merges: the feature modules' own message objects are never changed. */
function merge(target: Messages, source: Messages, overwrite: boolean): Messages {
  const merged: Messages = { ...target };
  for (const [name, value] of Object.entries(source)) {
    const present = merged[name];
    if (!Object.hasOwn(merged, name)) merged[name] = value;
    else if (isBlock(present) && isBlock(value)) merged[name] = merge(present, value, overwrite);
    else if (overwrite) merged[name] = value;
  }
  return merged;
}

const pluralRules = new Map<string, Intl.PluralRules | null>();

function pluralForm(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (rules === undefined) {
    try {
      rules = new Intl.PluralRules(language);
    } catch {
      rules = null;
    }
    pluralRules.set(language, rules);
  }
  return rules?.select(count) ?? 'other';
}

/** The keys to try in one language, most specific first: `key_zero` for 0, `key_one`, `key_other`, `key`. */
function candidates(key: string, language: string, count: unknown): string[] {
  if (typeof count !== 'number') return [key];
  const keys = [`${key}_${pluralForm(language, count)}`, `${key}_other`, key];
  if (count === 0) keys.unshift(`${key}_zero`);
  return keys;
}

/** Fills each `{{name}}` the options carry; a value given as null or undefined leaves nothing. */
function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(options, key)) return placeholder;
    const value = options[key];
    return value == null ? '' : String(value);
  });
}

export function createTranslator(setup: TranslatorSetup): Translator {
  const store = { ...setup.resources };
  const listeners = new Set<() => void>();
  let current = setup.language;

  function resolve(key: string, language: string, count: unknown): unknown {
    for (const code of new Set([language, setup.fallbackLanguage])) {
      for (const candidate of candidates(key, code, count)) {
        const found = find(store[code]?.[NAMESPACE], candidate);
        if (found != null) return found;
      }
    }
    return undefined;
  }

  function fixedT(language?: string): TFunction {
    return ((key: string, options?: TranslateOptions) => {
      const lng = typeof options?.lng === 'string' && options.lng ? options.lng : (language ?? current);
      const found = resolve(key, lng, options?.count);
      if (typeof found === 'string') return interpolate(found, options);
      return found !== undefined && options?.returnObjects === true ? found : key;
    }) as TFunction;
  }

  const translator: Translator = {
    get language() {
      return current;
    },
    t: fixedT(),
    getFixedT: (language) => fixedT(language),
    exists: (key, options) => resolve(key, options?.lng || current, undefined) !== undefined,
    changeLanguage(language) {
      const next = store[language] ? language : setup.fallbackLanguage;
      if (next !== current) {
        current = next;
        for (const listener of [...listeners]) listener();
      }
      return Promise.resolve(translator.t);
    },
    addResourceBundle(language, namespace, bundle, deep = false, overwrite = false) {
      const present = store[language]?.[namespace] ?? {};
      const next = deep ? merge(present, bundle, overwrite) : { ...present, ...bundle };
      store[language] = { ...store[language], [namespace]: next };
      return translator;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return translator;
}
