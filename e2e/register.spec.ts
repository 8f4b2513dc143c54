import { expect, test } from './support/test';

test('sign up from the login dialog, verify the one-time code, and arrive signed in', async ({ page }) => {
  const email = `shopper-${Date.now()}@example.com`;
  const phone = String(Date.now()).slice(-10);
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Welcome!' }).getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Full name').fill('Katherine Johnson');
  await expect(dialog.getByLabel('Country')).toHaveValue('United States');
  // The backend sends the dialling code as digits ("1"); it shows with one "+".
  await expect(dialog.getByText('+1', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Country').locator('option', { hasText: 'United States' })).toHaveText('United States (+1)');
  const phoneBox = dialog.getByLabel('Phone');
  await phoneBox.pressSequentially(`${phone.slice(0, 3)}-a${phone.slice(3)}`);
  await expect(phoneBox).toHaveValue(phone);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('orbit-1962');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/send-otp'));
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Register Successful')).toBeVisible();
  const otp = (await (await sent).json()).data.otp as string;
  expect(otp).toMatch(/^\d{4}$/);

  const otpDialog = page.getByRole('dialog', { name: 'Verify your account' });
  await expect(otpDialog.getByText(`sent to ${email}`)).toBeVisible();
  await expect(otpDialog.getByText(/Resend OTP in \d+ s/)).toBeVisible();
  const first = otpDialog.getByLabel('Digit 1');
  await first.pressSequentially(otp[0]);
  await expect(otpDialog.getByLabel('Digit 2')).toBeFocused();
  await page.keyboard.press('Backspace');
  await expect(first).toBeFocused();
  // A pasted code fills every box.
  await first.evaluate((input, code) => {
    const data = new DataTransfer();
    data.setData('text', code);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, otp);
  for (let index = 0; index < 4; index += 1) await expect(otpDialog.getByLabel(`Digit ${index + 1}`)).toHaveValue(otp[index]);
  await otpDialog.getByRole('button', { name: 'Confirm OTP' }).click();
  await expect(page.getByText('OTP verified successfully')).toBeVisible();
  await expect(page.getByText('Katherine Johnson')).toBeVisible();
});

test('a taken email comes back under the field; terms close the dialog first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Full name').fill('Someone');
  await dialog.getByLabel('Phone').fill('5550001234');
  await dialog.getByLabel('Email').fill('customer@example.com');
  await dialog.getByLabel('Password', { exact: true }).fill('password-1');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog.getByText('The email has already been taken.')).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/terms-and-conditions');
});

test('a ref parameter is kept in local storage for the sign-up', async ({ page }) => {
  await page.goto('/?ref=DEMO2024');
  expect(await page.evaluate(() => localStorage.getItem('ref'))).toBe('DEMO2024');
  await page.goto('/products');
  expect(await page.evaluate(() => localStorage.getItem('ref'))).toBe('DEMO2024');
});

test('forgot password: required messages, a code, a new password, then login with it', async ({ page, request }) => {
  const email = `forgetful-${Date.now()}@example.com`;
  const created = await request.post('/api/registration', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { name: 'Forgetful Shopper', phone: String(Date.now()).slice(-10), email, password: 'old-password', country: 'United States', phone_code: '+1' },
  });
  expect(created.status()).toBe(200);

  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot Password' });
  await forgot.getByRole('button', { name: 'Send code' }).click();
  await expect(forgot.getByText('The country field is required')).toBeVisible();
  await expect(forgot.getByText('The phone or email field is required')).toBeVisible();
  await forgot.getByLabel('Country').selectOption('United States');
  await forgot.getByLabel('Email or phone').fill(email);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/send-otp'));
  await forgot.getByRole('button', { name: 'Send code' }).click();
  const otp = (await (await sent).json()).data.otp as string;

  const otpDialog = page.getByRole('dialog', { name: 'Verify your account' });
  await otpDialog.getByLabel('Digit 1').pressSequentially(otp);
  await otpDialog.getByRole('button', { name: 'Confirm OTP' }).click();

  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('New password').fill('new-password-1');
  await reset.getByLabel('Confirm password').fill('something-else');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(reset.getByText('Confirm Password does not match.')).toBeVisible();
  await reset.getByLabel('Confirm password').fill('new-password-1');
  await reset.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully')).toBeVisible();

  const login = page.getByRole('dialog', { name: 'Welcome!' });
  await login.getByLabel('Email or phone').fill(email);
  await login.getByLabel('Password', { exact: true }).fill('new-password-1');
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(page.getByText('Forgetful Shopper')).toBeVisible();
});
