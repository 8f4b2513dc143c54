/** @jest-environment ./test/jsdom-environment.mjs */
// The login and forgot-password dialogs over the contract client and a stand-in backend: what was
// typed stays on a refusal, the requests are the ones the session routes and the backend expect,
// and the countries are read once per page.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { getQueryClient } from '@/lib/query/client';
import { fakeApi, json } from '@/test/fake-api';
import { stubDialogs } from '@/test/dialogs';
import { renderShop } from '@/test/render';
import { useUiStore } from '@/stores/ui';
import { useViewerStore } from '@/stores/viewer';
import { ForgotDialog } from './forgot-dialog';
import { LoginDialog } from './login-dialog';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const mockBackend = {
  calls: [] as Call[],
  password: 'secret-pass',
  countriesFail: false,
};

const user = { id: 4, name: 'Ada Lovelace', phone: '4155550100', email: 'ada@example.com', profile_photo: null };

jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () =>
    Promise.resolve(
      fakeApi(async (request) => {
        const backend = mockBackend;
        const path = new URL(request.url).pathname;
        const body = request.method === 'GET' ? null : ((await request.json()) as Record<string, unknown>);
        backend.calls.push({ method: request.method, path, body });
        if (path === '/api/countries') {
          if (backend.countriesFail) return json({ message: 'Server Error' }, 500);
          return json({ message: '', data: { countries: [{ id: 1, name: 'Bangladesh', phone_code: '+880' }, { id: 2, name: 'Canada', phone_code: '+1' }] } });
        }
        if (path === '/api/session') {
          if (body?.password !== backend.password) return json({ message: 'Credential is invalid!' }, 400);
          return json({ message: 'Login successfully', data: { user } });
        }
        if (path === '/api/send-otp') return json({ message: 'OTP sent to your email', data: { email_or_phone: body?.phone, phone_code: body?.phone_code, otp: null } });
        return json({ message: 'Not found' }, 404);
      }),
    ),
}));
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

stubDialogs();

const load = jest.fn(async () => undefined);

/** As the header renders it: only while its overlay is open. */
function Forgot() {
  const overlay = useUiStore((state) => state.overlay);
  return overlay === 'forgot' ? <ForgotDialog /> : null;
}

beforeEach(() => {
  mockBackend.calls = [];
  mockBackend.countriesFail = false;
  getQueryClient().clear();
  load.mockClear();
  useViewerStore.setState({ load });
});

afterEach(() => {
  act(() => useUiStore.getState().close());
  toast.dismiss();
});

describe('the login dialog', () => {
  it('keeps what was typed on a refusal, then signs in through the session route', async () => {
    const events = userEvent.setup();
    act(() => useUiStore.getState().open('login'));
    renderShop(<LoginDialog demo={false} />);
    await events.type(screen.getByLabelText('Email or phone'), 'ada@example.com');
    await events.type(screen.getByLabelText('Password'), 'wrong-pass');
    await events.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Credential is invalid!')).toBeInTheDocument();
    expect(screen.getByLabelText('Email or phone')).toHaveValue('ada@example.com');
    expect(load).not.toHaveBeenCalled();

    await events.clear(screen.getByLabelText('Password'));
    await events.type(screen.getByLabelText('Password'), 'secret-pass');
    await events.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login Successful')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(useUiStore.getState().overlay).toBeNull();
    expect(mockBackend.calls.at(-1)).toEqual({ method: 'POST', path: '/api/session', body: { phone: 'ada@example.com', password: 'secret-pass' } });
  });
});

describe('the forgot password dialog', () => {
  it('reads the countries once, sends the code for the chosen country and opens the OTP dialog', async () => {
    const events = userEvent.setup();
    act(() => useUiStore.getState().open('forgot'));
    const { unmount } = renderShop(<Forgot />);
    expect(await screen.findByRole('option', { name: 'Canada (+1)' })).toBeInTheDocument();
    unmount();
    // Opened again on the same page: the list comes from the cache.
    renderShop(<Forgot />);
    await events.selectOptions(screen.getByLabelText('Country'), 'Canada');
    await events.type(screen.getByLabelText('Email or phone'), 'ada@example.com');
    await events.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument();
    expect(useUiStore.getState()).toMatchObject({ overlay: 'otp', otpTarget: 'ada@example.com', otpPurpose: 'forgot' });
    expect(mockBackend.calls.filter((call) => call.path === '/api/countries')).toHaveLength(1);
    expect(mockBackend.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/api/send-otp',
      body: { phone: 'ada@example.com', phone_code: '+1', country: 'Canada', forgot_password: 1 },
    });
  });

  it('says so when the countries cannot be read', async () => {
    mockBackend.countriesFail = true;
    act(() => useUiStore.getState().open('forgot'));
    renderShop(<Forgot />);
    // A server error is tried once more before it is said.
    expect(await screen.findByText('Something went wrong. Please try again.', undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
  });
});
