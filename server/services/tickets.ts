// Support tickets (docs/contract.md "Accounts"): issue types, a shopper's tickets with counts per status,
// opening a ticket, its thread and replies. Every ticket is read and written by its number AND
// its owner together, so another shopper's ticket simply does not exist for the caller.
//
// Answers use the original's shapes: a ticket stored as "running" is answered as "pending" (the
// original's open ticket; "confirm" is its open ticket with a support schedule, which this shop
// does not keep), dates are "05 March, 2024", and the details carry user_chat, attachments and
// each message's sender.
import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Ticket, TicketList } from '@/lib/api/schemas/tickets';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { Invalid, NotFound, Refused, Unavailable } from './errors';
import { displayDate } from './format';
import { tr } from './translate';
import { signedUploadUrl } from './uploads';

/** The list's filters and counts, as the original names them ("running" is every open ticket). */
export const TICKET_STATUSES = ['running', 'completed', 'cancel'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A stored status as the original's clients know it: an open ticket is "pending". */
const statusOf = (stored: string): string => (stored === 'running' ? 'pending' : stored);

/** A file attached to a ticket message: its public path and the name the shopper gave it. */
export interface TicketAttachment {
  url: string;
  name: string | null;
}

export async function issueTypes(db: Db, locale: string) {
  return db
    .select({ id: s.ticketIssueTypes.id, name: tr(s.ticketIssueTypes.i18n, s.ticketIssueTypes.name, locale, 'name') })
    .from(s.ticketIssueTypes)
    .orderBy(asc(s.ticketIssueTypes.id));
}

function ticketRows(db: Db, locale: string) {
  return db
    .select({
      id: s.supportTickets.id,
      ticketNo: s.supportTickets.ticketNo,
      orderNumber: s.supportTickets.orderNumber,
      status: s.supportTickets.status,
      subject: s.supportTickets.subject,
      issueTypeId: s.supportTickets.issueTypeId,
      issueType: tr(s.ticketIssueTypes.i18n, s.ticketIssueTypes.name, locale, 'name'),
      email: s.supportTickets.email,
      phone: s.supportTickets.phone,
      createdAt: s.supportTickets.createdAt,
    })
    .from(s.supportTickets)
    .leftJoin(s.ticketIssueTypes, eq(s.ticketIssueTypes.id, s.supportTickets.issueTypeId))
    .$dynamic();
}

type TicketRow = Awaited<ReturnType<ReturnType<typeof ticketRows>['execute']>>[number];

function ticketSummary(row: TicketRow): Ticket {
  return {
    id: row.id,
    ticket_no: row.ticketNo,
    order_number: row.orderNumber,
    status: statusOf(row.status),
    subject: row.subject,
    // A deleted issue type leaves the ticket without one rather than without its history.
    issue_type: row.issueTypeId === null ? null : row.issueType,
    created_at: displayDate(row.createdAt, 'd F, Y'),
  };
}

/** The original's kind of an attached file: "image" for jpg, jpeg, png and gif, else its extension. */
function fileType(file: TicketAttachment): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(file.name ?? '')?.[1]?.toLowerCase() ?? 'file';
  return ['jpg', 'jpeg', 'png', 'gif'].includes(extension) ? 'image' : extension;
}

function ticketDetails(row: TicketRow, messages: TicketMessagePayload[], opening: TicketAttachment[]) {
  return {
    ...ticketSummary(row),
    issue_type_id: row.issueTypeId,
    email: row.email,
    phone: row.phone,
    // Whether the shopper may write in the thread: while the ticket is open.
    user_chat: row.status === 'running',
    // Support schedules are not kept here; the original's fields are there, empty.
    ticket_schedule_start: null,
    ticket_schedule_end: null,
    // The files sent with the ticket, as the original lists them: {type, src}.
    attachments: opening.map((file) => ({ type: fileType(file), src: signedUploadUrl(file.url), name: file.name ?? null })),
    messages,
  };
}

const attachmentsOf = (value: unknown): TicketAttachment[] => (Array.isArray(value) ? (value as TicketAttachment[]) : []);

type MessageRow = typeof s.supportTicketMessages.$inferSelect & { senderName: string | null; senderPhoto: string | null };

function messagePayload(row: MessageRow) {
  const staff = row.isStaff || row.userId === null;
  return {
    id: row.id,
    message: row.message,
    // Who wrote it: the shopper ("user") or the shop's support staff ("staff").
    type: staff ? ('staff' as const) : ('user' as const),
    // The original's sender fields. Staff are not accounts of this shop: no id, name or photo.
    sender_id: staff ? null : row.userId,
    sender_name: staff ? null : row.senderName,
    profile_photo: staff ? null : signedUploadUrl(row.senderPhoto),
    is_highlighted: row.isHighlighted,
    attachments: attachmentsOf(row.attachments).map((file) => ({ url: signedUploadUrl(file.url), name: file.name ?? null })),
    created_at: displayDate(row.createdAt, 'd F, Y'),
  };
}

type TicketMessagePayload = ReturnType<typeof messagePayload>;

export interface TicketListQuery {
  status?: TicketStatus;
  limit: number;
  offset: number;
}

export async function listTickets(db: Db, locale: string, userId: number, query: TicketListQuery): Promise<TicketList> {
  const mine = eq(s.supportTickets.userId, userId);
  const where: SQL | undefined = query.status ? and(mine, eq(s.supportTickets.status, query.status)) : mine;
  const [counts, rows] = await Promise.all([
    db
      .select({ status: s.supportTickets.status, count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(s.supportTickets)
      .where(mine)
      .groupBy(s.supportTickets.status),
    ticketRows(db, locale).where(where).orderBy(desc(s.supportTickets.createdAt), desc(s.supportTickets.id)).limit(query.limit).offset(query.offset),
  ]);
  const count = (status: TicketStatus) => counts.find((row) => row.status === status)?.count ?? 0;
  const all = counts.reduce((sum, row) => sum + row.count, 0);
  return {
    total: query.status ? count(query.status) : all,
    running: count('running'),
    completed: count('completed'),
    cancel: count('cancel'),
    support_tickets: rows.map(ticketSummary),
  };
}

/** The user's own order with that code; "RC000123" finds "#RC000123" too, as people type it. */
async function ownOrderCode(db: Db, userId: number, orderNumber: string): Promise<string | null> {
  const candidates = orderNumber.startsWith('#') ? [orderNumber] : [orderNumber, `#${orderNumber}`];
  const [order] = await db
    .select({ code: s.orders.orderCode })
    .from(s.orders)
    .where(and(eq(s.orders.userId, userId), inArray(s.orders.orderCode, candidates)))
    .limit(1);
  return order?.code ?? null;
}

export interface NewTicket {
  /** The issue type's name in any language (as the original's clients send it), or its id. */
  issueType: string;
  subject: string;
  message: string;
  email: string;
  phone: string | null;
  orderNumber: string | null;
}

/**
 * Checks what only the database can tell (the issue type exists, the order is the shopper's) and
 * answers the canonical order code, before any file is stored.
 */
export async function checkNewTicket(db: Db, userId: number, input: NewTicket): Promise<{ orderCode: string | null; issueTypeId: number }> {
  const errors: Record<string, string[]> = {};
  const issueTypeId = await issueTypeIdOf(db, input.issueType);
  if (issueTypeId === null) errors.issue_type = ['The selected issue type is invalid.'];
  const orderCode = input.orderNumber ? await ownOrderCode(db, userId, input.orderNumber) : null;
  if (input.orderNumber && !orderCode) errors.order_number = ['The selected order number is invalid.'];
  if (issueTypeId === null || Object.keys(errors).length > 0) throw new Invalid(errors);
  return { orderCode, issueTypeId };
}

/**
 * The issue type a shopper chose: by its name in any language, case aside (the original's form
 * sends the name it listed), or by its id (this storefront's form). Unknown names are refused
 * rather than stored as free text, so every ticket has a type support can sort by.
 */
async function issueTypeIdOf(db: Db, value: string): Promise<number | null> {
  const name = value.trim().toLowerCase();
  const byId = /^\d{1,9}$/.test(name) ? eq(s.ticketIssueTypes.id, Number(name)) : undefined;
  const byName = sql`(lower(${s.ticketIssueTypes.name}) = ${name} or exists (select 1 from jsonb_each(${s.ticketIssueTypes.i18n}) as t(locale, texts) where lower(t.texts ->> 'name') = ${name}))`;
  const [row] = await db
    .select({ id: s.ticketIssueTypes.id })
    .from(s.ticketIssueTypes)
    .where(byId ? sql`${byId} or ${byName}` : byName)
    // An id wins over a name that happens to be digits.
    .orderBy(byId ? sql`${byId} desc` : asc(s.ticketIssueTypes.id), asc(s.ticketIssueTypes.id))
    .limit(1);
  return row?.id ?? null;
}

/** "TK" and ten random digits: unique, and not a counter a stranger could walk through. */
const ticketNumber = () => `TK${String(randomInt(1_000_000_000, 10_000_000_000))}`;

export async function createTicket(db: Db, locale: string, userId: number, input: NewTicket & { issueTypeId: number; orderCode: string | null; attachments: TicketAttachment[] }) {
  const ticketId = await db.transaction(async (tx) => {
    let id: number | undefined;
    // A clash of random numbers is rare; the unique index decides, and a new number is drawn.
    for (let attempt = 0; attempt < 5 && id === undefined; attempt += 1) {
      const [row] = await tx
        .insert(s.supportTickets)
        .values({
          ticketNo: ticketNumber(),
          userId,
          issueTypeId: input.issueTypeId,
          orderNumber: input.orderCode,
          subject: input.subject,
          email: input.email,
          phone: input.phone,
        })
        .onConflictDoNothing({ target: s.supportTickets.ticketNo })
        .returning({ id: s.supportTickets.id });
      id = row?.id;
    }
    if (id === undefined) throw new Unavailable('Please try again in a moment.');
    await tx.insert(s.supportTicketMessages).values({ ticketId: id, userId, message: input.message, attachments: input.attachments });
    return id;
  });
  const [row] = await ticketRows(db, locale).where(eq(s.supportTickets.id, ticketId));
  const thread = await threadOf(db, ticketId);
  return ticketDetails(row, thread.messages, thread.opening);
}

/** A ticket's messages in order, and the files sent with its first message (the opening one). */
async function threadOf(db: Db, ticketId: number) {
  const rows = await db
    .select({ message: s.supportTicketMessages, senderName: s.users.name, senderPhoto: s.users.profilePhoto })
    .from(s.supportTicketMessages)
    .leftJoin(s.users, eq(s.users.id, s.supportTicketMessages.userId))
    .where(eq(s.supportTicketMessages.ticketId, ticketId))
    .orderBy(asc(s.supportTicketMessages.createdAt), asc(s.supportTicketMessages.id));
  const messages = rows.map((row) => messagePayload({ ...row.message, senderName: row.senderName, senderPhoto: row.senderPhoto }));
  return { messages, opening: rows.length > 0 ? attachmentsOf(rows[0].message.attachments) : [] };
}

async function ownTicket(db: Db, locale: string, userId: number, ticketNo: string): Promise<TicketRow> {
  const [row] = await ticketRows(db, locale)
    .where(and(eq(s.supportTickets.ticketNo, ticketNo), eq(s.supportTickets.userId, userId)))
    .limit(1);
  if (!row) throw new NotFound('Ticket not found');
  return row;
}

export async function ticketThread(db: Db, locale: string, userId: number, ticketNo: string) {
  const row = await ownTicket(db, locale, userId, ticketNo);
  const { messages, opening } = await threadOf(db, row.id);
  return {
    support_ticket: ticketDetails(row, messages, opening),
    highlighted_messages: messages.filter((message) => message.is_highlighted),
  };
}

/** A shopper's reply; only a running ticket takes one. Answers the whole thread. */
export async function replyToTicket(db: Db, locale: string, userId: number, ticketNo: string, message: string) {
  const row = await ownTicket(db, locale, userId, ticketNo);
  if (row.status !== 'running') throw new Refused('This ticket is closed. Please open a new ticket.');
  await db.insert(s.supportTicketMessages).values({ ticketId: row.id, userId, message });
  return (await threadOf(db, row.id)).messages;
}
