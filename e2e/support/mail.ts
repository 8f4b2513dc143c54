// The mails the test run's SMTP server (e2e/support/mail-catcher.mjs, started by scripts/test.mjs)
// received for an address.
interface Mail {
  to: string[];
  raw: string;
}

const utf8 = (bytes: Buffer) => bytes.toString('utf8');

/** Headers unfolded, encoded words (RFC 2047) and a base64 or quoted-printable body decoded. */
function decoded(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split))
    .replace(/\r?\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_m, text: string) => utf8(Buffer.from(text, 'base64')))
    .replace(/=\?UTF-8\?Q\?([^?]*)\?=/gi, (_m, text: string) =>
      utf8(Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')),
    );
  const body = split < 0 ? '' : raw.slice(split).trim();
  const text = /^Content-Transfer-Encoding:\s*base64/im.test(head)
    ? utf8(Buffer.from(body.replace(/\s+/g, ''), 'base64'))
    : utf8(Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1'));
  return `${head}\n\n${text}`;
}

/** The mails an address received, decoded for reading. */
export async function mailsTo(address: string): Promise<string[]> {
  const catcher = process.env.MAIL_CATCHER_URL;
  if (!catcher) throw new Error('MAIL_CATCHER_URL is not set: run the tests with npm test (scripts/test.mjs starts the SMTP server).');
  const mails = (await (await fetch(`${catcher}/mails?to=${encodeURIComponent(address)}`)).json()) as Mail[];
  return mails.map((mail) => decoded(mail.raw));
}
