import type { ChinaTimeIssueParams, DecimalIssueParams, TextIssueParams, TextRule } from '@fox/contracts';
import type { z } from 'zod';
import { translate, typeNames, type Lang, type MessageKey } from './messages.js';

export type InputPlace = 'query' | 'params' | 'body';

/**
 * Turns zod issues into one message naming each field and the rule it broke, in the caller's language.
 * At most three issues are named so that a badly wrong request still gets a readable answer.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], place: InputPlace, lang: Lang): string {
  const parts = issues.slice(0, 3).map((issue) => describeIssue(issue, place, lang));
  return parts.join(translate('validation.separator', lang));
}

/**
 * Field names come from the contracts, except the keys of free-form maps and unknown keys, which come
 * from the request: only a key that looks like a field name is repeated in a message.
 */
const PRINTABLE_KEY = /^[A-Za-z0-9_$-]{1,40}$/;
const printableKey = (key: PropertyKey) =>
  typeof key === 'number' || PRINTABLE_KEY.test(String(key)) ? String(key) : '…';

function fieldName(issue: z.core.$ZodIssue, place: InputPlace, lang: Lang): string {
  if (issue.path.length > 0) return issue.path.map(printableKey).join('.');
  return place === 'body' ? translate('validation.body', lang) : place;
}

const textRuleMessages: Record<TextRule, MessageKey> = {
  lineBreak: 'validation.textLineBreak',
  control: 'validation.textControl',
  surrogate: 'validation.textSurrogate',
  direction: 'validation.textDirection',
  invisible: 'validation.textInvisible',
};

/** The shared contract rules (decimal numbers, user text) raise custom issues that say which rule broke. */
function describeRule(issue: z.core.$ZodIssueCustom, field: string, lang: Lang): string {
  const params = issue.params as
    Partial<TextIssueParams> | Partial<DecimalIssueParams> | Partial<ChinaTimeIssueParams> | undefined;
  if (params?.rule === 'decimal') return translate('validation.decimal', lang, { field });
  if (params?.rule === 'chinaTime') return translate('validation.chinaTime', lang, { field });
  if (params?.rule === 'text' && params.problem && params.problem in textRuleMessages) {
    return translate(textRuleMessages[params.problem], lang, { field, char: params.char ?? '' });
  }
  return translate('validation.invalid', lang, { field });
}

function describeIssue(issue: z.core.$ZodIssue, place: InputPlace, lang: Lang): string {
  const field = fieldName(issue, place, lang);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return translate('validation.required', lang, { field });
      const expected = typeNames[issue.expected]?.[lang] ?? issue.expected;
      return translate('validation.type', lang, { field, expected });
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return translate('validation.minLength', lang, { field, min });
      if (issue.origin === 'array' || issue.origin === 'set')
        return translate('validation.minItems', lang, { field, min });
      return translate(issue.inclusive === false ? 'validation.minExclusive' : 'validation.min', lang, {
        field,
        min,
      });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return translate('validation.maxLength', lang, { field, max });
      if (issue.origin === 'array' || issue.origin === 'set')
        return translate('validation.maxItems', lang, { field, max });
      return translate(issue.inclusive === false ? 'validation.maxExclusive' : 'validation.max', lang, {
        field,
        max,
      });
    }
    case 'invalid_format':
      return translate('validation.format', lang, { field, format: issue.format });
    case 'invalid_value':
      return translate('validation.oneOf', lang, { field, values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys': {
      const keys = issue.keys.filter((key) => PRINTABLE_KEY.test(key)).slice(0, 5);
      if (keys.length === 0) return translate('validation.unknownKeysUnnamed', lang);
      return translate('validation.unknownKeys', lang, { keys: keys.join(', ') });
    }
    case 'custom':
      return describeRule(issue, field, lang);
    default:
      return translate('validation.invalid', lang, { field });
  }
}
