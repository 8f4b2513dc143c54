import { sanitize } from './sanitize';

describe('sanitize', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitize('<p>Soft <strong>cotton</strong> <a href="https://x.example" target="_blank">care</a></p>')).toBe(
      '<p>Soft <strong>cotton</strong> <a href="https://x.example" target="_blank" rel="noopener noreferrer">care</a></p>',
    );
  });

  it('removes scripts, event handlers and javascript: links', () => {
    const html = sanitize('<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"></p>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('turns h1 into h2 and makes images lazy', () => {
    expect(sanitize('<h1>Title</h1><img src="https://x.example/a.webp">')).toBe('<h2>Title</h2><img src="https://x.example/a.webp" loading="lazy" />');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitize(null)).toBe('');
  });
});
