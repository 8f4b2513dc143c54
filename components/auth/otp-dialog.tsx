'use client';
// The OTP dialog: four one-character boxes (focus moves forward on
// entry and back on backspace in an empty box; a pasted 4-digit code fills them all), Confirm
// OTP, and Resend OTP once the 60-second countdown reaches 0.
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast, toastFailure } from '@/lib/toast';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserApi } from '@/lib/api/browser';
import { useUiStore } from '@/stores/ui';
import { primaryButton } from '@/components/ui/button';

export const OTP_LENGTH = 4;
export const RESEND_SECONDS = 60;

export function OtpDialog() {
  const t = useTranslations('Auth');
  const tc = useTranslations('Chrome');
  const overlay = useUiStore((state) => state.overlay);
  const target = useUiStore((state) => state.otpTarget);
  const purpose = useUiStore((state) => state.otpPurpose);
  const openReset = useUiStore((state) => state.openReset);
  const close = useUiStore((state) => state.close);
  const [digits, setDigits] = useState<string[]>(Array(OTP_LENGTH).fill(''));
  const [secondsLeft, setSecondsLeft] = useState(RESEND_SECONDS);
  const [busy, setBusy] = useState(false);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const isOpen = overlay === 'otp';

  useEffect(() => {
    if (!isOpen) return;
    const timer = window.setInterval(() => setSecondsLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [isOpen]);

  function setDigit(index: number, value: string) {
    const digit = value.replace(/\D/g, '').slice(-1);
    setDigits((current) => current.map((old, position) => (position === index ? digit : old)));
    if (digit && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) boxes.current[index - 1]?.focus();
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const code = event.clipboardData.getData('text').replace(/\D/g, '');
    if (code.length !== OTP_LENGTH) return;
    event.preventDefault();
    setDigits(code.split(''));
    boxes.current[OTP_LENGTH - 1]?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await (await browserApi()).verifyOtp({ phone: target, otp: digits.join('') });
      toast.success(answer.message, { duration: 3000 });
      setDigits(Array(OTP_LENGTH).fill(''));
      // In the forgot flow a verified code leads to Reset Password.
      if (purpose === 'forgot') openReset(answer.data.token);
      else close();
    } catch (error) {
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      const answer = await (await browserApi()).sendOtp({ phone: target, forgot_password: purpose === 'forgot' ? 1 : null });
      toast.success(answer.message, { duration: 3000 });
      setSecondsLeft(RESEND_SECONDS);
    } catch (error) {
      toastFailure(error, t('failed'));
    }
  }

  return (
    <ModalSheet open={isOpen} onClose={close} title={t('otpTitle')} closeLabel={tc('close')} placement="center">
      <form onSubmit={submit} className="flex flex-col items-center gap-4 p-5">
        <p className="text-center text-sm text-slate-600">{t('otpSent', { target: target ?? '' })}</p>
        <div className="flex gap-3" dir="ltr">
          {digits.map((digit, index) => (
            <input
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              value={digit}
              onChange={(event) => setDigit(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={onPaste}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              maxLength={1}
              aria-label={t('otpDigit', { number: index + 1 })}
              className="size-12 rounded-md border border-slate-300 text-center text-xl font-semibold"
            />
          ))}
        </div>
        <button type="submit" disabled={busy || digits.some((digit) => digit === '')} className={primaryButton('w-full px-4 py-2.5')}>
          {t('confirmOtp')}
        </button>
        {secondsLeft > 0 ? (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('resendIn', { seconds: secondsLeft })}
          </p>
        ) : (
          <button type="button" onClick={resend} className="text-sm font-medium text-primary-700 hover:underline">
            {t('resendOtp')}
          </button>
        )}
      </form>
    </ModalSheet>
  );
}
