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
});
