/**
 * @jest-environment jsdom
 */
import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { NavigationProgress, SHOW_AFTER_MS } from './navigation-progress';

let mockPathname = '/';
let mockSearch = '';
jest.mock('@/lib/i18n/navigation', () => ({ usePathname: () => mockPathname, useRouter: () => ({ replace: jest.fn(), refresh: jest.fn() }) }));
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(mockSearch) }));

function page(links: string) {
  document.body.innerHTML = '';
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="en" messages={messages}>
      {children}
      <nav dangerouslySetInnerHTML={{ __html: links }} />
    </NextIntlClientProvider>
  );
  const view = render(<NavigationProgress />, { wrapper });
  // Links do not really navigate in jsdom.
  document.addEventListener('click', (event) => event.preventDefault(), { once: false, capture: false });
  return view;
}

const click = (name: string, init: MouseEventInit = {}) =>
  act(() => void screen.getByRole('link', { name }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })));

beforeEach(() => {
  jest.useFakeTimers();
  mockPathname = '/';
  mockSearch = '';
});
afterEach(() => jest.useRealTimers());

describe('navigation progress', () => {
  it('shows a progress bar while a slow navigation inside the shop is pending, until the new page is there', () => {
    const view = page('<a href="/products?page=2">Products</a>');
    click('Products');
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => void jest.advanceTimersByTime(SHOW_AFTER_MS));
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    mockPathname = '/products';
    mockSearch = 'page=2';
    view.rerender(<NavigationProgress />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('stays away for links that leave the shop, open elsewhere, or point at the page itself', () => {
    page(
      '<a href="https://example.com/">Elsewhere</a><a href="/products" target="_blank">New tab</a><a href="/">Here</a><a href="/blogs">Blogs</a><a href="/api/uploads/x" >File</a>',
    );
    click('Elsewhere');
    click('New tab');
    click('Here');
    click('File');
    click('Blogs', { ctrlKey: true });
    act(() => void jest.advanceTimersByTime(SHOW_AFTER_MS * 2));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
