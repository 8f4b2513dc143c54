// The sandbox payment page allows its one stylesheet by hash: the page must carry exactly the text
// the policy hashes, or browsers drop the page's styles.
import { createHash } from 'node:crypto';
import { bundledWords } from '@/server/words';
import { SANDBOX_PAGE_CSP, sandboxPage } from './sandbox-page';

test('the inline stylesheet is the one the Content-Security-Policy allows', async () => {
  for (const locale of ['en', 'ar']) {
    const words = await bundledWords(locale);
    const html = sandboxPage({ paymentId: 7, signature: 'sig', amount: '$12.50', orderCodes: ['#RC000007'], status: 'pending', words, backPath: '/order-history/7', appName: 'Marketly' });
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles).toHaveLength(1);
    const hash = createHash('sha256').update(styles[0]).digest('base64');
    expect(SANDBOX_PAGE_CSP).toContain(`'sha256-${hash}'`);
  }
});

test('is written in the language’s direction, with English words where it has none', async () => {
  const html = sandboxPage({ paymentId: 7, signature: 'sig', amount: '$12.50', orderCodes: ['#RC000007'], status: 'Paid', words: await bundledWords('ur', 'rtl'), backPath: '/ur/order-history/7', appName: 'Marketly' });
  expect(html).toContain('<html lang="ur" dir="rtl">');
  expect(html).toContain('<p role="status">This payment is complete.</p>');
  expect(html).toContain('<title>Sandbox payment - Marketly</title>');
});
