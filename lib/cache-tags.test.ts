import { cacheTags, countExpiry, expiriesSoFar, isCacheTag, SHARED_TAGS } from './cache-tags';

describe('cache tags', () => {
  it('are the shop’s own names, and nothing else', () => {
    expect([cacheTags.product(12), cacheTags.shop(3)]).toEqual(['product:12', 'shop:3']);
    for (const tag of [...SHARED_TAGS, 'product:1', 'shop:999999999']) expect([tag, isCacheTag(tag)]).toEqual([tag, true]);
    for (const name of ['products', 'order:1', 'product:', 'product:1a', 'shop:1234567890', '']) expect([name, isCacheTag(name)]).toEqual([name, false]);
  });

  it('count their expiries in this process, in all and by tag', () => {
    const [all, master, product] = [expiriesSoFar(), expiriesSoFar('master'), expiriesSoFar('product:7')];
    countExpiry(['product:7', 'catalog']);
    countExpiry(['master', 'master']);
    // A stock change (product:7) is not a change of the settings: what keeps the languages and
    // their words reads them again only after the second expiry.
    expect([expiriesSoFar() - all, expiriesSoFar('master') - master, expiriesSoFar('product:7') - product]).toEqual([2, 1, 1]);
  });
});
