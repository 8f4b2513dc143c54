import { signBody, tagsOf, validSignature } from './revalidate-signature';

describe('revalidate signature', () => {
  const body = JSON.stringify({ tags: ['product:12', 'catalog'] });

  it('accepts the body signed with the secret, and nothing else', () => {
    const signature = signBody('s3cret', body);
    expect(validSignature('s3cret', body, signature)).toBe(true);
    expect(validSignature('other', body, signature)).toBe(false);
    expect(validSignature('s3cret', body.replace('12', '13'), signature)).toBe(false);
    expect(validSignature('s3cret', body, null)).toBe(false);
    expect(validSignature('s3cret', body, 'sha256=00')).toBe(false);
  });

  it('reads well-formed tags only', () => {
    expect(tagsOf(body)).toEqual(['product:12', 'catalog']);
    expect(tagsOf('{"tags":[]}')).toBeNull();
    expect(tagsOf('{"tags":["../etc"]}')).toBeNull();
    // Only the shop's own tags (lib/cache-tags.ts): a name it never keeps anything under is a mistake.
    expect(tagsOf('{"tags":["shop:3","master","category"]}')).toEqual(['shop:3', 'master', 'category']);
    expect(tagsOf('{"tags":["products"]}')).toBeNull();
    expect(tagsOf('{"tags":["order:1"]}')).toBeNull();
    expect(tagsOf('not json')).toBeNull();
  });
});
