/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShop } from '@/test/render';
import { masterFixture, masterWith } from '@/test/master-fixture';
import { stubMatchMedia } from '@/test/match-media';
import { Footer } from './footer';

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

function setWidth(wide: boolean) {
  stubMatchMedia((query) => wide && query === '(min-width: 640px)');
}

describe('Footer', () => {
  it('collapses columns below 640 px; a title opens and closes its column', async () => {
    setWidth(false);
    const user = userEvent.setup();
    renderShop(<Footer master={masterFixture} />);
    const contact = screen.getByRole('button', { name: 'Contact' });
    expect(contact).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(contact.getAttribute('aria-controls') as string) as HTMLElement;
    expect(panel).toHaveClass('hidden');
    await user.click(contact);
    expect(contact).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    await user.click(contact);
    expect(panel).toHaveClass('hidden');
  });

  it('keeps every column open at 640 px and above, with plain headings', () => {
    setWidth(true);
    renderShop(<Footer master={masterFixture} />);
    expect(screen.queryByRole('button', { name: 'Contact' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@testshop.example' })).toBeVisible();
  });

  it('renders every item type from settings', () => {
    setWidth(true);
    renderShop(<Footer master={masterFixture} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Testshop' })).toHaveAttribute('href', '/');
    expect(within(footer).getByText('Small shops, big choice.')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'help@testshop.example' })).toHaveAttribute('href', 'mailto:help@testshop.example');
    expect(within(footer).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute('href', 'tel:+15550100');
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.example/testshop');
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('img', { name: 'Scan to get the app' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', 'https://play.example/testshop');
    expect(within(footer).getByRole('link', { name: /App Store/ })).toHaveAttribute('href', 'https://apps.example/testshop');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('ends with the year and the footer text, or the fallback text', () => {
    setWidth(true);
    const year = new Date().getFullYear();
    const { unmount } = renderShop(<Footer master={masterFixture} />);
    expect(screen.getByText(`© ${year} Testshop Ltd.`)).toBeInTheDocument();
    unmount();
    renderShop(<Footer master={masterWith({ web_footer_text: '' })} />);
    expect(screen.getByText(`© ${year} All right reserved by company`)).toBeInTheDocument();
  });

  it('shows one QR code per column and a store button for each store item with its own link', () => {
    setWidth(true);
    const footers = [
      { id: 9, position: 1, title: 'Apps', items: [
        { id: 91, type: 'app_store', title: 'Google Play', url: 'https://play.example/own', target: '_blank' },
        { id: 92, type: 'app_store', title: 'App Store', url: 'https://apps.example/own', target: '_blank' },
      ] },
    ];
    renderShop(<Footer master={masterWith({ footers })} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('img', { name: 'Scan to get the app' })).toHaveLength(1);
    expect(within(footer).getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', 'https://play.example/own');
    expect(within(footer).getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://apps.example/own');
  });

  it('hides the columns when settings turn the footer off', () => {
    renderShop(<Footer master={masterWith({ web_show_footer: false })} />);
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
  });
});
