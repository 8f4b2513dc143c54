// One-time codes outside the local demo: they travel only by email (a real SMTP server here) or
// by SMS (an HTTP gateway here), and a password reset works end to end from the code received.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { demoCustomer } from '@/lib/demo-credentials';
import { call, startTestShop, type Envelope, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

interface Received {
  to: string[];
  raw: string;
}

let shop: TestShop;
let smtp: SMTPServer;
let gateway: Server;
const mails: Received[] = [];
const texts: { to: string; message: string }[] = [];
let refuseRecipient = '';
const saved = { ...process.env };

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(address.address === refuseRecipient ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  gateway = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.headers.authorization !== 'Bearer sms-secret') return void response.writeHead(401).end();
      texts.push(JSON.parse(body) as { to: string; message: string });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  shop = await startTestShop();
});

afterAll(async () => {
  process.env = saved;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
  await shop.close();
});

beforeEach(() => {
  process.env = { ...saved, APP_ENV: 'production' };
});

let ip = 0;
const post = <T = { message: string }>(path: string, json: unknown) =>
  call<T>(path, { method: 'POST', json, headers: { 'X-Forwarded-For': `198.51.100.${++ip}` } });
const smtpUrl = () => `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
const codeIn = (text: string) => /code is (\d{4})/.exec(text)?.[1];
/** The text part of a message as the shopper reads it (nodemailer base64-encodes non-ASCII text). */
const readable = (raw: string) => {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  return /Content-Transfer-Encoding: base64/i.test(head) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
};

/** The Subject header as written (nodemailer encodes non-ASCII words, RFC 2047). */
const subjectOf = (raw: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const value = /^Subject: (.*)$/m.exec(head)?.[1] ?? '';
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
};

describe('one-time codes outside the local demo', () => {
  it('emails the code (never answers it) and the password reset works from the email', async () => {
    process.env.SMTP_URL = smtpUrl();
    process.env.MAIL_FROM = 'Marketly <no-reply@example.com>';
    const sent = await post<Envelope<{ otp: string | null }>>('/send-otp', { phone: demoCustomer.email, forgot_password: 1 });
    expect(sent.status).toBe(200);
    expect(sent.body.data.otp).toBeNull();
    const mail = mails.at(-1)!;
    expect(mail.to).toEqual([demoCustomer.email]);
    expect(mail.raw).toContain('Subject: Marketly: Your password reset code');
    const code = codeIn(mail.raw);
    expect(code).toMatch(/^\d{4}$/);

    const verified = await post<Envelope<{ token: string }>>('/verify-otp', { phone: demoCustomer.email, otp: code });
    expect(verified.status).toBe(200);
    const reset = await post('/reset-password', { token: verified.body.data.token, password: 'new-secret-1', password_confirmation: 'new-secret-1' });
    expect(reset.status).toBe(200);
    expect((await post('/login', { phone: demoCustomer.email, password: 'new-secret-1' })).status).toBe(200);
    expect((await post('/login', { phone: demoCustomer.email, password: demoCustomer.password })).status).toBe(400);
    // Put the demo password back for the other tests of this file.
    await post('/send-otp', { phone: demoCustomer.email, forgot_password: 1 });
    const again = await post<Envelope<{ token: string }>>('/verify-otp', { phone: demoCustomer.email, otp: codeIn(mails.at(-1)!.raw) });
    await post('/reset-password', { token: again.body.data.token, password: demoCustomer.password, password_confirmation: demoCustomer.password });
  });

  it('writes the email in the shopper language', async () => {
    process.env.SMTP_URL = smtpUrl();
    const answer = await call('/send-otp', { method: 'POST', json: { phone: 'customer2@example.com', forgot_password: 1 }, locale: 'ar', headers: { 'X-Forwarded-For': '198.51.100.200' } });
    expect(answer.status).toBe(200);
    const raw = mails.at(-1)!.raw;
    expect(mails.at(-1)!.to).toEqual(['customer2@example.com']);
    expect(readable(raw)).toMatch(/رمزك هو \d{4}\. صالح لمدة 10 دقائق/);
  });

  it('writes the email in the operator’s words for another language of the shop', async () => {
    process.env.SMTP_URL = smtpUrl();
    process.env.ADMIN_API_TOKEN = 'right-token';
    const admin = { Authorization: 'Bearer right-token' };
    const languages = [{ name: 'en', title: 'English' }, { name: 'ar', title: 'العربية', direction: 'rtl' }];
    expect((await call('/admin/settings', { method: 'PATCH', json: { languages: [...languages, { name: 'fr', title: 'Français' }] }, headers: admin })).status).toBe(200);
    const french = {
      'Your password reset code': 'Votre code de réinitialisation',
      'Your code is {code}. It is valid for {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, you can ignore this message.':
        'Votre code est {code}. Il est valable {minutes} minutes.',
    };
    expect((await call('/admin/lang/fr', { method: 'PUT', json: french, headers: admin })).status).toBe(200);
    try {
      const answer = await call('/send-otp', { method: 'POST', json: { phone: 'customer2@example.com', forgot_password: 1 }, locale: 'fr', headers: { 'X-Forwarded-For': '198.51.100.201' } });
      expect(answer.status).toBe(200);
      const raw = mails.at(-1)!.raw;
      expect(subjectOf(raw)).toBe('Marketly: Votre code de réinitialisation');
      expect(readable(raw)).toMatch(/^Votre code est \d{4}\. Il est valable 10 minutes\./);
    } finally {
      await call('/admin/lang/fr', { method: 'PUT', json: {}, headers: admin });
      expect((await call('/admin/settings', { method: 'PATCH', json: { languages }, headers: admin })).status).toBe(200);
    }
  });

  it('says so, and sends nothing, when no email server is configured', async () => {
    const before = mails.length;
    const answer = await post('/send-otp', { phone: 'customer3@example.com', forgot_password: 1 });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Codes cannot be sent by email right now. Please try again later.');
    expect(mails.length).toBe(before);
  });

  it('answers 503 with a clear message when the mail server refuses the message', async () => {
    process.env.SMTP_URL = smtpUrl();
    refuseRecipient = 'customer4@example.com';
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await post('/send-otp', { phone: 'customer4@example.com', forgot_password: 1 });
    refuseRecipient = '';
    expect(log).toHaveBeenCalledWith('One-time code not delivered:', expect.stringContaining('Mailbox unavailable'));
    log.mockRestore();
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: 'The code could not be sent. Please try again in a moment.' });
  });

  it('texts the code to a phone through the SMS gateway with the country code', async () => {
    const noSms = await post('/send-otp', { phone: demoCustomer.phone, phone_code: '+1', forgot_password: 1 });
    expect(noSms.status).toBe(422);
    expect(noSms.body.message).toBe('Codes cannot be sent by SMS right now. Please use your email address.');

    process.env.SMS_WEBHOOK_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
    process.env.SMS_WEBHOOK_TOKEN = 'sms-secret';
    const sent = await post<Envelope<{ otp: string | null }>>('/send-otp', { phone: demoCustomer.phone, phone_code: '+1', forgot_password: 1 });
    expect(sent.status).toBe(200);
    expect(sent.body.data.otp).toBeNull();
    const text = texts.at(-1)!;
    expect(text.to).toBe(`+1${demoCustomer.phone}`);
    const code = codeIn(text.message);
    expect((await post('/verify-otp', { phone: demoCustomer.phone, otp: code })).status).toBe(200);
  });

  it('still answers the code in the local demo, where delivery is best effort', async () => {
    process.env.APP_ENV = 'local';
    const answer = await post<Envelope<{ otp: string | null }>>('/send-otp', { phone: 'customer5@example.com', forgot_password: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body.data.otp).toMatch(/^\d{4}$/);
  });
});
