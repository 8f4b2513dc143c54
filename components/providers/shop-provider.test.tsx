/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { SESSION_ENDED_EVENT } from '@/lib/api/browser';
import { renderShop } from '@/test/render';
import { useCartStore } from '@/stores/cart';
import { useViewerStore } from '@/stores/viewer';

const shopper = { id: 7, name: 'Shopper', email: null, phone: null, profile_photo: null, affiliation_balance: null };

const mockReplace = jest.fn();
const mockRefresh = jest.fn();
let mockPathname = '/dashboard';
jest.mock('@/lib/i18n/navigation', () => ({
  usePathname: () => mockPathname,
  useRouter: () => ({ replace: mockReplace, refresh: mockRefresh, push: jest.fn() }),
}));

beforeEach(() => {
  mockReplace.mockClear();
  mockRefresh.mockClear();
});

describe('when the backend ends the session', () => {
  it('forgets the cart and leaves an account page for home', () => {
    mockPathname = '/order-history/3';
    renderShop(<p>page</p>);
    act(() => useCartStore.setState({ total: 3, totalAmount: 120 }));
    act(() => void window.dispatchEvent(new Event(SESSION_ENDED_EVENT)));
    expect(useCartStore.getState()).toMatchObject({ total: 0, totalAmount: 0 });
    expect(mockReplace).toHaveBeenCalledWith('/');
    expect(mockRefresh).not.toHaveBeenCalled();
  });

  it('shows a public page signed out without leaving it, and drops the signed-in hint', () => {
    mockPathname = '/products';
    useViewerStore.setState({ known: true, user: shopper });
    document.cookie = 'shop_viewer=1; path=/';
    document.documentElement.dataset.viewer = 'user';
    renderShop(<p>page</p>);
    act(() => void window.dispatchEvent(new Event(SESSION_ENDED_EVENT)));
    expect(useViewerStore.getState()).toMatchObject({ known: true, user: null });
    expect(document.cookie).not.toContain('shop_viewer=1');
    expect(document.documentElement.dataset.viewer).toBeUndefined();
    expect(mockReplace).not.toHaveBeenCalled();
  });
});
