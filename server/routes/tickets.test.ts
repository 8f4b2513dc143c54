import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { issueToken } from '@/server/services/accounts';
import { call, startTestShop, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

let shop: TestShop;
/** Tokens of the demo customer (user 1, who has the seeded tickets) and of users 2 and 3. */
let demo: string;
let alice: string;
let bob: string;

beforeAll(async () => {
  shop = await startTestShop();
  [demo, alice, bob] = await Promise.all([1, 2, 3].map(async (id) => (await issueToken(shop.handle.db, id)).token));
});
afterAll(() => shop.close());

interface Message {
  id: number;
  message: string;
  type: 'user' | 'staff';
  sender_id: number | null;
  sender_name: string | null;
  profile_photo: string | null;
  is_highlighted: boolean;
  attachments: { url: string; name: string | null }[];
  created_at: string;
}
interface Ticket {
  id: number;
  ticket_no: string;
  order_number: string | null;
  status: string;
  subject: string;
  issue_type: string | null;
  created_at: string;
}
interface TicketList {
  total: number;
  running: number;
  completed: number;
  cancel: number;
  support_tickets: Ticket[];
}
interface Thread {
  support_ticket: Ticket & {
    email: string;
    phone: string | null;
    user_chat: boolean;
    ticket_schedule_start: string | null;
    ticket_schedule_end: string | null;
    attachments: { type: string; src: string; name: string | null }[];
    messages: Message[];
  };
  highlighted_messages: Message[];
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const get = <T = ErrorBody>(path: string, token?: string, locale?: string) => call<T>(path, { headers: token ? bearer(token) : {}, locale });
const post = <T = ErrorBody>(path: string, token: string | null, json: unknown) => call<T>(path, { method: 'POST', json, headers: token ? bearer(token) : {} });
const postForm = <T = ErrorBody>(path: string, token: string, form: FormData) => call<T>(path, { method: 'POST', body: form, headers: bearer(token) });

const ticket = (overrides: Record<string, unknown> = {}) => ({
  issue_type: 1,
  subject: 'Wrong size delivered',
  message: 'I ordered a medium and received a small.',
  email: 'alice@example.com',
  phone: '2025550110',
  ...overrides,
});

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a3a8f00000000049454e44ae426082', 'hex');

describe('GET /ticket-issue-types', () => {
  it('lists the issue types without a token, translated into the request language', async () => {
    const en = await get<Envelope<{ issue_types: { id: number; name: string }[] }>>('/ticket-issue-types');
    expect(en.status).toBe(200);
    expect(en.body.data.issue_types[0]).toEqual({ id: 1, name: 'Order issue' });
    expect(en.body.data.issue_types.length).toBeGreaterThanOrEqual(4);
    const ar = await get<Envelope<{ issue_types: { id: number; name: string }[] }>>('/ticket-issue-types', undefined, 'ar');
    expect(ar.body.data.issue_types[0]).toEqual({ id: 1, name: 'مشكلة في الطلب' });
  });
});

describe('without a token', () => {
  it('answers 401 on every ticket call', async () => {
    const answers = await Promise.all([
      get('/support-tickets'),
      get('/support-ticket/show?ticket_number=TK4821930571'),
      post('/support-ticket', null, ticket()),
      post('/support-ticket-message', null, { ticket_number: 'TK4821930571', message: 'Hello' }),
      get('/support-tickets', 'not-a-real-token'),
    ]);
    for (const answer of answers) expect(answer).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});

describe('the demo customer', () => {
  it('lists the seeded tickets with counts per status, filtered by status', async () => {
    const all = await get<Envelope<TicketList>>('/support-tickets', demo);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 2, running: 1, completed: 1, cancel: 0 });
    expect(all.body.data.support_tickets.map((t) => t.ticket_no)).toEqual(['TK4821930571', 'TK7305518264']);
    expect(all.body.data.support_tickets[0]).toEqual({
      id: 1,
      ticket_no: 'TK4821930571',
      order_number: null,
      // The original's open status and its "d F, Y" date.
      status: 'pending',
      subject: 'Parcel not delivered yet',
      issue_type: 'Delivery issue',
      created_at: expect.stringMatching(/^\d{2} [A-Z][a-z]+, \d{4}$/),
    });
    expect(all.body.data.support_tickets[1].status).toBe('completed');
    const completed = await get<Envelope<TicketList>>('/support-tickets?status=completed', demo, 'ar');
    expect(completed.body.data).toMatchObject({ total: 1, running: 1, completed: 1, cancel: 0 });
    expect(completed.body.data.support_tickets).toHaveLength(1);
    expect(completed.body.data.support_tickets[0]).toMatchObject({ ticket_no: 'TK7305518264', issue_type: 'مشكلة في الدفع' });
    const cancelled = await get<Envelope<TicketList>>('/support-tickets?status=cancel', demo);
    expect(cancelled.body.data).toMatchObject({ total: 0, support_tickets: [] });
  });

  it('shows a thread in order, telling shopper and staff apart, with the highlighted answer', async () => {
    const answer = await get<Envelope<Thread>>('/support-ticket/show?ticket_number=TK4821930571', demo);
    expect(answer.status).toBe(200);
    const { support_ticket: thread, highlighted_messages: highlighted } = answer.body.data;
    expect(thread).toMatchObject({ ticket_no: 'TK4821930571', status: 'pending', user_chat: true, subject: 'Parcel not delivered yet', email: 'customer@example.com' });
    expect(thread).toMatchObject({ ticket_schedule_start: null, ticket_schedule_end: null, attachments: [] });
    expect(thread.messages.map((m) => m.type)).toEqual(['user', 'staff', 'user']);
    // The original's sender fields: the shopper's id, name and photo; staff are not accounts here.
    expect(thread.messages.map((m) => m.sender_id)).toEqual([1, null, 1]);
    expect(thread.messages[0]).toMatchObject({ sender_name: 'Demo Customer', profile_photo: expect.anything() });
    expect(thread.messages[1]).toMatchObject({ sender_name: null, profile_photo: null });
    for (const message of thread.messages) expect(message.created_at).toMatch(/^\d{2} [A-Z][a-z]+, \d{4}$/);
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toMatchObject({ type: 'staff', is_highlighted: true, message: expect.stringContaining('local depot') });
  });

  it('tells the original client that a closed ticket takes no messages', async () => {
    const closed = await get<Envelope<Thread>>('/support-ticket/show?ticket_number=TK7305518264', demo);
    expect(closed.body.data.support_ticket).toMatchObject({ status: 'completed', user_chat: false });
  });

  it('cannot reply to a completed ticket', async () => {
    const answer = await post('/support-ticket-message', demo, { ticket_number: 'TK7305518264', message: 'One more thing' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('This ticket is closed. Please open a new ticket.');
    const thread = await get<Envelope<Thread>>('/support-ticket/show?ticket_number=TK7305518264', demo);
    expect(thread.body.data.support_ticket.messages).toHaveLength(2);
  });
});

describe('opening a ticket', () => {
  it('creates a running ticket with an unguessable number that the shopper can open and answer', async () => {
    const created = await post<Envelope<{ support_ticket: Thread['support_ticket'] }>>('/support-ticket', alice, ticket());
    expect(created.status).toBe(200);
    const made = created.body.data.support_ticket;
    expect(made).toMatchObject({ status: 'pending', user_chat: true, subject: 'Wrong size delivered', issue_type: 'Order issue', order_number: null, email: 'alice@example.com', phone: '2025550110' });
    expect(made.ticket_no).toMatch(/^TK\d{10}$/);
    expect(made.messages).toEqual([expect.objectContaining({ type: 'user', message: 'I ordered a medium and received a small.', attachments: [] })]);
    const second = await post<Envelope<{ support_ticket: Ticket }>>('/support-ticket', alice, ticket({ subject: 'Another one' }));
    expect(second.body.data.support_ticket.ticket_no).not.toBe(made.ticket_no);

    const list = await get<Envelope<TicketList>>('/support-tickets?status=running&page=1&per_page=1', alice);
    expect(list.body.data).toMatchObject({ total: 2, running: 2, completed: 0, cancel: 0 });
    expect(list.body.data.support_tickets.map((t) => t.subject)).toEqual(['Another one']);

    const reply = await post<Envelope<{ messages: Message[] }>>('/support-ticket-message', alice, { ticket_number: made.ticket_no, message: 'Photo of the label attached earlier.' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.messages.map((m) => m.message)).toEqual(['I ordered a medium and received a small.', 'Photo of the label attached earlier.']);
    const thread = await get<Envelope<Thread>>(`/support-ticket/show?ticket_number=${made.ticket_no}`, alice);
    expect(thread.body.data.support_ticket.messages).toHaveLength(2);
    expect(thread.body.data.highlighted_messages).toEqual([]);
  });

  it('names every missing or wrong field with a 422', async () => {
    const missing = await post('/support-ticket', alice, { email: 'alice@example.com' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      issue_type: ['The issue type field is required.'],
      subject: ['The subject field is required.'],
      message: ['The message field is required.'],
    });
    const blank = await post('/support-ticket', alice, ticket({ subject: '   ', email: 'not-an-email', issue_type: '  ' }));
    expect(blank.body.errors?.subject).toEqual(['The subject field is required.']);
    expect(blank.body.errors?.email).toEqual(['The email field must be a valid email address.']);
    expect(blank.body.errors?.issue_type).toEqual(['The issue type field is required.']);
    expect((await post('/support-ticket', alice, ticket({ issue_type: 1.5 }))).body.errors?.issue_type).toEqual(['The issue type field must be a string.']);
    expect((await post('/support-ticket', alice, ticket({ issue_type: ['Order issue'] }))).body.errors?.issue_type).toEqual(['The issue type field must be a string.']);
    expect((await post('/support-ticket', alice, ticket({ issue_type: 'x'.repeat(256) }))).body.errors?.issue_type).toEqual(['The issue type field must not be greater than 255 characters.']);
    const unknownName = await post('/support-ticket', alice, ticket({ issue_type: 'Something else' }));
    expect(unknownName).toMatchObject({ status: 422, body: { errors: { issue_type: ['The selected issue type is invalid.'] } } });
    const unknownType = await post('/support-ticket', alice, ticket({ issue_type: 999 }));
    expect(unknownType).toMatchObject({ status: 422, body: { errors: { issue_type: ['The selected issue type is invalid.'] } } });
    const long = await post('/support-ticket', alice, ticket({ subject: 'x'.repeat(256) }));
    expect(long.body.errors?.subject).toEqual(['The subject field must not be greater than 255 characters.']);
  });

  it('takes the issue type by its name in either language, as the original client sends it, or by id', async () => {
    for (const issueType of ['Order issue', 'order ISSUE', 'مشكلة في الطلب', 1, '1']) {
      const created = await post<Envelope<{ support_ticket: Thread['support_ticket'] }>>('/support-ticket', alice, ticket({ issue_type: issueType, subject: `Type ${issueType}` }));
      expect(created.status).toBe(200);
      expect(created.body.data.support_ticket).toMatchObject({ issue_type: 'Order issue', issue_type_id: 1 });
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(ticket({ issue_type: 'Delivery issue', subject: 'As the original form' }))) form.append(key, String(value));
    const multipart = await postForm<Envelope<{ support_ticket: Thread['support_ticket'] }>>('/support-ticket', alice, form);
    expect(multipart.body.data.support_ticket.issue_type).toBe('Delivery issue');
  });

  it('accepts an order number only when the order is the shopper’s own, with or without the #', async () => {
    const [shopRow] = await shop.handle.db.select({ id: s.shops.id }).from(s.shops).limit(1);
    await shop.handle.db.insert(s.orders).values([
      { userId: 2, shopId: shopRow.id, orderCode: '#RC900001', address: {}, quantity: 1, totalAmount: 1000, payableAmount: 1000, paymentMethod: 'cash' },
      { userId: 3, shopId: shopRow.id, orderCode: '#RC900002', address: {}, quantity: 1, totalAmount: 1000, payableAmount: 1000, paymentMethod: 'cash' },
    ]);
    const own = await post<Envelope<{ support_ticket: Ticket }>>('/support-ticket', alice, ticket({ order_number: 'RC900001' }));
    expect(own.status).toBe(200);
    expect(own.body.data.support_ticket.order_number).toBe('#RC900001');
    const foreign = await post('/support-ticket', alice, ticket({ order_number: '#RC900002' }));
    expect(foreign).toMatchObject({ status: 422, body: { errors: { order_number: ['The selected order number is invalid.'] } } });
    const unknown = await post('/support-ticket', alice, ticket({ order_number: 'nope' }));
    expect(unknown.status).toBe(422);
  });

  it('stores attachments sent as multipart and serves them back', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(ticket({ subject: 'With photos' }))) form.append(key, String(value));
    form.append('attachments[]', new File([png], 'label.png', { type: 'image/png' }));
    form.append('attachments[]', new File(['%PDF-1.4 receipt'], 'receipt.pdf', { type: 'application/pdf' }));
    // A file input left empty still sends an empty part; it is not an attachment.
    form.append('attachments[]', new File([], ''));
    const created = await postForm<Envelope<{ support_ticket: Thread['support_ticket'] }>>('/support-ticket', alice, form);
    expect(created.status).toBe(200);
    const [first] = created.body.data.support_ticket.messages;
    expect(first.attachments.map((file) => file.name)).toEqual(['label.png', 'receipt.pdf']);
    const image = await call<string>(first.attachments[0].url.replace(/^\/api/, ''));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const pdf = await call<string>(first.attachments[1].url.replace(/^\/api/, ''));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.body).toBe('%PDF-1.4 receipt');
    const rows = await shop.handle.db.select({ purpose: s.uploads.purpose, userId: s.uploads.userId }).from(s.uploads).where(eq(s.uploads.fileName, 'receipt.pdf'));
    expect(rows).toEqual([{ purpose: 'ticket', userId: 2 }]);
    const thread = await get<Envelope<Thread>>(`/support-ticket/show?ticket_number=${created.body.data.support_ticket.ticket_no}`, alice);
    expect(thread.body.data.support_ticket.messages[0].attachments).toEqual(first.attachments);
    // The ticket lists them as the original does: {type, src}, "image" for pictures, else the extension.
    expect(thread.body.data.support_ticket.attachments).toEqual([
      { type: 'image', src: first.attachments[0].url, name: 'label.png' },
      { type: 'pdf', src: first.attachments[1].url, name: 'receipt.pdf' },
    ]);
  });

  it('refuses files that are not images or PDFs, and more than three', async () => {
    const base = () => {
      const form = new FormData();
      for (const [key, value] of Object.entries(ticket({ subject: 'Files' }))) form.append(key, String(value));
      return form;
    };
    const script = base();
    script.append('attachments[]', new File(['<script>alert(1)</script>'], 'photo.png', { type: 'image/png' }));
    const bad = await postForm('/support-ticket', bob, script);
    expect(bad).toMatchObject({ status: 422, body: { errors: { attachments: ['The attachments field must be a file of type: jpeg, png, gif, webp, pdf.'] } } });
    const many = base();
    for (let i = 0; i < 4; i += 1) many.append('attachments[]', new File([png], `p${i}.png`, { type: 'image/png' }));
    const tooMany = await postForm('/support-ticket', bob, many);
    expect(tooMany).toMatchObject({ status: 422, body: { errors: { attachments: ['The attachments field must not have more than 3 items.'] } } });
    const list = await get<Envelope<TicketList>>('/support-tickets', bob);
    expect(list.body.data.total).toBe(0);
  });
});

describe('one shopper’s tickets are invisible to another', () => {
  it('cannot list, read or reply to the demo customer’s tickets', async () => {
    const list = await get<Envelope<TicketList>>('/support-tickets', bob);
    expect(list.body.data.support_tickets.map((t) => t.ticket_no)).not.toContain('TK4821930571');
    const show = await get('/support-ticket/show?ticket_number=TK4821930571', bob);
    expect(show).toMatchObject({ status: 404, body: { message: 'Ticket not found' } });
    const reply = await post('/support-ticket-message', bob, { ticket_number: 'TK4821930571', message: 'Let me in' });
    expect(reply.status).toBe(404);
    const thread = await get<Envelope<Thread>>('/support-ticket/show?ticket_number=TK4821930571', demo);
    expect(thread.body.data.support_ticket.messages.map((m) => m.message)).not.toContain('Let me in');
  });
});

describe('thread and reply input', () => {
  it('answers 422 for a missing ticket number or message, 404 for an unknown ticket', async () => {
    expect((await get('/support-ticket/show', demo)).body.errors?.ticket_number).toEqual(['The ticket number field is required.']);
    expect((await get('/support-ticket/show?ticket_number=%00%27', demo)).status).toBe(422);
    expect((await get('/support-ticket/show?ticket_number=TK0000000000', demo)).status).toBe(404);
    const empty = await post('/support-ticket-message', demo, { ticket_number: 'TK4821930571', message: '  ' });
    expect(empty.body.errors?.message).toEqual(['The message field is required.']);
    expect((await get('/support-tickets?status=open', demo)).body.errors?.status).toEqual(['The selected status is invalid.']);
    expect((await get('/support-tickets?per_page=1000', demo)).status).toBe(422);
  });

  it('counts a cancelled ticket under cancel', async () => {
    const created = await post<Envelope<{ support_ticket: Ticket }>>('/support-ticket', bob, ticket({ subject: 'Never mind' }));
    await shop.handle.db.update(s.supportTickets).set({ status: 'cancel' }).where(eq(s.supportTickets.ticketNo, created.body.data.support_ticket.ticket_no));
    const list = await get<Envelope<TicketList>>('/support-tickets?status=cancel', bob);
    expect(list.body.data).toMatchObject({ total: 1, running: 0, completed: 0, cancel: 1 });
    const reply = await post('/support-ticket-message', bob, { ticket_number: created.body.data.support_ticket.ticket_no, message: 'Reopen?' });
    expect(reply.status).toBe(422);
  });
});

describe('rate limits', () => {
  it('stops a shopper after ten tickets an hour', async () => {
    const { token } = await issueToken(shop.handle.db, 4);
    for (let i = 0; i < 10; i += 1) expect((await post('/support-ticket', token, ticket({ subject: `Ticket ${i}` }))).status).toBe(200);
    const blocked = await post('/support-ticket', token, ticket({ subject: 'One too many' }));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many tickets opened/);
    // Another shopper is not affected.
    const { token: other } = await issueToken(shop.handle.db, 5);
    expect((await post('/support-ticket', other, ticket())).status).toBe(200);
  });
});

describe('hostile input', () => {
  it('never answers 500 to odd bodies or queries', async () => {
    const bodies = ['null', '"text"', '[]', '{"subject":{"$gt":""},"issue_type":[1]}', '{"ticket_number":["TK1"],"message":1}', '\u0000', '{"issue_type":1e400}'];
    const failures: string[] = [];
    for (const path of ['/support-ticket', '/support-ticket-message']) {
      for (const body of bodies) {
        const answer = await call(path, { method: 'POST', body, headers: { ...bearer(demo), 'Content-Type': 'application/json' } });
        if (answer.status >= 500 || answer.status < 400) failures.push(`${path} ${body} -> ${answer.status}`);
      }
    }
    for (const query of ['page=-1', 'status[]=running', 'ticket_number=' + 'x'.repeat(10_000), 'ticket_number=%E0%A4%A', 'per_page=2.5']) {
      for (const path of ['/support-tickets', '/support-ticket/show']) {
        const answer = await get(`${path}?${query}`, demo);
        if (answer.status >= 500) failures.push(`${path}?${query.slice(0, 40)} -> ${answer.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
