// Support tickets of the demo customer (user 1): a running one with a staff answer (highlighted,
// as support marks the message that resolves a question) and a completed one.
import { demoCustomer } from '../../../lib/demo-credentials';
import type { Db } from '../client';
import * as s from '../schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function seedTickets(db: Db, now: number): Promise<void> {
  await db.insert(s.supportTickets).values([
    { id: 1, ticketNo: 'TK4821930571', userId: 1, issueTypeId: 3, subject: 'Parcel not delivered yet', email: demoCustomer.email, phone: demoCustomer.phone, status: 'running', createdAt: new Date(now - 3 * DAY) },
    { id: 2, ticketNo: 'TK7305518264', userId: 1, issueTypeId: 2, subject: 'Charged twice for one order', email: demoCustomer.email, phone: demoCustomer.phone, status: 'completed', createdAt: new Date(now - 40 * DAY) },
  ]);
  await db.insert(s.supportTicketMessages).values([
    { ticketId: 1, userId: 1, message: 'My parcel was due two days ago and the tracking has not moved. Can you check where it is?', createdAt: new Date(now - 3 * DAY) },
    {
      ticketId: 1,
      isStaff: true,
      isHighlighted: true,
      message: 'Thank you for your patience. The courier confirmed the parcel is at the local depot and will be delivered within 48 hours.',
      createdAt: new Date(now - 2 * DAY),
    },
    { ticketId: 1, userId: 1, message: 'Thanks, I will keep an eye out for it.', createdAt: new Date(now - 2 * DAY + 2 * HOUR) },
    { ticketId: 2, userId: 1, message: 'I see two payments for the same order on my card statement.', createdAt: new Date(now - 40 * DAY) },
    { ticketId: 2, isStaff: true, isHighlighted: true, message: 'We refunded the duplicate payment. It reaches your card within 5 working days.', createdAt: new Date(now - 39 * DAY) },
  ]);
}
