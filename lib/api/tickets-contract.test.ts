// Contract checks of the ticket and affiliation calls: the client's own schemas parse what the
// built-in backend answers, and accept the shapes an upstream backend may send.
import { issueToken } from '@/server/services/accounts';
import { startTestShop, type TestShop } from '@/server/test/test-app';
import type { Api } from './client';
import { ApiError } from './core';
import { affiliationsSchema } from './schemas/affiliations';
import { ticketStatusKey, ticketThreadSchema } from './schemas/tickets';
import { inProcessApi } from '@/server/test/in-process-api';

jest.setTimeout(60_000);

let shop: TestShop;
let demo: Api;
let other: Api;
const clientFor = (locale: string, token?: string): Api =>
  inProcessApi({ locale, token });

beforeAll(async () => {
  shop = await startTestShop();
  demo = clientFor('en', (await issueToken(shop.handle.db, 1)).token);
  other = clientFor('ar', (await issueToken(shop.handle.db, 6)).token);
});
afterAll(() => shop.close());

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a3a8f00000000049454e44ae426082', 'hex');

describe('ticket calls', () => {
  it('GET /ticket-issue-types in both languages', async () => {
    expect((await clientFor('en').ticketIssueTypes()).issue_types.map((type) => type.name)).toContain('Payment issue');
    expect((await other.ticketIssueTypes()).issue_types[1]).toEqual({ id: 2, name: 'مشكلة في الدفع' });
  });

  it('GET /support-tickets with counts, and GET support-ticket/show with its thread', async () => {
    const list = await demo.supportTickets({ status: 'running', page: 1, per_page: 10 });
    expect(list).toMatchObject({ total: 1, running: 1, completed: 1, cancel: 0 });
    const thread = await demo.supportTicket(list.support_tickets[0].ticket_no);
    expect(thread.support_ticket.messages.map((message) => message.type)).toEqual(['user', 'staff', 'user']);
    expect(thread.support_ticket).toMatchObject({ status: 'pending', open: true, can_reply: true });
    expect(thread.highlighted_messages[0]).toMatchObject({ is_highlighted: true, type: 'staff' });
    const closed = await demo.supportTicket('TK7305518264');
    expect(closed.support_ticket).toMatchObject({ status: 'completed', open: false, can_reply: false });
  });

  it('POST /support-ticket as JSON and as multipart, then POST /support-ticket-message', async () => {
    const json = await other.createSupportTicket({ issue_type: 4, subject: 'Cannot change my email', message: 'The form says the email is taken.', email: 'me@example.com' });
    expect(json.message).toBe('تم إنشاء تذكرة الدعم بنجاح'); // this client reads Arabic
    expect(json.data.support_ticket).toMatchObject({ status: 'pending', issue_type: 'مشكلة في الحساب', phone: null, order_number: null });
    // The original client sends the issue type's name; this client may too.
    const named = await other.createSupportTicket({ issue_type: 'Account issue', subject: 'By name', message: 'Sent with the name.', email: 'me@example.com' });
    expect(named.data.support_ticket.issue_type).toBe('مشكلة في الحساب');

    const form = new FormData();
    form.append('issue_type', '1');
    form.append('subject', 'Broken on arrival');
    form.append('message', 'The box was crushed.');
    form.append('email', 'me@example.com');
    form.append('attachments[]', new File([png], 'box.png', { type: 'image/png' }));
    const multipart = await other.createSupportTicket(form);
    expect(multipart.data.support_ticket.messages[0].attachments).toEqual([{ url: expect.stringMatching(/^\/api\/uploads\/[\w-]+\?expires=\d+&sig=[\w-]+$/), name: 'box.png' }]);

    const reply = await other.sendTicketMessage({ ticket_number: multipart.data.support_ticket.ticket_no, message: 'Any news?' });
    expect(reply.data.messages.map((message) => message.message)).toEqual(['The box was crushed.', 'Any news?']);
    expect((await other.supportTickets()).total).toBe(3);
  });

  it('surfaces field errors and not-found as ApiError', async () => {
    const invalid = await other.createSupportTicket({ issue_type: 1, subject: '', message: 'x', email: 'me@example.com' }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(ApiError);
    expect((invalid as ApiError).fieldError('subject')).toBe('حقل الموضوع مطلوب.');
    const foreign = await other.supportTicket('TK4821930571').catch((error: unknown) => error);
    expect((foreign as ApiError).status).toBe(404);
  });

  it("reads the original's thread: pending and confirm are open, senders by id, files on the ticket", () => {
    const thread = (status: string, userChat: number) => ({
      support_ticket: {
        id: 3,
        ticket_no: '4821934',
        order_number: null,
        status,
        user_chat: userChat,
        subject: 'Late parcel',
        issue_type: 'Delivery issue',
        email: 'me@example.com',
        phone: null,
        created_at: '05 March, 2024',
        ticket_schedule_start: null,
        ticket_schedule_end: null,
        attachments: [{ type: 'image', src: '/storage/ticket-attachments/a.png' }],
        messages: [
          { id: 1, message: 'Where is it?', created_at: '05 March, 2024', sender_id: 42, sender_name: 'Ada', profile_photo: null, is_highlighted: false },
          { id: 2, message: 'On its way.', created_at: '06 March, 2024', sender_id: 1, sender_name: 'Admin', profile_photo: null, is_highlighted: true },
        ],
      },
      highlighted_messages: [{ id: 2, message: 'On its way.', created_at: '06 March, 2024', sender_id: 1, sender_name: 'Admin', profile_photo: null, is_highlighted: true }],
    });
    const parsed = ticketThreadSchema.parse(thread('confirm', 1));
    expect(parsed.support_ticket).toMatchObject({ status: 'confirm', open: true, can_reply: true });
    expect(parsed.support_ticket.messages.map((message) => message.type)).toEqual(['user', 'staff']);
    expect(parsed.support_ticket.messages[0].attachments).toEqual([{ url: '/storage/ticket-attachments/a.png', name: null }]);
    expect(parsed.highlighted_messages[0].type).toBe('staff');
    expect(ticketThreadSchema.parse(thread('pending', 0)).support_ticket).toMatchObject({ open: true, can_reply: false });
    const untitled = thread('pending', 1);
    expect(ticketThreadSchema.parse({ ...untitled, support_ticket: { ...untitled.support_ticket, subject: null } }).support_ticket.subject).toBe('');
    expect(ticketThreadSchema.parse(thread('completed', 1)).support_ticket).toMatchObject({ open: false, can_reply: false });
    expect(ticketStatusKey('pending')).toBe('running');
    expect(ticketStatusKey('Confirm')).toBe('running');
    expect(ticketStatusKey('cancel')).toBe('cancel');
    expect(ticketStatusKey('on hold')).toBeNull();
  });

  it('reads an upstream thread with the issue type as an object and bare attachment paths', () => {
    const parsed = ticketThreadSchema.parse({
      support_ticket: {
        id: '7',
        ticket_no: 'T-7',
        order_number: null,
        status: 'running',
        subject: 'Hi',
        issue_type: { id: 1, name: 'Order issue' },
        created_at: '2024-01-01T00:00:00Z',
        messages: [{ id: 1, message: null, type: 'admin', is_highlighted: 1, attachments: ['/storage/a.png'], created_at: '2024-01-01T00:00:00Z' }],
      },
      highlighted_messages: null,
    });
    expect(parsed.support_ticket.issue_type).toBe('Order issue');
    expect(parsed.support_ticket.messages[0]).toMatchObject({ message: '', type: 'staff', is_highlighted: true, attachments: [{ url: '/storage/a.png', name: null }] });
    expect(parsed.highlighted_messages).toEqual([]);
  });
});

describe('GET /affiliations', () => {
  it('parses the balance, the link and the referrals', async () => {
    const answer = await demo.affiliations({ page: 1, per_page: 10 });
    expect(answer).toMatchObject({ balance: '12.50', referral_code: 'DEMO2024', total: 2 });
    expect(answer.referral_link).toMatch(/\/\?ref=DEMO2024$/);
    expect(answer.referrals.map((referral) => referral.earned)).toEqual(['5.00', '7.50']);
    const none = await other.affiliations();
    expect(none).toMatchObject({ balance: '0.00', total: 0, referrals: [] });
  });

  it('reads amounts sent as numbers', () => {
    const parsed = affiliationsSchema.parse({ balance: 3, referral_code: 'X', referral_link: 'https://s/?ref=X', total: '1', referrals: [{ name: 'A', joined_at: '2024-01-01', orders: null, earned: 2.5 }] });
    expect(parsed).toMatchObject({ balance: '3.00', total: 1, referrals: [{ orders: 0, earned: '2.50' }] });
  });
});
