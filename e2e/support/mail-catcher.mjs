// A real SMTP server for the end-to-end tests (smtp-server, as the unit tests of the mailer use):
// scripts/test.mjs starts it before the shop, which then sends its e-mails here (SMTP_URL), and the
// tests read what arrived over HTTP: GET {MAIL_CATCHER_URL}/mails?to=<address> answers the mails
// received for that address, oldest first, as [{to, raw}]. Run alone: `node e2e/support/mail-catcher.mjs`.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Starts both on 127.0.0.1, on free ports; resolves with their addresses and a stop function. */
export async function startMailCatcher() {
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/mails') return void response.writeHead(404).end();
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(mails.filter((mail) => mail.to.includes(to))));
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
    url: `http://127.0.0.1:${http.address().port}`,
    stop: async () => {
      await new Promise((resolve) => smtp.close(resolve));
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const catcher = await startMailCatcher();
  console.log(`SMTP_URL=${catcher.smtpUrl}\nMAIL_CATCHER_URL=${catcher.url}`);
}
