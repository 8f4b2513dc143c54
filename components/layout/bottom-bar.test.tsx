/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShop } from '@/test/render';
import { categoriesFixture, masterFixture, masterWith } from '@/test/master-fixture';
import { BottomBar } from './bottom-bar';

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

describe('BottomBar', () => {
  it('opens the categories grid and shows a category’s subcategories on hover', async () => {
    const user = userEvent.setup();
    renderShop(<BottomBar master={masterFixture} categories={categoriesFixture} />);
    const toggle = screen.getByRole('button', { name: 'Categories' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/categories/1');
    expect(screen.getByRole('link', { name: 'Phones' })).toHaveAttribute('href', '/categories/1?subcategory=11');
    expect(screen.queryByRole('link', { name: 'Shoes' })).toBeNull();

    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Fashion' }).closest('li') as HTMLElement);
    expect(screen.getByRole('link', { name: 'Shoes' })).toHaveAttribute('href', '/categories/2?subcategory=21');
    expect(screen.queryByRole('link', { name: 'Phones' })).toBeNull();
  });

  it('shows subcategories on keyboard focus and closes on Escape', async () => {
    const user = userEvent.setup();
    renderShop(<BottomBar master={masterFixture} categories={categoriesFixture} />);
    const toggle = screen.getByRole('button', { name: 'Categories' });
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.tab(); // Electronics
    await user.tab(); // All in Electronics
    await user.tab(); // Phones
    expect(screen.getByRole('link', { name: 'Phones' })).toHaveFocus();
    await user.tab(); // Laptops
    await user.tab(); // Fashion
    expect(screen.getByRole('link', { name: 'Fashion' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Shoes' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('renders menu links from settings, external ones as plain links with their target', () => {
    renderShop(<BottomBar master={masterFixture} categories={categoriesFixture} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shops' })).toHaveAttribute('href', '/shops');
    const external = within(nav).getByRole('link', { name: 'Academy' });
    expect(external).toHaveAttribute('href', 'https://academy.example');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links to the voucher centre only when the backend offers it', () => {
    const { unmount } = renderShop(<BottomBar master={masterWith({ features: ['voucher_centre'] })} categories={categoriesFixture} />);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Vouchers' })).toHaveAttribute('href', '/vouchers');
    unmount();
    renderShop(<BottomBar master={masterWith({ features: [] })} categories={categoriesFixture} />);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Vouchers' })).toBeNull();
  });

  it('offers Download our app with both store buttons only when settings say so', async () => {
    const user = userEvent.setup();
    const { unmount } = renderShop(<BottomBar master={masterFixture} categories={categoriesFixture} />);
    const summary = screen.getByText('Download our app');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(within(details).getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', 'https://play.example/testshop');
    expect(within(details).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.example/testshop');
    unmount();
    renderShop(<BottomBar master={masterWith({ show_download_app: false })} categories={categoriesFixture} />);
    expect(screen.queryByText('Download our app')).toBeNull();
  });
});
