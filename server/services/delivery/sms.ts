// SMS through a small provider interface. The built-in provider posts to an HTTP gateway
// (SMS_WEBHOOK_URL, optional SMS_WEBHOOK_TOKEN as a bearer token) with `{ to, message }`, which
// fits most SMS services or a small relay in front of them. Another provider implements
// SmsProvider and is chosen in smsProvider().
import { serverEnv } from '@/server/config';

export interface SmsProvider {
  readonly name: string;
  send(to: string, message: string): Promise<void>;
}

export function webhookSmsProvider(url: string, token: string | undefined, fetcher: typeof fetch = fetch): SmsProvider {
  return {
    name: 'webhook',
    async send(to, message) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const response = await fetcher(url, { method: 'POST', headers, body: JSON.stringify({ to, message }), signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}.`);
    },
  };
}

/** The configured provider, or null when the shop sends no SMS. */
export function smsProvider(env: NodeJS.ProcessEnv = serverEnv()): SmsProvider | null {
  const url = env.SMS_WEBHOOK_URL?.trim();
  return url ? webhookSmsProvider(url, env.SMS_WEBHOOK_TOKEN?.trim() || undefined) : null;
}
