import { activeFilterCount, hasFilters, listingHref, readListing } from './listing-query';

describe('readListing', () => {
  it('turns URL parameters into the API query', () => {
    const listing = readListing({ search: ' lamp ', category: '3', subcategory: '7', brand: '2', color: '4', size: '5', min_price: '10', max_price: '99.5', rating: '4', sort: 'price_asc', page: '3' });
    expect(listing.page).toBe(3);
    expect(listing.query).toEqual({
      search: 'lamp', category_id: 3, sub_category_id: 7, brand_id: 2, color_id: 4, size_id: 5, min_price: 10, max_price: 99.5, rating: 4, sort_type: 'low_to_high',
    });
  });

  it('drops what it cannot read instead of sending it on', () => {
    const listing = readListing({ category: 'abc', brand: '-1', rating: '9', sort: 'cheapest', page: '0', min_price: 'x', color: ['2', '3'] });
    expect(listing.query).toEqual({ search: undefined, category_id: undefined, sub_category_id: undefined, brand_id: undefined, color_id: 2, size_id: undefined, min_price: undefined, max_price: undefined, rating: undefined, sort_type: undefined });
    expect(listing.page).toBe(1);
  });

  it('swaps a price range given upside down', () => {
    expect(readListing({ min_price: '50', max_price: '10' }).query).toMatchObject({ min_price: 10, max_price: 50 });
  });
});

describe('listingHref', () => {
  const { state } = readListing({ search: 'lamp', brand: '2', page: '4' });

  it('keeps the other parameters and goes back to page 1 on a filter change', () => {
    expect(listingHref(state, { color: '5' })).toEqual({ search: 'lamp', brand: '2', color: '5' });
  });

  it('keeps filters when only the page changes', () => {
    expect(listingHref(state, { page: '5' })).toEqual({ search: 'lamp', brand: '2', page: '5' });
  });

  it('removes a filter set to undefined', () => {
    expect(listingHref(state, { brand: undefined })).toEqual({ search: 'lamp' });
  });

  it('knows when filters are set', () => {
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(readListing({ search: 'x', sort: 'newest' }).state)).toBe(false);
  });

  it('counts the active filters as a shopper does: search and sort are not filters, a price range is one', () => {
    expect(activeFilterCount(readListing({ search: 'x', sort: 'newest' }).state)).toBe(0);
    expect(activeFilterCount(readListing({ brand: '2', color: '3', min_price: '10', max_price: '50' }).state)).toBe(3);
    expect(activeFilterCount(readListing({ max_price: '50', rating: '4' }).state)).toBe(2);
  });
});
