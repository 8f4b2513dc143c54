import { jsonLdString } from './json-ld';

describe('jsonLdString', () => {
  it('cannot be broken out of by text from the backend', () => {
    const out = jsonLdString({ name: '</script><script>alert(1)</script> & more' });
    expect(out).not.toContain('</script>');
    expect(out).not.toContain('<');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script> & more' });
  });
});
