// One-time codes leave the shop by email (SMTP) or by SMS, in the shopper's language (the
// catalogues' `OtpMessage` words). In the local demo (APP_ENV=local) the code also comes back in
// the /send-otp answer, so delivery is best-effort there; elsewhere a code that cannot be
// delivered is an error the shopper sees.
import type { OtpPurpose } from '@/server/services/accounts';
import type { Words } from '@/server/words';
import { mailConfigured, sendMail } from './mailer';
import { smsProvider } from './sms';
import { serverEnv } from '@/server/config';

export interface OtpTarget {
  kind: 'email' | 'phone';
  /** Lower-case email or the phone's digits. */
  value: string;
  phoneCode?: string | null;
}

export class DeliveryUnavailable extends Error {}

export function canDeliver(target: OtpTarget, env: NodeJS.ProcessEnv = serverEnv()): boolean {
  return target.kind === 'email' ? mailConfigured(env) : smsProvider(env) !== null;
}

export async function deliverOtp(
  target: OtpTarget,
  code: string,
  purpose: OtpPurpose,
  options: { words: Words; minutes: number; appName: string },
  env: NodeJS.ProcessEnv = serverEnv(),
): Promise<void> {
  const { words } = options;
  const subject = `${options.appName}: ${words.text(purpose === 'forgot' ? 'OtpMessage.subjectForgot' : 'OtpMessage.subjectOther')}`;
  const body = words.text('OtpMessage.body', { code, minutes: options.minutes });
  if (target.kind === 'email') {
    if (!mailConfigured(env)) throw new DeliveryUnavailable('email');
    await sendMail({ to: target.value, subject, text: body }, env);
    return;
  }
  const sms = smsProvider(env);
  if (!sms) throw new DeliveryUnavailable('sms');
  const code_ = (target.phoneCode ?? '').replace(/[^\d+]/g, '');
  await sms.send(`${code_.startsWith('+') || code_ === '' ? code_ : `+${code_}`}${target.value}`, `${options.appName}: ${body}`);
}
