import { accountSegments } from '../lib/auth/account-routes';
import { demoCustomer } from '../lib/demo-credentials';
import { newShopper, signIn } from './support/account';
import { expect, test } from './support/test';

test('a signed-out visit to any account route is redirected home before any account HTML is sent', async ({ request, page }) => {
  const paths = accountSegments.map((segment) =>
    segment === 'order-history' || segment === 'return-product' || segment === 'returned-order-history'
      ? `/${segment}/1`
      : segment === 'support-ticket'
        ? '/support-ticket/TK1'
        : segment === 'manage-address'
          ? '/manage-address/1/edit'
          : `/${segment}`,
  );
  for (const path of [...paths, ...accountSegments.map((segment) => `/${segment}`)]) {
    for (const [prefix, home] of [['', '/'], ['/ar', '/ar']] as const) {
      const response = await request.get(`${prefix}${path}`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}${path}`).toBe(307);
      expect(new URL(response.headers().location, 'http://shop').pathname, `${prefix}${path}`).toBe(home);
      expect(await response.text()).not.toContain('Order History');
    }
  }
  await page.goto('/ar/profile');
  await expect(page).toHaveURL(/\/ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the sign-in dialogs in Arabic: right-to-left, Arabic texts and messages, toasts on the right', async ({ page }) => {
  await page.goto('/ar');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  const login = page.getByRole('dialog', { name: 'مرحبًا!' });
  await expect(login.getByText('يرجى تسجيل الدخول للمتابعة')).toBeVisible();
  await expect(login.getByLabel('البريد الإلكتروني أو الهاتف')).toHaveValue(demoCustomer.email);
  await login.getByRole('button', { name: 'إظهار كلمة المرور' }).click();
  await expect(login.getByLabel('كلمة المرور', { exact: true })).toHaveAttribute('type', 'text');

  // Forgot password: the required messages in Arabic.
  await login.getByRole('button', { name: 'نسيت كلمة المرور' }).click();
  await expect(login).toBeHidden();
  const forgot = page.getByRole('dialog', { name: 'نسيت كلمة المرور' });
  await forgot.getByRole('button', { name: 'إرسال الرمز' }).click();
  await expect(forgot.getByText('حقل الهاتف أو البريد الإلكتروني مطلوب')).toBeVisible();
  await forgot.getByRole('button', { name: 'العودة لتسجيل الدخول' }).click();

  // Sign up dialog, then back to login.
  const again = page.getByRole('dialog', { name: 'مرحبًا!' });
  await again.getByRole('button', { name: 'إنشاء حساب' }).click();
  const register = page.getByRole('dialog', { name: 'إنشاء حساب' });
  await expect(register.getByLabel('الاسم الكامل')).toBeVisible();
  await expect(register.getByLabel('الدولة')).toBeVisible();
  await register.getByRole('button', { name: 'تسجيل الدخول' }).click();

  // Sign in: the success toast in Arabic, at the bottom right in right-to-left.
  await page.getByRole('dialog', { name: 'مرحبًا!' }).getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('تم تسجيل الدخول بنجاح')).toBeVisible();
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster).toHaveAttribute('data-x-position', 'right');
  await expect(toaster).toHaveAttribute('dir', 'rtl');
  const box = await page.getByText('تم تسجيل الدخول بنجاح').boundingBox();
  const width = page.viewportSize()!.width;
  expect(box!.x).toBeGreaterThan(width / 2);
});

test('on Arabic pages the server’s messages are Arabic: a wrong password, a missing field', async ({ page, request }) => {
  // A shopper and an address of its own: the demo customer's sign-ins in other tests count
  // against the per-account limit, and a 429 would answer instead.
  const shopper = await newShopper(request, 'Arabic Addresses');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': shopper.address });
  await page.goto('/ar');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  const login = page.getByRole('dialog', { name: 'مرحبًا!' });
  await login.getByLabel('البريد الإلكتروني أو الهاتف').fill(shopper.email);
  await login.getByLabel('كلمة المرور', { exact: true }).fill('not-the-password');
  await login.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByText('بيانات الدخول غير صحيحة!')).toBeVisible();
  await expect(login).toBeVisible();

  await signIn(page, shopper);
  await page.goto('/ar/manage-address/new');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const name = page.getByLabel('الاسم', { exact: true });
  await name.fill('');
  await page.getByLabel('العنوان', { exact: true }).fill('1 شارع النيل');
  await page.getByRole('button', { name: 'حفظ العنوان' }).click();
  await expect(name).toHaveAccessibleDescription('حقل الاسم مطلوب.');
  await expect(page.getByLabel('العنوان', { exact: true })).toHaveValue('1 شارع النيل');
});
