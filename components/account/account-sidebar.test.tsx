/** @jest-environment ./test/jsdom-environment.mjs */
// The account menu links to the followed shops only when the backend offers following.
import { screen } from '@testing-library/react';
import { renderShop } from '@/test/render';
import { AccountSidebar } from './account-sidebar';

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

const user = { id: 7, name: 'Sam Shopper', email: null, phone: null, profile_photo: null, affiliation_balance: null };

describe('the account menu', () => {
  it('links to Following when the backend offers it', () => {
    renderShop(<AccountSidebar user={user} features={['follow']} />);
    expect(screen.getByRole('link', { name: 'Following' })).toHaveAttribute('href', '/following');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
  });

  it('has no such link for a backend without it', () => {
    renderShop(<AccountSidebar user={user} features={[]} />);
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Following' })).toBeNull();
  });
});
