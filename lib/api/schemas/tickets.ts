// Support tickets (API.md "Accounts"): issue types, the ticket list with counts per status, one
// ticket's thread. Upstream backends may send the issue type as an object and attachments as
// bare paths; both are read into one shape.
import { z } from 'zod';
import { flag, id, list, num, text } from './common';

export const TICKET_STATUSES = ['running', 'completed', 'cancel'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

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
  subject: z.string(),
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

const attachmentSchema = z
  .union([z.string(), z.object({ url: z.string(), name: text.optional() })])
  .transform((value) => (typeof value === 'string' ? { url: value, name: null } : { url: value.url, name: value.name ?? null }));

export const ticketMessageSchema = z.object({
  id,
  message: z.string().nullish().transform((value) => value ?? ''),
  /** The shopper ("user") or the shop's support staff (anything else). */
  type: z.string().transform((value) => (value === 'user' ? ('user' as const) : ('staff' as const))),
  is_highlighted: flag,
  attachments: list(attachmentSchema),
  created_at: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketDetailsSchema = ticketSchema.extend({
  email: text,
  phone: text,
  messages: list(ticketMessageSchema),
});
export type TicketDetails = z.infer<typeof ticketDetailsSchema>;

export const ticketThreadSchema = z.object({
  support_ticket: ticketDetailsSchema,
  highlighted_messages: list(ticketMessageSchema),
});
export type TicketThread = z.infer<typeof ticketThreadSchema>;

export const createdTicketSchema = z.object({ support_ticket: ticketDetailsSchema });
export const ticketMessagesSchema = z.object({ messages: z.array(ticketMessageSchema) });

/** POST /support-ticket as JSON; with attachments the same fields go in a FormData. */
export interface NewTicket {
  issue_type: number;
  subject: string;
  message: string;
  email: string;
  phone?: string | null;
  order_number?: string | null;
}
