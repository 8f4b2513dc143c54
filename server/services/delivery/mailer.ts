// Email through SMTP (nodemailer). Configured by environment: SMTP_URL
// (smtp[s]://user:password@host:port), or SMTP_HOST with SMTP_PORT, SMTP_SECURE, SMTP_USER and
// SMTP_PASSWORD; MAIL_FROM is the sender. Without them the shop sends no email.
import { createTransport, type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { flagOf } from '@/lib/coerce';
import { serverEnv } from '@/server/config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post of an alert (RFC 8058). */
  headers?: Record<string, string>;
}

let cached: { key: string; transport: Transporter<SMTPTransport.SentMessageInfo> } | null = null;

function settings(env: NodeJS.ProcessEnv): { key: string; options: string | SMTPTransport.Options } | null {
  const url = env.SMTP_URL?.trim();
  if (url) return { key: url, options: url };
  const host = env.SMTP_HOST?.trim();
  if (!host) return null;
  const port = Number(env.SMTP_PORT) || 587;
  const secure = flagOf(env.SMTP_SECURE) ?? port === 465;
  const auth = env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined;
  return { key: JSON.stringify([host, port, secure, env.SMTP_USER]), options: { host, port, secure, auth } };
}

export function mailConfigured(env: NodeJS.ProcessEnv = serverEnv()): boolean {
  return settings(env) !== null;
}

/** Sends one plain-text email; throws when SMTP is not configured or the server refuses it. */
export async function sendMail(mail: Mail, env: NodeJS.ProcessEnv = serverEnv()): Promise<void> {
  const config = settings(env);
  if (!config) throw new Error('SMTP is not configured (SMTP_URL or SMTP_HOST).');
  if (cached?.key !== config.key) {
    cached?.transport.close();
    cached = { key: config.key, transport: typeof config.options === 'string' ? createTransport(config.options) : createTransport(config.options) };
  }
  const from = env.MAIL_FROM?.trim() || 'Shop <no-reply@localhost>';
  await cached.transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers });
}
