import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { idListSchema, idOrZeroSchema, idSchema, wholeNumber } from './ids.js';
import { pagingQuery } from './paging.js';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => ({
    code: issue.code,
    ...('params' in issue ? { params: issue.params } : {}),
  }));
};

describe('idSchema', () => {
  it('reads decimal text and JSON numbers alike', () => {
    expect(idSchema.parse('12')).toBe(12);
    expect(idSchema.parse(12)).toBe(12);
    expect(idSchema.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses every other way of writing a number', () => {
    for (const value of [
      '0x10',
      '1e3',
      ' 12 ',
      '',
      '+5',
      '-5',
      '012',
      '12.0',
      '1_000',
      '٣',
      'Infinity',
      'NaN',
    ]) {
      expect(issuesOf(idSchema, value), JSON.stringify(value)).toEqual([
        { code: 'custom', params: { rule: 'decimal' } },
      ]);
    }
    for (const value of [1.5, Number.NaN, Number.POSITIVE_INFINITY, true, {}, []]) {
      expect(issuesOf(idSchema, value)[0]!.code).toBe('custom');
    }
  });

  it('refuses what is past the safe integer range', () => {
    expect(issuesOf(idSchema, '9007199254740993')[0]!.code).toBe('custom');
    expect(issuesOf(idSchema, 2 ** 60)[0]!.code).toBe('custom');
  });

  it('refuses zero and negative numbers with the range rule', () => {
    expect(issuesOf(idSchema, '0')).toEqual([{ code: 'too_small' }]);
    expect(issuesOf(idSchema, -3)).toEqual([{ code: 'too_small' }]);
    expect(idOrZeroSchema.parse('0')).toBe(0);
  });

  it('reports a missing id as missing, and stays optional when asked', () => {
    const schema = z.object({ id: idSchema, beforeId: idSchema.optional() });
    const result = schema.safeParse({}, { reportInput: true });
    expect(result.error!.issues).toHaveLength(1);
    expect(result.error!.issues[0]).toMatchObject({ code: 'invalid_type', path: ['id'], input: undefined });
    expect(schema.parse({ id: '3' })).toEqual({ id: 3 });
  });

  it('documents both accepted forms', () => {
    const json = z.toJSONSchema(z.object({ id: idSchema }), { io: 'input', unrepresentable: 'any' }) as any;
    expect(json.properties.id.anyOf).toEqual([
      { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
      { type: 'string', pattern: '^[1-9][0-9]*$' },
    ]);
  });
});

describe('wholeNumber and paging', () => {
  it('keeps the range rules and the defaults', () => {
    const paging = pagingQuery(10, 50);
    expect(paging.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
    expect(paging.parse({ pageNum: '3', pageSize: '20' })).toEqual({ pageNum: 3, pageSize: 20 });
    expect(issuesOf(paging, { pageSize: '500' })).toEqual([{ code: 'too_big' }]);
    expect(issuesOf(paging, { pageNum: '0' })).toEqual([{ code: 'too_small' }]);
    expect(issuesOf(paging, { pageNum: '0x2' })).toEqual([{ code: 'custom', params: { rule: 'decimal' } }]);
    expect(wholeNumber({ max: 4 }).parse('0')).toBe(0);
  });
});

describe('idListSchema', () => {
  it('reads an array or a comma list, each id decimal', () => {
    expect(idListSchema(5).parse('1, 2,3')).toEqual([1, 2, 3]);
    expect(idListSchema(5).parse([4, '5'])).toEqual([4, 5]);
    expect(issuesOf(idListSchema(5), '1,0x2')[0]).toEqual({ code: 'custom', params: { rule: 'decimal' } });
  });
});
