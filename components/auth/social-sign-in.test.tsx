/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { configuredSocialProviders } from '@/lib/auth/social-providers';
import { masterWith } from '@/test/master-fixture';
import { renderShop } from '@/test/render';
import { authSettingsOf } from './auth-settings';
import { SignInNotice } from './sign-in-notice';
import { SocialButtons } from './social-buttons';

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

// Toasts live in one store for the whole page; each test starts without any.
afterEach(() => toast.dismiss());

const auth = (active: Record<string, boolean>) =>
  Object.fromEntries(Object.entries(active).map(([name, is_active]) => [name, { name, client_id: `${name}-id`, is_active, redirect_url: null }]));

describe('which social buttons the login dialog offers', () => {
  it('only providers that are active in settings and configured on the server', () => {
    const master = masterWith({ social_auths: auth({ google: true, facebook: true, apple: false }) });
    const configured = configuredSocialProviders({ AUTH_GOOGLE_ID: 'g', AUTH_GOOGLE_SECRET: 's', AUTH_APPLE_ID: 'a', AUTH_APPLE_SECRET: 's', AUTH_FACEBOOK_ID: 'f' });
    expect(configured).toEqual(['google', 'apple']);
    // Facebook is active but has no secret here; Apple has credentials but is switched off.
    expect(authSettingsOf(master, configured).social).toEqual(['google']);
    expect(authSettingsOf(masterWith({ social_auths: [] }), configured).social).toEqual([]);
  });

  it('shows one button per provider, in the language of the page', () => {
    renderShop(<SocialButtons providers={['google', 'apple']} />, { locale: 'ar' });
    expect(screen.getByRole('button', { name: 'المتابعة باستخدام Google' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'المتابعة باستخدام Apple' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Facebook/ })).toBeNull();
  });

  it('starts next-auth sign-in with its CSRF token and this page as the way back; a failure is a toast', async () => {
    // jsdom has no Response: answers shaped like fetch's, as far as the buttons read them.
    const answer = (status: number, body: object) => ({ ok: status < 400, status, json: async () => body });
    const fetchMock = jest.fn(async (input: RequestInfo | URL) => (String(input) === '/api/auth/csrf' ? answer(200, { csrfToken: 'csrf-123' }) : answer(500, { message: 'Configuration' })));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderShop(<SocialButtons providers={['google']} />);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(await screen.findByText('Sign-in could not be completed. Please try again.')).toBeVisible();
      const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
      expect(url).toBe('/api/auth/signin/google');
      const body = new URLSearchParams(String(init.body));
      expect(body.get('csrfToken')).toBe('csrf-123');
      expect(body.get('callbackUrl')).toBe(window.location.href);
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    } finally {
      global.fetch = realFetch;
    }
  });
});

describe('SignInNotice', () => {
  it.each([
    ['ok', 'Login Successful'],
    ['error:Sign-in with Google is not active.', 'Sign-in with Google is not active.'],
    ['error:', 'Sign-in could not be completed. Please try again.'],
  ])('shows the outcome %p once and forgets it', async (value, text) => {
    document.cookie = `shop-sign-in=${encodeURIComponent(value)}; Path=/`;
    const { unmount } = renderShop(<SignInNotice />);
    expect(await screen.findByText(text)).toBeVisible();
    await waitFor(() => expect(document.cookie).not.toContain('shop-sign-in'));
    unmount();
  });

  it('shows nothing without a sign-in that just ended', async () => {
    renderShop(<SignInNotice />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Login Successful')).toBeNull();
  });
});
