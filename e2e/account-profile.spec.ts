// My Profile, Manage Address, Change Password and Wishlist, each with a fresh shopper.
import { asShopper, newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { seriousProblems } from './support/axe';
import { expect, test } from './support/test';

// A 1×1 PNG: the smallest real image the backend accepts as a profile photo.
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a3a8f00000000049454e44ae426082', 'hex');

test('a profile change with a new photo is saved, survives a reload and shows in the sidebar and header', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Profile Person');
  await signIn(page, shopper);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Profile Person');
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);

  await page.getByLabel('Full name').fill('Renamed Person');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Profile photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Preview of the new photo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Account' });
  await expect(sidebar.getByText('Renamed Person')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Renamed Person')).toBeVisible();
  // The photo is private: linked by an address signed for the shopper, which expires.
  await expect(sidebar.locator('img')).toHaveAttribute('src', /^\/api\/uploads\/[\w-]+\?expires=\d+&sig=[\w-]+$/);

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Renamed Person');
  await expect(page.getByLabel('Gender')).toHaveValue('female');
  await expect(page.getByLabel('Date of birth')).toHaveValue('1990-05-17');
  await expect(sidebar.getByText('Renamed Person')).toBeVisible();
  await expect(page.getByRole('banner').getByText('Renamed Person')).toBeVisible();
  const photo = await sidebar.locator('img').getAttribute('src');
  const served = await page.request.get(photo ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  await expect.poll(() => sidebar.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("another shopper's email is refused with the server's message under the field", async ({ page, request }) => {
  const shopper = await newShopper(request);
  const other = await newShopper(request);
  await signIn(page, shopper);
  await page.goto('/profile');
  const email = page.getByLabel('Email');
  await email.fill(other.email);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(email).toHaveAccessibleDescription('The email has already been taken.');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // What was typed stays, and nothing was saved.
  await expect(email).toHaveValue(other.email);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
});

test('addresses: create, fix an error without losing input, edit, set the default and delete after confirming', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Address Owner');
  await signIn(page, shopper);
  await page.goto('/manage-address');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Address' })).toBeVisible();
  await expect(page.getByText('You have not saved any address yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Add New Address' }).click();
  await expect(page).toHaveURL('/manage-address/new');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Address Owner');
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('radio', { name: 'Office' }).check();
  await page.getByLabel('Address line', { exact: true }).fill('221B Baker Street');
  await page.getByLabel('Post code (optional)').fill('NW1 6XE');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('The name field is required.');
  await expect(page.getByLabel('Address line', { exact: true })).toHaveValue('221B Baker Street');
  await expect(page.getByRole('radio', { name: 'Office' })).toBeChecked();
  await page.getByLabel('Name', { exact: true }).fill('Sherlock Holmes');
  await page.getByRole('button', { name: 'Save Address' }).click();

  await expect(page).toHaveURL('/manage-address');
  await expect(page.getByText('Address saved successfully')).toBeVisible();
  const list = page.getByRole('list', { name: 'Saved addresses' });
  const first = list.getByRole('listitem').filter({ hasText: '221B Baker Street' });
  await expect(first).toContainText('Sherlock Holmes');
  await expect(first).toContainText('Office');
  // The first address is the default.
  await expect(first.getByText('Default', { exact: true })).toBeVisible();

  await first.getByRole('link', { name: 'Edit address 221B Baker Street' }).click();
  await expect(page).toHaveURL(/\/manage-address\/\d+\/edit$/);
  await expect(page.getByLabel('Address line', { exact: true })).toHaveValue('221B Baker Street');
  await expect(page.getByRole('checkbox', { name: 'Make this my default address' })).toBeDisabled();
  await page.getByLabel('Address line 2 (optional)').fill('Upstairs');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page).toHaveURL('/manage-address');
  await expect(first).toContainText('Upstairs');

  await asShopper(request, shopper, 'POST', '/address/store', { name: 'Mrs Hudson', phone: '4155550199', address_line: '10 Downing Street' });
  await page.reload();
  const second = list.getByRole('listitem').filter({ hasText: '10 Downing Street' });
  await expect(second.getByText('Default', { exact: true })).toHaveCount(0);
  await second.getByRole('button', { name: 'Set as Default: 10 Downing Street' }).click();
  await expect(page.getByText('Default address updated')).toBeVisible();
  await expect(second.getByText('Default', { exact: true })).toBeVisible();
  await expect(first.getByText('Default', { exact: true })).toHaveCount(0);

  await first.getByRole('button', { name: 'Delete address 221B Baker Street' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Address' });
  await expect(confirm.getByText('Are you sure you want to delete this address?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Delete address 221B Baker Street' }).click();
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(page.getByText('Address deleted successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(first).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('change password: wrong current password, mismatch, success, then only the new password signs in', async ({ page, request }) => {
  const shopper = await newShopper(request);
  await signIn(page, shopper);
  await page.goto('/change-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  const current = page.getByLabel('Current Password', { exact: true });
  const next = page.getByLabel('New Password', { exact: true });
  const confirmation = page.getByLabel('Confirm Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Change Password' });

  await current.fill('not-my-password');
  await next.fill('brand-new-pass');
  await confirmation.fill('brand-new-pass');
  await submit.click();
  await expect(current).toHaveAccessibleDescription('Current password does not match');

  await current.fill(shopper.password);
  await confirmation.fill('brand-new-typo');
  await submit.click();
  await expect(confirmation).toHaveAccessibleDescription('Confirm Password does not match.');

  await confirmation.fill('brand-new-pass');
  await submit.click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(confirmation).toHaveValue('');

  // This browser stays signed in; the password itself has changed.
  await page.reload();
  await expect(page).toHaveURL('/change-password');
  const old = await page.request.post('/api/session', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': shopper.address },
    data: { phone: shopper.email, password: shopper.password },
  });
  expect(old.status()).toBe(400);
  await signIn(page, { ...shopper, password: 'brand-new-pass' });
});

test('the wishlist shows a saved product, removes it, and the header count follows', async ({ page, request }) => {
  const shopper = await newShopper(request);
  const [product] = (await apiData<{ products: CardData[] }>(request, '/products?page=1&per_page=1')).products;
  await asShopper(request, shopper, 'POST', '/favorite-add-or-remove', { product_id: product.id });
  await signIn(page, shopper);
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Wishlist' });
  await expect(list.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, items: 1' })).toBeVisible();

  await list.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  await expect(page.getByRole('link', { name: 'Wishlist, items: 0' })).toBeVisible();
  const saved = await asShopper<{ data: { products: unknown[] } }>(request, shopper, 'GET', '/favorite-products');
  expect(saved.data.products).toEqual([]);
});

test('the heart on a product page saves it for a shopper and asks a guest to log in', async ({ page, request }) => {
  const [product] = (await apiData<{ products: CardData[] }>(request, '/products?page=1&per_page=2')).products.slice(1);
  await page.goto(`/products/${product.id}/details`);
  const heart = page.getByRole('button', { name: 'Add to wishlist' });
  await heart.click();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();

  const shopper = await newShopper(request);
  await signIn(page, shopper);
  await page.goto(`/products/${product.id}/details`);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wishlist, items: 1' })).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByRole('list', { name: 'Wishlist' }).getByRole('link', { name: product.name })).toBeVisible();
});

test('the change password form in Arabic reads right to left with Arabic labels and messages', async ({ page, request }) => {
  const shopper = await newShopper(request);
  await signIn(page, shopper);
  await page.goto('/ar/change-password');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'تغيير كلمة المرور' })).toBeVisible();
  await page.getByLabel('كلمة المرور الحالية', { exact: true }).fill(shopper.password);
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('brand-new-pass');
  const confirmation = page.getByLabel('تأكيد كلمة المرور', { exact: true });
  await confirmation.fill('something-else');
  await page.getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await expect(confirmation).toHaveAccessibleDescription('تأكيد كلمة المرور غير مطابق.');
});

test('axe finds no serious or critical problem on the profile, address, password and wishlist pages', async ({ page, request }) => {
  const shopper = await newShopper(request);
  const [product] = (await apiData<{ products: CardData[] }>(request, '/products?page=1&per_page=1')).products;
  await asShopper(request, shopper, 'POST', '/favorite-add-or-remove', { product_id: product.id });
  await asShopper(request, shopper, 'POST', '/address/store', { name: 'Axe Tester', phone: '4155550123', address_line: '1 Audit Road' });
  await signIn(page, shopper);
  for (const path of ['/profile', '/manage-address', '/manage-address/new', '/change-password', '/wishlist', '/ar/profile', '/ar/manage-address']) {
    await page.goto(path);
    expect(await seriousProblems(page), path).toEqual([]);
  }
  // With field errors showing, and with the delete confirmation open.
  await page.goto('/manage-address/new');
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  // The error toast is judged too, once it has slid in: its red text must be readable on its pink.
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
  await page.goto('/manage-address');
  await page.getByRole('button', { name: 'Delete address 1 Audit Road' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Address' })).toBeVisible();
  expect(await seriousProblems(page)).toEqual([]);
});
