/** @jest-environment ./test/jsdom-environment.mjs */
// Manage Address over the query cache: each change shows in the list at once and the list is then
// read again from the server; a refusal leaves the list as it was. The contract client runs
// against a stand-in backend.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import type { Address } from '@/lib/api/schemas/profile';
import { getQueryClient } from '@/lib/query/client';
import { fakeApi, json } from '@/test/fake-api';
import { stubDialogs } from '@/test/dialogs';
import { renderShop } from '@/test/render';
import { AddressForm } from './address-form';
import { AddressList } from './address-list';

const row = (id: number, line: string, isDefault: boolean): Address => ({
  id,
  name: 'Ada Lovelace',
  phone: '4155550100',
  area: null,
  flat_no: null,
  address_type: 'home',
  address_line: line,
  address_line2: null,
  post_code: null,
  country: 'US',
  region: null,
  is_default: isDefault,
  latitude: null,
  longitude: null,
});

const mockBackend = { rows: [] as Address[], reads: 0, refusal: null as string | null, fieldErrors: {} as Record<string, string[]>, stored: null as Record<string, unknown> | null };

jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () =>
    Promise.resolve(
      fakeApi(async (request) => {
        const path = new URL(request.url).pathname;
        const backend = mockBackend;
        if (backend.refusal && request.method !== 'GET') return json({ message: backend.refusal, errors: backend.fieldErrors }, 422);
        if (request.method === 'GET' && path === '/api/addresses') {
          backend.reads += 1;
          return json({ message: '', data: { total: backend.rows.length, addresses: backend.rows } });
        }
        if (request.method === 'POST' && path === '/api/address/store') {
          const body = (await request.json()) as { address_line: string; name: string };
          backend.stored = body;
          const stored = { ...row(100 + backend.rows.length, body.address_line, backend.rows.length === 0), name: body.name };
          backend.rows = [...backend.rows, stored];
          return json({ message: 'Address saved successfully', data: { address: stored } });
        }
        const update = /^\/api\/address\/(\d+)\/update$/.exec(path);
        if (request.method === 'POST' && update) {
          const id = Number(update[1]);
          const body = (await request.json()) as { is_default?: boolean };
          backend.rows = backend.rows.map((item) => (item.id === id ? { ...item, is_default: body.is_default ?? item.is_default } : body.is_default ? { ...item, is_default: false } : item));
          return json({ message: 'Address updated successfully', data: { address: backend.rows.find((item) => item.id === id) } });
        }
        const remove = /^\/api\/address\/(\d+)\/delete$/.exec(path);
        if (request.method === 'DELETE' && remove) {
          backend.rows = backend.rows.filter((item) => item.id !== Number(remove[1]));
          return json({ message: 'Address deleted successfully', data: null });
        }
        return json({ message: 'Not found' }, 404);
      }),
    ),
}));
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

stubDialogs();

beforeEach(() => {
  getQueryClient().clear();
  mockBackend.rows = [row(1, '221B Baker Street', true), row(2, '10 Downing Street', false)];
  mockBackend.reads = 0;
  mockBackend.refusal = null;
  mockBackend.fieldErrors = {};
});

afterEach(() => toast.dismiss());

const item = (line: string) => within(screen.getByRole('list', { name: 'Saved addresses' })).getByText(line).closest('li') as HTMLElement;
const isDefault = (line: string) => within(item(line)).queryByText('Default', { exact: true }) !== null;

describe('Manage Address', () => {
  it('moves the default mark at once and reads the list again', async () => {
    const user = userEvent.setup();
    renderShop(<AddressList addresses={mockBackend.rows} />);
    expect(isDefault('221B Baker Street')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Set as Default: 10 Downing Street' }));
    expect(await screen.findByText('Default address updated')).toBeInTheDocument();
    expect(isDefault('10 Downing Street')).toBe(true);
    expect(isDefault('221B Baker Street')).toBe(false);
    await waitFor(() => expect(mockBackend.reads).toBe(1));
  });

  it('deletes an address after the confirmation and the list follows', async () => {
    const user = userEvent.setup();
    renderShop(<AddressList addresses={mockBackend.rows} />);
    await user.click(screen.getByRole('button', { name: 'Delete address 221B Baker Street' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Address' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Address deleted successfully')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('221B Baker Street')).toBeNull();
  });

  it('keeps the list as it was and says why when the server refuses', async () => {
    const user = userEvent.setup();
    mockBackend.refusal = 'This address cannot be changed now.';
    renderShop(<AddressList addresses={mockBackend.rows} />);
    await user.click(screen.getByRole('button', { name: 'Set as Default: 10 Downing Street' }));
    expect(await screen.findByText('This address cannot be changed now.')).toBeInTheDocument();
    expect(isDefault('221B Baker Street')).toBe(true);
    expect(isDefault('10 Downing Street')).toBe(false);
  });

  it('shows an address saved by the form beside it (as in the checkout) without a reload', async () => {
    const user = userEvent.setup();
    const saved = jest.fn();
    renderShop(
      <>
        <AddressList addresses={mockBackend.rows} />
        <AddressForm address={{ name: 'Ada Lovelace' }} onSaved={saved} />
      </>,
    );
    await user.type(screen.getByLabelText('Address line', { exact: true }), '1 Infinite Loop');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(saved).toHaveBeenCalledWith(expect.objectContaining({ address_line: '1 Infinite Loop' })));
    expect(within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem')).toHaveLength(3);
    expect(item('1 Infinite Loop')).toHaveTextContent('Ada Lovelace');
  });

  it('keeps what was typed and shows the server’s error under the field', async () => {
    const user = userEvent.setup();
    mockBackend.refusal = 'The name field is required.';
    mockBackend.fieldErrors = { name: ['The name field is required.'] };
    const saved = jest.fn();
    renderShop(<AddressForm address={{}} onSaved={saved} />);
    await user.click(screen.getByRole('radio', { name: 'Office' }));
    await user.type(screen.getByLabelText('Address line', { exact: true }), '1 Infinite Loop');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.getByLabelText('Name', { exact: true })).toHaveAccessibleDescription('The name field is required.'));
    expect(screen.getByLabelText('Address line', { exact: true })).toHaveValue('1 Infinite Loop');
    expect(screen.getByRole('radio', { name: 'Office' })).toBeChecked();
    expect(saved).not.toHaveBeenCalled();
  });

  it('asks for the country by its name in the page language and a region, where the backend keeps them', async () => {
    const user = userEvent.setup();
    document.documentElement.dataset.features = 'follow address_country';
    try {
      const saved = jest.fn();
      renderShop(<AddressForm address={{ name: 'Ada Lovelace', phone: '4155550100' }} onSaved={saved} />);
      const country = await screen.findByRole('combobox', { name: 'Country' });
      expect(country).toHaveValue('');
      await user.selectOptions(country, 'United Arab Emirates');
      expect(country).toHaveValue('AE');
      await user.type(screen.getByLabelText('Region (optional)'), 'Dubai');
      await user.type(screen.getByLabelText('Address line', { exact: true }), '3 Marina Walk');
      await user.click(screen.getByRole('button', { name: 'Save Address' }));
      await waitFor(() => expect(saved).toHaveBeenCalled());
      expect(mockBackend.stored).toMatchObject({ country: 'AE', region: 'Dubai', address_line: '3 Marina Walk' });
    } finally {
      delete document.documentElement.dataset.features;
    }
  });

  it('asks for no country where the backend keeps none', () => {
    renderShop(<AddressForm address={{}} onSaved={jest.fn()} />);
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Region (optional)')).not.toBeInTheDocument();
  });

  it('names the countries in Arabic on an Arabic page', async () => {
    document.documentElement.dataset.features = 'address_country';
    try {
      renderShop(<AddressForm address={{ country: 'AE' }} onSaved={jest.fn()} />, { locale: 'ar' });
      const country = await screen.findByRole('combobox', { name: 'الدولة' });
      expect(country).toHaveValue('AE');
      expect(within(country).getByRole('option', { selected: true })).toHaveTextContent('الإمارات العربية المتحدة');
    } finally {
      delete document.documentElement.dataset.features;
    }
  });
});
