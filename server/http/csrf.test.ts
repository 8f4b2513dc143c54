import { call, shopForTests } from '@/server/test/test-app';

jest.setTimeout(60_000);

shopForTests();

const message = { name: 'Ada', email: 'csrf@example.com', phone: '', subject: 'Hi', message: 'Hello' };

describe('cross-site request protection', () => {
  it('refuses a POST without the XHR marker or a bearer token (what a cross-site form sends)', async () => {
    const answer = await call('/support', { method: 'POST', json: message, headers: { 'X-Requested-With': '' } });
    expect(answer.status).toBe(403);
  });

  it('refuses a POST whose Origin is another site', async () => {
    const answer = await call('/support', { method: 'POST', json: message, headers: { Origin: 'https://evil.example', Host: 'shop.example' } });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: 'Cross-site requests are not allowed.' });
  });

  it('accepts the shop’s own requests, same origin or without Origin, and reads stay open', async () => {
    expect((await call('/support', { method: 'POST', json: message, headers: { Origin: 'http://shop.example', Host: 'shop.example' } })).status).toBe(200);
    expect((await call('/support', { method: 'POST', json: { ...message, email: 'other@example.com' } })).status).toBe(200);
    expect((await call('/master', { headers: { 'X-Requested-With': '' } })).status).toBe(200);
  });
});

describe('contact form limits', () => {
  it('answers 429 with a readable message after five messages from one address in ten minutes', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.9' };
    for (let sent = 0; sent < 5; sent += 1) {
      const answer = await call('/support', { method: 'POST', json: { ...message, email: `sender${sent}@example.com` }, headers });
      expect(answer.status).toBe(200);
    }
    const blocked = await call<{ message: string }>('/support', { method: 'POST', json: { ...message, email: 'sender9@example.com' }, headers });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many messages\. Please try again in \d+ minutes?\.$/);
  });

  it('limits one email address to three messages, whatever address they come from', async () => {
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await call('/support', { method: 'POST', json: { ...message, email: 'same@example.com' }, headers: { 'X-Forwarded-For': `198.51.100.${sent}` } })).status).toBe(200);
    }
    expect((await call('/support', { method: 'POST', json: { ...message, email: 'SAME@example.com' }, headers: { 'X-Forwarded-For': '198.51.100.77' } })).status).toBe(429);
  });
});
