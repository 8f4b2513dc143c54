'use client';
// Social sign-in buttons of the login dialog: one per provider that is active
// in settings and configured on the server. A click starts next-auth's sign-in for the provider
// (its CSRF token, then the provider's address) and leaves the shop; the shopper comes back to
// this page, where SignInNotice tells how it went. No next-auth client code is loaded for this.
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import type { SocialProviderId } from '@/lib/auth/social-providers';

const names: Record<SocialProviderId, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

const icons: Record<SocialProviderId, ReactNode> = {
  google: (
    <svg viewBox="0 0 48 48" aria-hidden className="size-5">
      <path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A11.9 11.9 0 0 1 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  ),
  facebook: (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <path
        fill="#1877F2"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
      />
    </svg>
  ),
  apple: (
    <svg viewBox="0 0 24 24" aria-hidden className="size-5">
      <path
        fill="currentColor"
        d="M16.37 1.43c0 1.14-.5 2.27-1.18 3.08-.74.9-1.99 1.57-2.99 1.57-.12 0-.23-.02-.3-.03-.01-.06-.04-.22-.04-.39 0-1.15.57-2.27 1.2-2.98.81-.94 2.15-1.64 3.25-1.68.03.13.06.28.06.43zm4.56 15.71c-.03.07-.46 1.58-1.52 3.12-.94 1.34-1.94 2.71-3.43 2.71-1.51 0-1.9-.88-3.63-.88-1.7 0-2.3.91-3.67.91-1.38 0-2.33-1.26-3.43-2.8-1.29-1.82-2.32-4.63-2.32-7.28 0-4.28 2.8-6.55 5.55-6.55 1.45 0 2.68.95 3.6.95.87 0 2.22-1.01 3.9-1.01.62 0 2.89.06 4.38 2.19-.13.09-2.39 1.37-2.39 4.19 0 3.26 2.86 4.42 2.96 4.45z"
      />
    </svg>
  ),
};

/** next-auth's sign-in, the way its own client does it, without loading that client. */
async function providerAddress(provider: SocialProviderId): Promise<string> {
  const csrf = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken?: string };
  const response = await fetch(`/api/auth/signin/${provider}`, {
    method: 'POST',
    // Asks next-auth for the address as JSON instead of a redirect the page cannot follow.
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
    body: new URLSearchParams({ csrfToken: csrf.csrfToken ?? '', callbackUrl: window.location.href }),
  });
  const { url } = (await response.json()) as { url?: string };
  if (!response.ok || !url) throw new Error(`Sign-in with ${provider} did not start (${response.status})`);
  return url;
}

export function SocialButtons({ providers }: { providers: SocialProviderId[] }) {
  const t = useTranslations('Auth');
  const [leaving, setLeaving] = useState<SocialProviderId | null>(null);
  if (providers.length === 0) return null;

  async function start(provider: SocialProviderId) {
    setLeaving(provider);
    try {
      window.location.assign(await providerAddress(provider));
    } catch (error) {
      console.error(error);
      toast.error(t('socialFailed'));
      setLeaving(null);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-3 text-sm text-slate-500 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">{t('orContinueWith')}</p>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          onClick={() => start(provider)}
          disabled={leaving !== null}
          aria-busy={leaving === provider}
          className="inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {icons[provider]}
          {t('continueWith', { provider: names[provider] })}
        </button>
      ))}
    </div>
  );
}
