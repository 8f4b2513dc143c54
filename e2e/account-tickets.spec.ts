// Support tickets, affiliations and the message inbox, as a signed-in shopper sees them. Every
// test registers its own shoppers through the API.
import type { APIRequestContext } from '@playwright/test';
import { seriousProblems } from './support/axe';
import { test, expect } from './support/test';
import { asShopper, newShopper, signIn } from './support/account';
import { demoCustomer } from '../lib/demo-credentials';
import { readDate } from '../lib/format-date';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a3a8f00000000049454e44ae426082', 'hex');

interface CreatedTicket {
  data: { support_ticket: { ticket_no: string } };
}

/** Someone who followed a referral link signs up: the storefront sends the kept code as ref_id. */
async function registerWithRef(request: APIRequestContext, code: string, name: string): Promise<void> {
  const stamp = `${Date.now()}`;
  const response = await request.post('/api/registration', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'X-Forwarded-For': `10.250.${Number(stamp.slice(-4)) % 250}.${Number(stamp.slice(-2)) + 1}` },
    data: { name, email: `friend-${stamp}@example.com`, phone: stamp.slice(-10), password: 'referred-2024', country: 'United States', phone_code: '+1', ref_id: code },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe('support tickets', () => {
  test('a shopper opens a ticket with an attachment, finds it under Running, opens it and replies; nobody else gets the attachment', async ({ page, request, browser }) => {
    const shopper = await newShopper(request, 'Grace Ticket');
    await signIn(page, shopper);
    await page.goto('/support-tickets');
    await expect(page.getByRole('heading', { level: 1, name: 'Support Ticket' })).toBeVisible();
    await expect(page.getByText('No tickets here yet.')).toBeVisible();

    await page.getByRole('button', { name: 'New ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a support ticket' });
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(shopper.email);
    await dialog.getByLabel('Issue Type', { exact: true }).selectOption({ label: 'Delivery issue' });
    await dialog.getByLabel('Message', { exact: true }).fill('The parcel never arrived.');
    await dialog.getByLabel('Attachments', { exact: true }).setInputFiles({ name: 'label.png', mimeType: 'image/png', buffer: png });
    // The subject is left out: the server's message shows under it and nothing typed is lost.
    await dialog.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(dialog.getByText('The subject field is required.')).toBeVisible();
    await expect(dialog.getByLabel('Subject', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Message', { exact: true })).toHaveValue('The parcel never arrived.');
    await expect(dialog.getByLabel('Issue Type', { exact: true })).toHaveValue('3');
    await expect(dialog.getByText('label.png')).toBeVisible();

    await dialog.getByLabel('Subject', { exact: true }).fill('Parcel missing');
    await dialog.getByRole('button', { name: 'Submit ticket' }).click();
    await expect(page.getByText('Ticket created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Parcel missing/ })).toBeVisible();

    await page.getByRole('link', { name: 'Running (1)' }).click();
    await expect(page).toHaveURL(/\/support-tickets\?status=running$/);
    await expect(page.getByRole('link', { name: 'Running (1)' })).toHaveAttribute('aria-current', 'page');
    const row = page.getByRole('row', { name: /Parcel missing/ });
    await expect(row).toContainText('Delivery issue');
    await expect(row).toContainText('Running');
    await row.getByRole('link').click();

    await expect(page.getByRole('heading', { level: 1, name: /^Ticket TK\d{10}$/ })).toBeVisible();
    // The API answers as the original does ("pending", "05 March, 2024"); the page says Running
    // and writes the day in its own words.
    const ticketNo = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Ticket ', '');
    const { data } = await asShopper<{ data: { support_ticket: { status: string; user_chat: boolean; created_at: string } } }>(request, shopper, 'GET', `/support-ticket/show?ticket_number=${ticketNo}`);
    expect(data.support_ticket).toMatchObject({ status: 'pending', user_chat: true, created_at: expect.stringMatching(/^\d{2} [A-Z][a-z]+, \d{4}$/) });
    const details = page.getByRole('region', { name: 'Ticket details' });
    await expect(details).toContainText('StatusRunning');
    const opened = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(readDate(data.support_ticket.created_at)!.date);
    await expect(details).toContainText(`Opened${opened}`);
    await expect(page.getByRole('article', { name: 'You' })).toContainText('The parcel never arrived.');
    const attachment = page.getByRole('link', { name: 'label.png' });
    // The page links the file by a signed address that expires; the shopper's session opens it too.
    const href = (await attachment.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/api\/uploads\/[\w-]+\?expires=\d+&sig=[\w-]+$/);
    const file = href.split('?')[0];
    for (const address of [href, file]) {
      const served = await page.request.get(address);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
      // Private: kept by a browser at most, never by a shared cache.
      expect(served.headers()['cache-control']).toMatch(/^private\b/);
    }
    // Without the link's signature, signed out or signed in as another shopper, the file is as
    // missing as one that never was.
    const missing = await request.get(file.replace(/[\w-]{6}$/, 'AAAAAA'));
    expect(missing.status()).toBe(404);
    const stranger = await newShopper(request, 'Nosy Stranger');
    const strangerContext = await browser.newContext();
    try {
      const strangerPage = await strangerContext.newPage();
      await signIn(strangerPage, stranger);
      for (const refused of [await request.get(file), await strangerPage.request.get(file), await strangerPage.request.get(`${file}?expires=9999999999&sig=forged`)]) {
        expect({ status: refused.status(), body: await refused.text() }).toEqual({ status: 404, body: await missing.text() });
      }
    } finally {
      await strangerContext.close();
    }

    await page.getByLabel('Your reply').fill('Any news on this?');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent')).toBeVisible();
    await expect(page.getByRole('article', { name: 'You' }).filter({ hasText: 'Any news on this?' })).toBeVisible();
    await expect(page.getByLabel('Your reply')).toHaveValue('');
  });

  test('the demo customer’s closed ticket reads Completed with the reply box shut; the open one takes replies, in Arabic too', async ({ page }) => {
    await signIn(page, { ...demoCustomer, address: '10.201.3.1' });
    await page.goto('/support-ticket/TK7305518264');
    await expect(page.getByRole('region', { name: 'Ticket details' })).toContainText('StatusCompleted');
    await expect(page.getByText('This ticket is closed, so it takes no more replies.')).toBeVisible();
    await expect(page.getByLabel('Your reply')).toBeDisabled();
    await expect(page.getByRole('article', { name: 'Support team' })).toBeVisible();

    await page.goto('/ar/support-ticket/TK4821930571');
    const details = page.getByRole('region', { name: 'تفاصيل التذكرة' });
    await expect(details).toContainText('قيد المعالجة');
    await expect(details).not.toContainText(/[A-Za-z]{3}/);
    await expect(page.getByLabel('ردك')).toBeEnabled();
    await expect(page.getByText('هذه التذكرة مغلقة')).toHaveCount(0);
    // Message days are in Arabic too: no English month names anywhere in the thread.
    await expect(page.getByRole('article').first()).not.toContainText(/January|February|March|April|May|June|July|August|September|October|November|December/);
  });

  test('another shopper’s ticket number shows the not-found page', async ({ page, request }) => {
    const owner = await newShopper(request, 'Ticket Owner');
    const created = await asShopper<CreatedTicket>(request, owner, 'POST', '/support-ticket', { issue_type: 1, subject: 'Private matter', message: 'Mine only', email: owner.email });
    const other = await newShopper(request, 'Curious Shopper');
    await signIn(page, other);
    const response = await page.goto(`/support-ticket/${created.data.support_ticket.ticket_no}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('Private matter')).toHaveCount(0);
  });
});

test.describe('affiliations', () => {
  test('show the shopper’s referral link, copy it, and list a friend who signed up with it', async ({ page, request, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const shopper = await newShopper(request, 'Referring Shopper');
    const { data } = await asShopper<{ data: { referral_code: string } }>(request, shopper, 'GET', '/affiliations');
    await signIn(page, shopper);
    await page.goto('/affiliations');
    await expect(page.getByRole('heading', { level: 1, name: 'Affiliations' })).toBeVisible();
    const link = page.getByLabel('Referral link');
    await expect(link).toHaveValue(`${baseURL}/?ref=${data.referral_code}`);
    await expect(page.getByText('No referrals yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/?ref=${data.referral_code}`);

    await registerWithRef(request, data.referral_code, 'Friend Of Referrer');
    await page.reload();
    const row = page.getByRole('row', { name: /Friend Of Referrer/ });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(2)).toHaveText('0');
  });
});

test.describe('message inbox', () => {
  test('/massages shows the inbox with no conversation selected', async ({ page, request }) => {
    const shopper = await newShopper(request, 'Inbox Shopper');
    await signIn(page, shopper);
    await page.goto('/massages');
    await expect(page).toHaveTitle(/^Messages \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search Seller' })).toBeVisible();
    await expect(page.getByText('No User Selected')).toBeVisible();
    await expect(page.getByText('Please select a user to see their messages')).toBeVisible();
  });
});

test.describe('in Arabic', () => {
  test('tickets and affiliations read right to left, with the copy confirmation in Arabic', async ({ page, request, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const shopper = await newShopper(request, 'Arabic Shopper');
    await asShopper(request, shopper, 'POST', '/support-ticket', { issue_type: 1, subject: 'طلب ناقص', message: 'وصل الطلب بدون قطعة.', email: shopper.email });
    await signIn(page, shopper);
    await page.goto('/ar/support-tickets');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تذكرة الدعم' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'قيد المعالجة (1)' })).toBeVisible();
    await expect(page.getByRole('row', { name: /طلب ناقص/ })).toContainText('مشكلة في الطلب');

    await page.goto('/ar/affiliations');
    await page.getByRole('button', { name: 'نسخ' }).click();
    await expect(page.getByText('تم النسخ', { exact: true })).toBeVisible();
  });
});

test('axe finds no serious or critical problem on the ticket, affiliation and inbox pages', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Axe Shopper');
  const created = await asShopper<CreatedTicket>(request, shopper, 'POST', '/support-ticket', { issue_type: 2, subject: 'Refund', message: 'Where is my refund?', email: shopper.email });
  await signIn(page, shopper);
  for (const path of ['/support-tickets', `/support-ticket/${created.data.support_ticket.ticket_no}`, '/affiliations', '/massages', '/ar/support-tickets', '/ar/massages']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect({ path, problems: await seriousProblems(page) }).toEqual({ path, problems: [] });
  }
  await page.goto('/support-tickets');
  await page.getByRole('button', { name: 'New ticket' }).click();
  await page.getByRole('button', { name: 'Submit ticket' }).click();
  await expect(page.getByText('The subject field is required.')).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});
