import { linkify } from './linkify';

describe('linkify', () => {
  it('keeps plain text as one part', () => {
    expect(linkify('Hello there')).toEqual([{ kind: 'text', text: 'Hello there' }]);
  });

  it('links http(s) and www addresses, leaving sentence punctuation outside', () => {
    expect(linkify('See https://shop.example.com/a?b=1, or www.example.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://shop.example.com/a?b=1', href: 'https://shop.example.com/a?b=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.example.org', href: 'https://www.example.org/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links other schemes, and keeps markup as text', () => {
    const parts = linkify('javascript:alert(1) data:text/html,<b>x</b> <a href="javascript:void(0)">y</a>');
    expect(parts).toEqual([{ kind: 'text', text: 'javascript:alert(1) data:text/html,<b>x</b> <a href="javascript:void(0)">y</a>' }]);
  });

  it('stops an address at quotes and angle brackets', () => {
    const links = linkify('"https://example.com/x"><script>').filter((part) => part.kind === 'link');
    expect(links).toEqual([{ kind: 'link', text: 'https://example.com/x', href: 'https://example.com/x' }]);
  });

  it('gives back every character of the message in order', () => {
    const message = 'a https://x.example/(b) c\nwww.y.example! d';
    expect(linkify(message).map((part) => part.text).join('')).toBe(message);
  });
});
