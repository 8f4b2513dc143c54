// Support tickets (docs/contract.md "Accounts"): issue types (public), and for the signed-in shopper the
// ticket list, opening a ticket with attachments, the thread and replies. Opening tickets and
// replying are limited per shopper, so one account cannot flood the support desk.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validationError } from '@/server/http/errors';
import { pagingOf, pagingShape } from '@/server/http/params';
import { createLimiter } from '@/server/http/rate-limit';
import { readBody, readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { createdTicketAsSentSchema, issueTypesSchema, ticketListSchema, ticketMessagesSchema, ticketThreadAsSentSchema } from '@/lib/api/schemas/tickets';
import { optionalText, requiredText } from '@/server/http/text-fields';
import { parseOrThrow } from '@/server/http/validation';
import { checkNewTicket, createTicket, issueTypes, listTickets, replyToTicket, TICKET_STATUSES, ticketThread, type TicketAttachment } from '@/server/services/tickets';
import { saveUpload } from '@/server/services/uploads';

export const ticketRoutes = new Hono<AppEnv>();

/** A few files per ticket: enough for screenshots and a receipt, within the multipart limit. */
export const MAX_TICKET_ATTACHMENTS = 3;

const ticketsPerUser = createLimiter('tickets.ticketsPerUser', 10, 60 * 60);
const repliesPerUser = createLimiter('tickets.repliesPerUser', 30, 10 * 60);

/** Ticket numbers are short printable codes; anything else cannot exist. */
const ticketNumber = z.string().trim().min(1).max(32).regex(/^[\w-]+$/, { error: 'The selected :attribute is invalid.' });

const newTicketBody = z.object({
  // The original's rule: a required string of at most 255, the issue type's name. This shop's
  // form sends the id, as a number in JSON and as text in multipart; both are read as text.
  issue_type: z.preprocess((value) => (typeof value === 'number' && Number.isInteger(value) ? String(value) : value), requiredText(255)),
  subject: requiredText(255),
  message: requiredText(5000),
  email: z.string().trim().min(1).max(255).pipe(z.email({ error: 'The :attribute field must be a valid email address.' })),
  phone: z
    .string()
    .trim()
    .max(32)
    .regex(/^[0-9+()\-.\s]*$/, { error: 'The :attribute field must be a valid phone number.' })
    .nullish()
    .transform((value) => value || null),
  order_number: optionalText(32),
});

/** Files sent as attachments[], attachments or attachments[0..]; empty file inputs are skipped. */
function attachmentsOf(body: unknown): unknown[] {
  if (!body || typeof body !== 'object') return [];
  const files = Object.entries(body as Record<string, unknown>)
    .filter(([key]) => /^attachments(\[\d*\])?$/.test(key))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
  return files.filter((file) => !(file instanceof File && file.size === 0 && file.name === '') && file !== '' && file !== null);
}

ticketRoutes.get('/ticket-issue-types', async (c) => {
  return answer(c, 'Ticket issue types', issueTypesSchema, { issue_types: await issueTypes(c.get('db'), c.get('locale')) });
});

ticketRoutes.get('/support-tickets', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const query = readQuery(c, z.object({ ...pagingShape, status: z.enum(TICKET_STATUSES).optional() }));
  return answer(c, 'Support tickets', ticketListSchema, await listTickets(c.get('db'), c.get('locale'), user.id, { status: query.status, ...pagingOf(query) }));
});

ticketRoutes.post('/support-ticket', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const raw = await readBody(c);
  const body = parseOrThrow(newTicketBody, raw);
  const files = attachmentsOf(raw);
  if (files.length > MAX_TICKET_ATTACHMENTS) throw validationError({ attachments: [`The attachments field must not have more than ${MAX_TICKET_ATTACHMENTS} items.`] });
  const input = { issueType: body.issue_type, subject: body.subject, message: body.message, email: body.email, phone: body.phone, orderNumber: body.order_number };
  const { orderCode, issueTypeId } = await checkNewTicket(db, user.id, input);
  await ticketsPerUser(c, [String(user.id)], 'tickets opened');
  const attachments: TicketAttachment[] = [];
  for (const file of files) {
    const url = await saveUpload(db, { userId: user.id, purpose: 'ticket', field: 'attachments', file });
    attachments.push({ url, name: file instanceof File ? file.name.slice(0, 200) || null : null });
  }
  const ticket = await createTicket(db, c.get('locale'), user.id, { ...input, issueTypeId, orderCode, attachments });
  return answer(c, 'Support ticket created successfully', createdTicketAsSentSchema, { support_ticket: ticket });
});

// docs/contract.md writes the path without a leading slash; it is the same route.
ticketRoutes.get('/support-ticket/show', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const query = readQuery(c, z.object({ ticket_number: ticketNumber }));
  return answer(c, 'Support ticket', ticketThreadAsSentSchema, await ticketThread(c.get('db'), c.get('locale'), user.id, query.ticket_number));
});

ticketRoutes.post('/support-ticket-message', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const body = parseOrThrow(z.object({ ticket_number: ticketNumber, message: requiredText(5000) }), await readBody(c));
  await repliesPerUser(c, [String(user.id)], 'messages');
  return answer(c, 'Message sent successfully', ticketMessagesSchema, { messages: await replyToTicket(c.get('db'), c.get('locale'), user.id, body.ticket_number, body.message) });
});
