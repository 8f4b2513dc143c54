/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { SESSION_ENDED_EVENT } from '@/lib/api/browser';
import { renderShop } from '@/test/render';
import { useCartStore } from '@/stores/cart';

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

  it('re-renders a public page signed out without leaving it', () => {
    mockPathname = '/products';
    renderShop(<p>page</p>);
    act(() => void window.dispatchEvent(new Event(SESSION_ENDED_EVENT)));
    expect(mockRefresh).toHaveBeenCalledTimes(1);
    expect(mockReplace).not.toHaveBeenCalled();
  });
});
