'use client';
// "New ticket": a dialog with issue type, subject, message, contact details from the profile, an
// optional order number and attachments. Server field errors show under their fields and what
// was typed (and the chosen files) stays when sending fails or the dialog is closed and reopened.
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Paperclip, Plus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Field } from '@/components/auth/field';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import type { IssueType } from '@/lib/api/schemas/tickets';
import { useRouter } from '@/lib/i18n/navigation';
import { primaryButton } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';

/** The backend takes at most three files per ticket. */
const MAX_FILES = 3;

const FIELDS = ['issue_type', 'subject', 'message', 'email', 'phone', 'order_number', 'attachments'] as const;
type FieldName = (typeof FIELDS)[number];
type TextField = Exclude<FieldName, 'attachments'>;

export interface NewTicketFormProps {
  issueTypes: IssueType[];
  email: string;
  phone: string;
}

export function NewTicketForm({ issueTypes, email, phone }: NewTicketFormProps) {
  const t = useTranslations('Tickets');
  const router = useRouter();
  const id = useId();
  const blank = { issue_type: '', subject: '', message: '', order_number: '', email, phone };
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<TextField, string>>(blank);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  // The file input is rebuilt when the dialog reopens; it gets the chosen files back.
  const fileInput = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input || files.length === 0 || input.files?.length) return;
      const transfer = new DataTransfer();
      files.forEach((file) => transfer.items.add(file));
      input.files = transfer.files;
    },
    [files],
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (files.length > MAX_FILES) {
      setErrors({ attachments: t('tooManyFiles', { max: MAX_FILES }) });
      return;
    }
    setBusy(true);
    setErrors({});
    const form = new FormData();
    // Empty fields are left out, so the server names what is missing ("… field is required.").
    for (const [name, value] of Object.entries(values)) if (value.trim() !== '') form.append(name, value);
    files.forEach((file) => form.append('attachments[]', file));
    try {
      const answer = await (await browserApi()).createSupportTicket(form);
      toast.success(t('created'), { description: t('createdText', { ticketNo: answer.data.support_ticket.ticket_no }) });
      setValues(blank);
      setFiles([]);
      setOpen(false);
      // The new ticket is the newest: the first row of the All tab.
      router.push('/support-tickets');
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        const found: Partial<Record<FieldName, string>> = {};
        for (const [key, messages] of Object.entries(error.errors)) {
          const field = FIELDS.find((name) => key === name || key.startsWith(`${name}.`));
          if (field && !found[field] && messages[0]) found[field] = messages[0];
        }
        setErrors(found);
        if (Object.keys(found).length === 0) toast.error(error.message);
      } else {
        toast.error(t('failed'));
      }
    } finally {
      setBusy(false);
    }
  }

  const change = (name: TextField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const frame = (name: FieldName) => `w-full rounded-md border px-3 py-2 text-sm ${errors[name] ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`;
  const a11y = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: FieldName) => <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>;
  const label = (name: FieldName, text: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
      {text}
    </label>
  );

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={primaryButton('inline-flex items-center gap-2 px-4 py-2 text-sm')}>
        <Plus aria-hidden className="size-4" />
        {t('newTicket')}
      </button>
      <ModalSheet open={open} onClose={() => setOpen(false)} title={t('newTicketTitle')} closeLabel={t('close')} placement="center">
        <form onSubmit={submit} noValidate aria-busy={busy} className="flex flex-col gap-4 overflow-y-auto p-5">
          <div>
            {label('issue_type', t('issueType'))}
            <select {...a11y('issue_type')} value={values.issue_type} onChange={change('issue_type')} className={`${frame('issue_type')} bg-white`}>
              <option value="">{t('chooseIssueType')}</option>
              {issueTypes.map((type) => (
                <option key={type.id} value={String(type.id)}>
                  {type.name}
                </option>
              ))}
            </select>
            {error('issue_type')}
          </div>
          <Field id={`${id}-subject`} label={t('subject')} name="subject" maxLength={255} value={values.subject} onChange={change('subject')} error={errors.subject} />
          <div>
            {label('message', t('message'))}
            <textarea {...a11y('message')} rows={4} maxLength={5000} value={values.message} onChange={change('message')} className={frame('message')} />
            {error('message')}
          </div>
          <Field id={`${id}-email`} label={t('email')} name="email" type="email" autoComplete="email" maxLength={255} value={values.email} onChange={change('email')} error={errors.email} />
          <Field id={`${id}-phone`} label={t('phone')} name="phone" type="tel" autoComplete="tel" maxLength={32} value={values.phone} onChange={change('phone')} error={errors.phone} />
          <div>
            <Field
              id={`${id}-order_number`}
              label={t('orderNumberOptional')}
              name="order_number"
              maxLength={32}
              value={values.order_number}
              onChange={change('order_number')}
              error={errors.order_number}
              aria-describedby={errors.order_number ? `${id}-order_number-error` : `${id}-order_number-hint`}
            />
            {errors.order_number ? null : (
              <p id={`${id}-order_number-hint`} className="mt-1 text-xs text-slate-600">
                {t('orderNumberHint')}
              </p>
            )}
          </div>
          <div>
            {label('attachments', t('attachments'))}
            <input
              {...a11y('attachments')}
              ref={fileInput}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/gif,image/webp,application/pdf"
              aria-describedby={errors.attachments ? `${id}-attachments-error` : `${id}-attachments-hint`}
              onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
              className={`${frame('attachments')} file:me-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm`}
            />
            {error('attachments') ?? (
              <p id={`${id}-attachments-hint`} className="mt-1 text-xs text-slate-600">
                {t('attachmentsHint', { max: MAX_FILES })}
              </p>
            )}
            {files.length > 0 ? (
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {files.map((file) => (
                  <li key={`${file.name}-${file.size}-${file.lastModified}`} className="flex items-center gap-1.5">
                    <Paperclip aria-hidden className="size-3.5 shrink-0" />
                    <span className="truncate">{file.name}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => setOpen(false)} className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">
              {t('cancelButton')}
            </button>
            <button type="submit" disabled={busy} className={primaryButton('px-4 py-2 text-sm')}>
              {busy ? t('submitting') : t('submit')}
            </button>
          </div>
        </form>
      </ModalSheet>
    </>
  );
}
