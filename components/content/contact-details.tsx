import { useTranslations } from 'next-intl';
import { Mail, MessageCircle, Phone, Send } from 'lucide-react';
import type { Contact } from '@/lib/api/schemas/content';

export function ContactDetails({ contact }: { contact: Contact }) {
  const t = useTranslations('Contact');
  const rows = [
    contact.phone ? { icon: Phone, label: t('phone'), href: `tel:${contact.phone.replace(/[^\d+]/g, '')}`, text: contact.phone } : null,
    contact.email ? { icon: Mail, label: t('email'), href: `mailto:${contact.email}`, text: contact.email } : null,
    contact.whatsapp ? { icon: MessageCircle, label: 'WhatsApp', href: `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`, text: contact.whatsapp } : null,
    contact.messenger ? { icon: Send, label: 'Messenger', href: contact.messenger, text: contact.messenger.replace(/^https?:\/\//, '') } : null,
  ].filter((row) => row !== null);
  return (
    <dl className="space-y-3">
      {rows.map(({ icon: Icon, label, href, text }) => (
        <div key={label} className="flex items-center gap-3">
          {/* A <dl>'s rows hold only <dt> and <dd>: the icon stands in the term, beside its hidden name. */}
          <dt>
            <Icon aria-hidden className="size-5 text-primary-700" />
            <span className="sr-only">{label}</span>
          </dt>
          <dd>
            <a href={href} dir="ltr" className="hover:underline" {...(href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {text}
            </a>
          </dd>
        </div>
      ))}
    </dl>
  );
}
