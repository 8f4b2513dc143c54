// "Become a Seller": the link in the top bar leads to a seller application that says what is
// wrong, keeps what was typed, and ends in a shop waiting for approval — in English and Arabic.
import { randomInt } from 'node:crypto';
import { expect, test } from './support/test';
import { apiData } from './support/api';

const unique = () => `${Date.now()}${randomInt(1000, 9999)}`;

test.beforeEach(async ({ page }) => {
  // An address of its own: five applications per address in ten minutes.
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `203.0.113.${randomInt(1, 250)}` });
});

test('a seller applies from the top bar: errors keep the form, then the shop waits for approval', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Become a Seller' }).click();
  await expect(page).toHaveURL(/\/shop\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Seller' })).toBeVisible();

  const id = unique();
  const shopName = `Lamp Studio ${id}`;
  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Last name').fill('Haddad');
  // The demo shops' owners use example.com addresses of their own; a taken one is refused.
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone').fill(`+1 555 ${id.slice(-7)}`);
  await page.getByLabel('Password', { exact: true }).fill('secret-123');
  await page.getByLabel('Confirm password').fill('secret-124');
  await page.getByLabel('Shop name').fill(shopName);
  await page.getByRole('button', { name: 'Send application' }).click();
  // Checked before anything is sent: the passwords and the terms.
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions.')).toBeVisible();

  await page.getByLabel('Confirm password').fill('secret-123');
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Send application' }).click();
  // The server's answer shows under its field, and nothing typed is lost.
  await expect(page.getByText('The email field must be a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
  await expect(page.getByLabel('Shop name')).toHaveValue(shopName);

  const email = `seller-${id}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send application' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Thank you! Your application is under review' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(email);
  await expect(done).toContainText(shopName);

  // Waiting for approval: not among the shops.
  const { shops } = await apiData<{ shops: { name: string }[] }>(request, '/shops?per_page=100');
  expect(shops.map((shop) => shop.name)).not.toContain(shopName);
});

test('the seller application in Arabic is right-to-left and answers in Arabic', async ({ page }) => {
  await page.goto('/ar/shop/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'كن بائعاً' })).toBeVisible();
  const id = unique();
  await page.getByLabel('الاسم الأول').fill('نادية');
  await page.getByLabel('البريد الإلكتروني').fill(`seller-ar-${id}@example.com`);
  await page.getByLabel('الهاتف').fill(`+971 50 ${id.slice(-7)}`);
  await page.getByLabel('كلمة المرور', { exact: true }).fill('secret-123');
  await page.getByLabel('تأكيد كلمة المرور').fill('secret-123');
  await page.getByLabel('اسم المتجر').fill(`متجر المصابيح ${id}`);
  await page.getByRole('checkbox', { name: /أوافق على/ }).check();
  await page.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'شكراً لك! طلبك قيد المراجعة' })).toBeVisible();
});
