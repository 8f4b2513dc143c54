'use client';
// A social sign-in ends on the page it started from after a round of redirects; the server leaves
// the outcome in a short-lived cookie (docs/adr/0007). This reads it once, forgets it and shows
// 'Login Successful' or the error as a toast.
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { SIGN_IN_NOTICE_COOKIE } from '@/lib/auth/social-providers';

function takeNotice(): string | null {
  const pair = document.cookie.split(/;\s*/).find((part) => part.startsWith(`${SIGN_IN_NOTICE_COOKIE}=`));
  if (pair === undefined) return null;
  document.cookie = `${SIGN_IN_NOTICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    return decodeURIComponent(pair.slice(SIGN_IN_NOTICE_COOKIE.length + 1));
  } catch {
    return '';
  }
}

export function SignInNotice() {
  const t = useTranslations('Auth');
  useEffect(() => {
    const notice = takeNotice();
    if (notice === null) return;
    if (notice === 'ok') toast.success(t('loginSuccess'), { description: t('loginSuccessText'), duration: 3000 });
    else toast.error(notice.startsWith('error:') && notice.length > 6 ? notice.slice(6) : t('socialFailed'));
  }, [t]);
  return null;
}
