import { chinaTimeSchema, idSchema, lineText, nameText } from '@fox/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { describeIssues } from './validation-message.js';

const schema = z.object({
  name: z.string().min(2).max(16),
  age: z.number().int().min(0),
  kind: z.enum(['Video', 'Article']),
  tags: z.array(z.string()).max(2),
  email: z.email().optional(),
});

const issuesOf = (value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues;
};

const valid = { name: 'fox', age: 3, kind: 'Video', tags: [] };

describe('describeIssues', () => {
  it('names a missing field', () => {
    const { name: _name, ...rest } = valid;
    expect(describeIssues(issuesOf(rest), 'body', 'zh')).toBe('缺少必填参数 name');
    expect(describeIssues(issuesOf(rest), 'body', 'en')).toBe('name is required');
  });

  it('names string length rules', () => {
    expect(describeIssues(issuesOf({ ...valid, name: 'x' }), 'body', 'zh')).toBe(
      '参数 name 长度不能少于 2 个字符',
    );
    expect(describeIssues(issuesOf({ ...valid, name: 'x'.repeat(17) }), 'body', 'en')).toBe(
      'name must be at most 16 characters long',
    );
  });

  it('names number and type rules', () => {
    expect(describeIssues(issuesOf({ ...valid, age: -1 }), 'query', 'zh')).toBe('参数 age 不能小于 0');
    expect(describeIssues(issuesOf({ ...valid, age: 1.5 }), 'query', 'en')).toBe(
      'age must be a whole number',
    );
    expect(describeIssues(issuesOf({ ...valid, age: 'old' }), 'query', 'zh')).toBe('参数 age 应为数字');
  });

  it('lists the allowed values of an enumeration', () => {
    expect(describeIssues(issuesOf({ ...valid, kind: 'Novel' }), 'body', 'en')).toBe(
      'kind must be one of: Video, Article',
    );
  });

  it('names list sizes and formats', () => {
    expect(describeIssues(issuesOf({ ...valid, tags: ['a', 'b', 'c'] }), 'body', 'zh')).toBe(
      '参数 tags 最多 2 项',
    );
    expect(describeIssues(issuesOf({ ...valid, email: 'nope' }), 'body', 'en')).toBe(
      'email is not a valid email',
    );
  });

  it('names a missing body as the request body', () => {
    const result = schema.safeParse(undefined, { reportInput: true });
    expect(describeIssues(result.error!.issues, 'body', 'zh')).toBe('缺少必填参数 请求体');
  });

  it('joins at most three issues', () => {
    const message = describeIssues(issuesOf({}), 'body', 'en');
    expect(message.split('; ')).toHaveLength(3);
  });

  it('names the shared text and decimal rules with the refused character', () => {
    const shared = z.object({ nickName: nameText(16), title: lineText(50), id: idSchema });
    const issues = shared.safeParse({ nickName: 'a\u200bb', title: 'x\ny', id: '0x10' }).error!.issues;
    expect(describeIssues(issues, 'body', 'zh')).toBe(
      '参数 nickName 不能包含不可见字符（U+200B）；参数 title 不能换行；参数 id 应为十进制整数（只能包含数字 0-9）',
    );
    const english = shared.safeParse({ nickName: '\u202e', title: '\u0000', id: 1 }).error!.issues;
    expect(describeIssues(english, 'body', 'en')).toBe(
      'nickName cannot contain text direction controls (U+202E); title cannot contain control characters (U+0000)',
    );
  });

  it('names the China time rule for a wrong shape and for a date that does not exist', () => {
    const timed = z.object({ eventTime: chinaTimeSchema, asOf: chinaTimeSchema });
    const issues = timed.safeParse({ eventTime: '2026/03/01', asOf: '2026-02-30 10:00:00' }).error!.issues;
    expect(describeIssues(issues, 'query', 'en')).toBe(
      'eventTime must be a China time written YYYY-MM-DD HH:MM:SS, on a date that exists; ' +
        'asOf must be a China time written YYYY-MM-DD HH:MM:SS, on a date that exists',
    );
    expect(describeIssues(issues.slice(0, 1), 'query', 'zh')).toBe(
      '参数 eventTime 应为北京时间，格式 YYYY-MM-DD HH:MM:SS（日期须存在）',
    );
  });

  it('repeats only request keys that look like field names', () => {
    const strict = z.object({ a: z.string().optional() }).strict();
    const odd = strict.safeParse({ '<b>': 1, ['x'.repeat(80)]: 1 }).error!.issues;
    expect(describeIssues(odd, 'body', 'en')).toBe('The request has parameters that are not supported');
    const mixed = strict.safeParse({ '<b>': 1, extra: 1 }).error!.issues;
    expect(describeIssues(mixed, 'body', 'en')).toBe('Unknown parameters: extra');
    const record = z.record(z.string(), z.number()).safeParse({ 'bad key\n': 'x' }, { reportInput: true })
      .error!.issues;
    expect(describeIssues(record, 'body', 'en')).toBe('… must be a number');
  });
});
