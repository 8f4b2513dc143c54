// The mails the test run's SMTP server (e2e/support/mail-catcher.mjs, started by scripts/test.mjs)
// received for an address.
interface Mail {
  to: string[];
  raw: string;
}

/** The mails an address received, headers unfolded and quoted-printable text decoded. */
export async function mailsTo(address: string): Promise<string[]> {
  const catcher = process.env.MAIL_CATCHER_URL;
  if (!catcher) throw new Error('MAIL_CATCHER_URL is not set: run the tests with npm test (scripts/test.mjs starts the SMTP server).');
  const mails = (await (await fetch(`${catcher}/mails?to=${encodeURIComponent(address)}`)).json()) as Mail[];
  return mails.map((mail) =>
    Buffer.from(
      mail.raw
        .replace(/\r?\n[ \t]+/g, ' ')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8'),
  );
}
