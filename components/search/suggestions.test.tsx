/**
 * @jest-environment ./test/jsdom-environment.mjs
 */
// The header search with its suggestions, over the real contract client and a stand-in backend.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShop } from '@/test/render';
import { push } from '@/test/navigation-mock';
import { fakeApi, json, type FakeHandler } from '@/test/fake-api';
import { HeaderSearch } from '@/components/layout/header-search';
import { MobileSearch } from '@/components/layout/mobile-search';
import { stubDialogs } from '@/test/dialogs';
import { useSettingsStore } from '@/stores/settings';
import { forgetCategories } from './suggestion-data';

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));
stubDialogs();

let handler: FakeHandler;
jest.mock('@/lib/api/browser', () => ({ browserApi: () => Promise.resolve(fakeApi((request) => handler(request))) }));

const product = (id: number, name: string, price: number, discount_price = 0) => ({
  id,
  name,
  thumbnail: `/media/products/${id}.jpg`,
  price,
  discount_price,
  discount_percentage: 0,
  rating: 4,
  total_reviews: 3,
  total_sold: 10,
  sizes: [],
  colors: [],
  brand: null,
});

const categories = [
  { id: 1, name: 'Home & Kitchen', slug: 'home-kitchen', thumbnail: null, sub_categories: [{ id: 11, name: 'Lamps', thumbnail: null }] },
  { id: 2, name: 'Books', slug: 'books', thumbnail: null, sub_categories: [] },
];

const catalogue: Record<string, ReturnType<typeof product>[]> = {
  la: [product(1, 'Lamp Classic', 20), product(2, 'Lava Lamp', 30, 24)],
  lam: [product(1, 'Lamp Classic', 20)],
  lamp: [product(1, 'Lamp Classic', 20)],
};

/** The backend's answers, and every call it got. */
function backend(products = catalogue) {
  const calls: URL[] = [];
  const answer: FakeHandler = (request) => {
    const url = new URL(request.url);
    calls.push(url);
    const search = url.searchParams.get('search') ?? '';
    if (url.pathname.endsWith('/products')) {
      const found = products[search.toLowerCase()] ?? [];
      return json({ message: '', data: { total: found.length, products: found } });
    }
    if (url.pathname.endsWith('/categories')) return json({ message: '', data: { total: categories.length, categories } });
    if (url.pathname.endsWith('/shops')) {
      const shops = search.toLowerCase().startsWith('la') ? [{ id: 7, name: 'Lamplight Store', logo: null, banner: null, rating: 4.5, shop_status: 'Online' }] : [];
      return json({ message: '', data: { total: shops.length, shops } });
    }
    return json({ message: 'Not found' }, 404);
  };
  return { calls, answer };
}

const field = () => screen.getByLabelText('Search products');
const listbox = () => screen.findByRole('listbox', { name: 'Search suggestions' });

beforeEach(() => {
  push.mockClear();
  localStorage.clear();
  forgetCategories();
  useSettingsStore.setState({ search: '', currency: 'USD' });
  handler = backend().answer;
});

describe('search suggestions', () => {
  it('asks nothing before the field is focused, nor for one letter', async () => {
    const { calls, answer } = backend();
    handler = answer;
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.type(field(), 'l');
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(field(), 'a');
    await listbox();
    expect(calls.map((url) => url.searchParams.get('search')).filter(Boolean)).toEqual(['la', 'la']);
    expect(calls.filter((url) => url.pathname.endsWith('/products'))[0].searchParams.get('per_page')).toBe('5');
    expect(calls.filter((url) => url.pathname.endsWith('/shops'))[0].searchParams.get('per_page')).toBe('3');
  });

  it('shows products with their price in the chosen currency, categories and shops, as a combobox', async () => {
    useSettingsStore.setState({ currency: 'EUR' });
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(field(), 'la');
    const list = await listbox();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-autocomplete', 'list');

    const products = within(list).getByRole('group', { name: 'Products' });
    expect(within(products).getAllByRole('option').map((option) => option.textContent)).toEqual(['Lamp Classic10.00€', 'Lava Lamp12.00€15.00€']);
    expect(within(products).getAllByRole('option')[0]).toHaveAttribute('href', '/products/1/details');
    const found = within(list).getByRole('group', { name: 'Categories' });
    expect(within(found).getByRole('option', { name: 'Lamps Home & Kitchen' })).toHaveAttribute('href', '/categories/home-kitchen?subcategory=11');
    expect(within(list).getByRole('group', { name: 'Shops' })).toContainElement(within(list).getByRole('option', { name: 'Lamplight Store' }));
    expect(screen.getByRole('status')).toHaveTextContent('4 suggestions');
  });

  it('moves through the options with the arrows and opens the active one with Enter', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(field(), 'la');
    const options = within(await listbox()).getAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[options.length - 1].id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1].id);
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/products/2/details');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('still searches /products with the text on Enter without an active option, and keeps it as a recent search', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(field(), 'la');
    await listbox();
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith({ pathname: '/products', query: { search: 'la' } });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('recent-searches')!)).toEqual(['la']);
  });

  it('keeps a search submitted at once, before the suggestions had arrived', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(field(), 'vase{Enter}');
    expect(push).toHaveBeenCalledWith({ pathname: '/products', query: { search: 'vase' } });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('recent-searches') ?? '[]')).toEqual(['vase']));
  });

  it('closes on Escape, keeping the text, and opens again on typing or ArrowDown', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(field(), 'la');
    await listbox();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('la');
    await user.keyboard('{ArrowDown}');
    await listbox();
    await user.keyboard('{Escape}');
    await user.type(field(), 'm');
    expect(within(await listbox()).getAllByRole('option', { name: /Lamp Classic/ })).toHaveLength(1);
  });

  it('opens an option on click and closes the list', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(field(), 'la');
    const shop = within(await listbox()).getByRole('option', { name: 'Lamplight Store' });
    expect(shop).toHaveAttribute('href', '/shops/7');
    // The shop's click listener opens marked links with the router (lib/client-navigation.ts).
    const navigate = jest.fn((event: MouseEvent) => event.preventDefault());
    document.addEventListener('click', navigate);
    await user.click(shop);
    document.removeEventListener('click', navigate);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('in the phone’s search dialog, shows the list in the dialog and closes the dialog once an option opened its page', async () => {
    const user = userEvent.setup();
    renderShop(<MobileSearch />);
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    await user.type(within(dialog).getByLabelText('Search products'), 'la');
    const list = await within(dialog).findByRole('listbox', { name: 'Search suggestions' });
    expect(list.parentElement).not.toHaveClass('absolute');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(push).toHaveBeenCalledWith('/products/1/details');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says "Searching…" until the first answer, and "No suggestions" when nothing matches', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { answer } = backend({});
    handler = async (request) => {
      await held;
      return answer(request);
    };
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(field(), 'zq');
    expect(await screen.findByText('Searching…')).toBeVisible();
    act(() => release());
    expect(await screen.findByText('No suggestions', { selector: 'p' })).toBeVisible();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No suggestions');
  });

  it('never lets an older answer replace the newer one', async () => {
    let releaseOld = () => {};
    const oldHeld = new Promise<void>((resolve) => (releaseOld = resolve));
    const signals = new Map<string, AbortSignal>();
    const { answer } = backend({ la: [product(3, 'Old Answer', 5)], lam: [product(1, 'Lamp Classic', 20)] });
    handler = async (request) => {
      const search = new URL(request.url).searchParams.get('search');
      if (search) signals.set(search, request.signal);
      if (search === 'la') await oldHeld;
      return answer(request);
    };
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(field(), 'la');
    await waitFor(() => expect(signals.has('la')).toBe(true));
    await user.type(field(), 'm');
    const list = await listbox();
    expect(within(list).getByRole('option', { name: /Lamp Classic/ })).toBeInTheDocument();
    expect(signals.get('la')!.aborted).toBe(true);
    await act(async () => releaseOld());
    expect(within(list).queryByRole('option', { name: /Old Answer/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /Lamp Classic/ })).toBeInTheDocument();
  });

  it('shows the recent searches on focus of the empty field, runs one on click, and clears them', async () => {
    localStorage.setItem('recent-searches', JSON.stringify(['vase', 'lamp']));
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.click(field());
    const recent = within(await listbox()).getByRole('group', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('option').map((option) => option.textContent)).toEqual(['vase', 'lamp', 'Clear recent searches']);
    expect(screen.getByRole('status')).toHaveTextContent('2 suggestions');

    await user.click(within(recent).getByRole('option', { name: 'lamp' }));
    expect(push).toHaveBeenCalledWith({ pathname: '/products', query: { search: 'lamp' } });
    expect(field()).toHaveValue('lamp');
    expect(JSON.parse(localStorage.getItem('recent-searches')!)).toEqual(['lamp', 'vase']);

    await user.clear(field());
    await user.click(within(await listbox()).getByRole('option', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(localStorage.getItem('recent-searches')).toBeNull();
  });

  it('shows only the recent searches that match the text', async () => {
    localStorage.setItem('recent-searches', JSON.stringify(['vase', 'lamp shade']));
    const user = userEvent.setup();
    renderShop(<HeaderSearch />);
    await user.type(field(), 'la');
    const recent = within(await listbox()).getByRole('group', { name: 'Recent searches' });
    expect(within(recent).getAllByRole('option').map((option) => option.textContent)).toEqual(['lamp shade', 'Clear recent searches']);
  });

  it('speaks Arabic in /ar', async () => {
    const user = userEvent.setup();
    renderShop(<HeaderSearch />, { locale: 'ar' });
    await user.type(screen.getByLabelText('ابحث عن المنتجات'), 'la');
    const list = await screen.findByRole('listbox', { name: 'اقتراحات البحث' });
    expect(within(list).getByRole('group', { name: 'المنتجات' })).toBeInTheDocument();
    expect(within(list).getByRole('group', { name: 'المتاجر' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('4 اقتراحات');
  });
});
