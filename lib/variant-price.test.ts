import { variantPrices } from './variant-price';

describe('variantPrices', () => {
  it('adds colour and size surcharges to both the price and the discount price', () => {
    expect(variantPrices(100, 80, { colorSurcharge: 3, sizeSurcharge: 1.5 })).toEqual({ price: 104.5, discountPrice: 84.5, payable: 84.5 });
  });

  it('keeps no discount when there is none', () => {
    expect(variantPrices(19.99, 0, { colorSurcharge: 0.01, sizeSurcharge: 0 })).toEqual({ price: 20, discountPrice: 0, payable: 20 });
  });
});
