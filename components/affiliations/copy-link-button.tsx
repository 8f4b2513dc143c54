'use client';
// Copies the referral link to the clipboard and confirms with a toast. Where the clipboard is
// unavailable (an insecure origin, a refused permission) the link's text is selected instead, so
// the shopper can copy it by hand.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Check, Copy } from 'lucide-react';
import { toast } from '@/lib/toast';
import { primaryButton } from '@/components/ui/button';

export function CopyLinkButton({ link, inputId }: { link: string; inputId: string }) {
  const t = useTranslations('Affiliations');
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(t('copied'), { description: t('copiedText') });
    } catch {
      const input = document.getElementById(inputId);
      if (input instanceof HTMLInputElement) {
        input.focus();
        input.select();
      }
      toast.error(t('copyFailed'));
    }
  }

  return (
    <button type="button" onClick={copy} className={primaryButton('inline-flex shrink-0 items-center gap-1.5 px-4 py-2 text-sm')}>
      {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
      {t('copy')}
    </button>
  );
}
