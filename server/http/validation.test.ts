import { z } from 'zod';
import { HttpError } from './errors';
import { localeFrom } from './locale';
import { idListParam, intParam, pagingOf, UNPAGED_CAP } from './params';
import { parseOrThrow } from './validation';

const failure = (schema: z.ZodType, input: unknown): HttpError => {
  try {
    parseOrThrow(schema, input);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
};

describe('Laravel-style validation errors', () => {
  it('names the first error and counts the others', () => {
    const schema = z.object({ name: z.string(), phone_code: z.string(), email: z.email() });
    const error = failure(schema, { email: 'x' });
    expect(error.status).toBe(422);
    expect(error.message).toBe('The name field is required. (and 2 more errors)');
    expect(error.errors).toEqual({
      name: ['The name field is required.'],
      phone_code: ['The phone code field is required.'],
      email: ['The email field must be a valid email address.'],
    });
  });

  it('describes limits and types', () => {
    expect(failure(z.object({ per_page: intParam(1, 100) }), { per_page: '500' }).message).toBe('The per page field must not be greater than 100.');
    expect(failure(z.object({ page: intParam(1, 100) }), { page: 'x' }).message).toBe('The page field must be an integer.');
    expect(failure(z.object({ name: z.string().max(3) }), { name: 'abcd' }).message).toBe('The name field must not be greater than 3 characters.');
    expect(failure(z.object({ name: z.string().trim().min(1) }), { name: '   ' }).message).toBe('The name field is required.');
    expect(failure(z.object({ flag: z.boolean() }), { flag: 'yes' }).message).toBe('The flag field must be true or false.');
    expect(failure(z.strictObject({}), { extra: 1 }).errors).toEqual({ extra: ['The extra field is not allowed.'] });
  });

  it('reports fields named after Object.prototype members as fields of their own', () => {
    const error = failure(z.strictObject({ name: z.string() }), JSON.parse('{"name":"x","constructor":1,"__proto__":{"a":1},"toString":2}'));
    expect(error.status).toBe(422);
    expect(Object.entries(error.errors ?? {})).toEqual([
      ['constructor', ['The constructor field is not allowed.']],
      ['__proto__', ['The   proto   field is not allowed.']],
      ['toString', ['The toString field is not allowed.']],
    ]);
    expect(JSON.stringify(error.errors)).toContain('"__proto__":[');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads id lists', () => {
    expect(parseOrThrow(z.object({ ids: idListParam() }), { ids: '1, 2,3' })).toEqual({ ids: [1, 2, 3] });
    expect(failure(z.object({ ids: idListParam() }), { ids: '1,x' }).status).toBe(422);
  });
});

describe('paging', () => {
  it('gives everything up to the cap without paging, pages otherwise', () => {
    expect(pagingOf({})).toEqual({ limit: UNPAGED_CAP, offset: 0 });
    expect(pagingOf({ page: 3, per_page: 10 })).toEqual({ limit: 10, offset: 20 });
    expect(pagingOf({ per_page: 5 })).toEqual({ limit: 5, offset: 0 });
    expect(pagingOf({ page: 2 })).toEqual({ limit: 20, offset: 20 });
  });
});

describe('locale', () => {
  it('takes the first language of Accept-Language', () => {
    expect(localeFrom('ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(localeFrom('en')).toBe('en');
    expect(localeFrom(undefined)).toBe('en');
    expect(localeFrom('*')).toBe('en');
    expect(localeFrom("'; drop table")).toBe('en');
  });
});
