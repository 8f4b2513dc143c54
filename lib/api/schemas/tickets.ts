// Support tickets (docs/contract.md "Accounts"): issue types, the ticket list with counts per status, one
// ticket's thread. Upstream backends may send the issue type as an object and attachments as
// bare paths; both are read into one shape. The original backend answers an open ticket as
// "pending" or "confirm" (ours stored "running" before), lists the files sent with the ticket on
// the ticket ({type, src}) rather than on its first message, and tells who wrote a message by
// sender_id rather than by type; all of it is read into the same shape.
import * as z from 'zod';
import { flag, id, list, num, text } from './common';

/** The list's filters and counts: "running" covers every open ticket. */
export const TICKET_STATUSES = ['running', 'completed', 'cancel'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Statuses of an open ticket: the original's "pending" and "confirm", and "running". */
const OPEN_STATUSES = ['pending', 'confirm', 'running'];

/** The filter a ticket's status belongs to, or null for a status this shop does not know. */
export function ticketStatusKey(status: string): TicketStatus | null {
  const key = status.trim().toLowerCase();
  if (OPEN_STATUSES.includes(key)) return 'running';
  return key === 'completed' || key === 'cancel' ? key : null;
}

export const issueTypeSchema = z.object({ id, name: z.string() });
export type IssueType = z.infer<typeof issueTypeSchema>;
export const issueTypesSchema = z.object({ issue_types: z.array(issueTypeSchema) });

/** The issue type's name, whether it comes as text or as {id, name}. */
const issueTypeName = z
  .union([z.string(), z.object({ name: z.string() }).loose()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? null : typeof value === 'string' ? value : value.name));

export const ticketSchema = z.object({
  id,
  ticket_no: z.string(),
  order_number: text,
  status: z.string(),
  subject: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  issue_type: issueTypeName,
  created_at: z.string(),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketListSchema = z.object({
  total: num,
  running: num,
  completed: num,
  cancel: num,
  support_tickets: z.array(ticketSchema),
});
export type TicketList = z.infer<typeof ticketListSchema>;

/** A file as a backend sends it: a bare path, ours {url, name}, or the original's {type, src}. */
const sentAttachmentSchema = z.union([z.string(), z.object({ url: z.string(), name: text.optional() }), z.object({ src: z.string(), name: text.optional() })]);

/** A file, read as {url, name}. */
const attachmentSchema = sentAttachmentSchema.transform((file): { url: string; name: string | null } =>
  typeof file === 'string' ? { url: file, name: null } : 'url' in file ? { url: file.url, name: file.name ?? null } : { url: file.src, name: file.name ?? null },
);

const rawMessageSchema = z.object({
  id,
  message: z.string().nullish().transform((value) => value ?? ''),
  /** Ours: the shopper ("user") or the shop's support staff (anything else). */
  type: z.string().nullish(),
  /** The original's: who wrote it. */
  sender_id: id.nullish().transform((value) => value ?? null),
  is_highlighted: flag,
  attachments: list(attachmentSchema),
  created_at: z.string(),
});
type RawMessage = z.infer<typeof rawMessageSchema>;

export type TicketMessage = Omit<RawMessage, 'type'> & { type: 'user' | 'staff' };

/**
 * Whose each message is. With `type` it says so; without (the original backend), the shopper is
 * the sender of the thread's first message, which is always the one that opened the ticket.
 */
function withSides(messages: RawMessage[], opener: number | null): TicketMessage[] {
  return messages.map((message) => {
    const mine = message.type ? message.type === 'user' : message.sender_id !== null && message.sender_id === opener;
    return { ...message, type: mine ? ('user' as const) : ('staff' as const) };
  });
}

const openerOf = (messages: RawMessage[]) => messages[0]?.sender_id ?? null;

const rawDetailsSchema = ticketSchema.extend({
  email: text,
  phone: text,
  /** The original's: whether the shopper may write in the thread. Absent means yes while open. */
  user_chat: flag.optional(),
  /** The original's: the files sent with the ticket. */
  attachments: list(attachmentSchema),
  messages: list(rawMessageSchema),
});

function detailsOf({ attachments, ...ticket }: z.infer<typeof rawDetailsSchema>) {
  const messages = withSides(ticket.messages, openerOf(ticket.messages));
  // The files sent with the ticket belong to its first message; ours already carries them there.
  const [first, ...rest] = messages;
  const thread = first && first.attachments.length === 0 && attachments.length > 0 ? [{ ...first, attachments }, ...rest] : messages;
  const open = ticketStatusKey(ticket.status) === 'running';
  return { ...ticket, messages: thread, open, can_reply: open && ticket.user_chat !== false };
}

export const ticketDetailsSchema = rawDetailsSchema.transform(detailsOf);
export type TicketDetails = z.infer<typeof ticketDetailsSchema>;

const threadShape = { support_ticket: rawDetailsSchema, highlighted_messages: list(rawMessageSchema) };

export const ticketThreadSchema = z.object(threadShape).transform((thread) => ({
  support_ticket: detailsOf(thread.support_ticket),
  highlighted_messages: withSides(thread.highlighted_messages, openerOf(thread.support_ticket.messages)),
}));
export type TicketThread = z.infer<typeof ticketThreadSchema>;

export const createdTicketSchema = z.object({ support_ticket: ticketDetailsSchema });

export const ticketMessagesSchema = z.object({ messages: z.array(rawMessageSchema) }).transform(({ messages }) => ({ messages: withSides(messages, openerOf(messages)) }));

/**
 * A ticket as a backend sends it, before it is read: its files as sent (the original's
 * {type, src}), and without `open` and `can_reply`, which the reading works out.
 */
const sentDetailsSchema = rawDetailsSchema.extend({ attachments: list(sentAttachmentSchema) });

/** The thread as a backend sends it: what this backend's GET /support-ticket/show answers with (server/http/respond.ts). */
export const ticketThreadAsSentSchema = z.object({ ...threadShape, support_ticket: sentDetailsSchema });
/** The new ticket as a backend sends it: what this backend's POST /support-ticket answers with. */
export const createdTicketAsSentSchema = z.object({ support_ticket: sentDetailsSchema });

/** POST /support-ticket as JSON; with attachments the same fields go in a FormData. */
export interface NewTicket {
  /** The issue type's id, or its name as the original's clients send it. */
  issue_type: number | string;
  subject: string;
  message: string;
  email: string;
  phone?: string | null;
  order_number?: string | null;
}
