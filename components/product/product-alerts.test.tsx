/** @jest-environment ./test/jsdom-environment.mjs */
// A product page's alert buttons: the page renders them, their code loads on the first tap (or when
// a signed-in shopper's page is idle); a guest's tap opens the login dialog, a shopper's sets the
// alert, and a second tap stops it. The contract client runs against a stand-in backend.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert } from '@/lib/api/schemas/alerts';
import { getQueryClient } from '@/lib/query/client';
import { toast } from '@/lib/toast';
import { fakeApi, json } from '@/test/fake-api';
import { renderShop } from '@/test/render';
import { useUiStore } from '@/stores/ui';
import { useWishlistStore } from '@/stores/wishlist';
import { ProductAlerts } from './product-alerts';

const mockBackend = { alerts: [] as Alert[], adds: [] as unknown[] };

jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () =>
    Promise.resolve(
      fakeApi(async (request) => {
        const path = new URL(request.url).pathname;
        if (request.method === 'GET' && path === '/api/my-alerts') return json({ message: 'Your alerts', data: { alerts: mockBackend.alerts } });
        if (request.method === 'POST' && path === '/api/alert-add') {
          const body = (await request.json()) as { product_id: number; kind: 'stock' | 'price' };
          mockBackend.adds.push(body);
          const alert: Alert = { id: 7, kind: body.kind, product_id: body.product_id, product_name: 'Kettle', thumbnail: '/k.webp', price: 20, in_stock: false, notified: false, created_at: '2026-11-28 10:00:00' };
          mockBackend.alerts = [alert];
          return json({ message: 'Alert saved', data: { alert } });
        }
        if (request.method === 'POST' && path === '/api/alert-remove') {
          mockBackend.alerts = [];
          return json({ message: 'Alert stopped' });
        }
        return json({ message: 'Not found' }, 404);
      }),
    ),
}));

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

function renderAlerts() {
  return renderShop(
    <ProductAlerts productId={113} soldOut>
      <button type="button" value="stock" aria-pressed="false" className="alert-button">
        Notify me when available
      </button>
      <button type="button" value="price" aria-pressed="false" className="alert-button">
        Tell me if the price drops
      </button>
    </ProductAlerts>,
  );
}

beforeEach(() => {
  getQueryClient().clear();
  mockBackend.alerts = [];
  mockBackend.adds = [];
  delete document.documentElement.dataset.viewer;
  act(() => useUiStore.setState({ overlay: null }));
});
afterEach(() => toast.dismiss());

it('asks a guest to sign in', async () => {
  act(() => useWishlistStore.setState({ signedIn: false }));
  renderAlerts();
  await userEvent.click(screen.getByRole('button', { name: 'Notify me when available' }));
  await waitFor(() => expect(useUiStore.getState().overlay).toBe('login'));
  expect(mockBackend.adds).toEqual([]);
});

it('sets the alert on the first tap and stops it on the next', async () => {
  act(() => useWishlistStore.setState({ signedIn: true }));
  renderAlerts();
  await userEvent.click(screen.getByRole('button', { name: 'Notify me when available' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Notify me when available' })).toHaveAttribute('aria-pressed', 'true'));
  expect(mockBackend.adds).toEqual([{ product_id: 113, kind: 'stock' }]);
  expect(screen.getByRole('status')).toHaveTextContent('We will e-mail you when it is back in stock.');
  expect(screen.getByRole('button', { name: 'Tell me if the price drops' })).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(screen.getByRole('button', { name: 'Notify me when available' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Notify me when available' })).toHaveAttribute('aria-pressed', 'false'));
  expect(mockBackend.alerts).toEqual([]);
});

it('shows a signed-in shopper’s alert once the page is idle, without a tap', async () => {
  document.documentElement.dataset.viewer = 'user';
  act(() => useWishlistStore.setState({ signedIn: true }));
  mockBackend.alerts = [{ id: 3, kind: 'price', product_id: 113, product_name: 'Kettle', thumbnail: '/k.webp', price: 20, in_stock: false, notified: false, created_at: '2026-11-28 10:00:00' }];
  renderAlerts();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Tell me if the price drops' })).toHaveAttribute('aria-pressed', 'true'));
  expect(mockBackend.adds).toEqual([]);
});
