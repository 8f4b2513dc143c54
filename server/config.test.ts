import { environmentProblems } from './config';

describe('the environment, checked before the shop starts', () => {
  it('takes the values the README gives, and unset or blank ones', () => {
    expect(
      environmentProblems({
        PORT: '3000',
        DATABASE_URL: 'postgres://shop:secret@db.internal:5432/shop',
        DATABASE_REPLICA_URL: 'postgres:///shop?host=/run/postgresql',
        TRUST_PROXY: '1',
        METRICS: 'off',
        WARM_UP: '0',
        SEED_ON_START: 'false',
        LOG_LEVEL: 'DEBUG',
        LOG_FORMAT: 'text',
        SHOP_COUNTRIES: 'US, CA',
        PUBLIC_ORIGIN: 'https://shop.example.com,https://www.shop.example.com',
        SMTP_URL: 'smtps://user:password@mail.example.com:465',
        PAGE_CACHE_STORE: 'postgres',
        REALTIME: 'off',
        SHOP_API_URL: '',
        WEB_VITALS: undefined,
      }),
    ).toEqual([]);
  });

  it('names each wrong value, what it must be and what it is', () => {
    expect(environmentProblems({ PORT: '80a', TRUST_PROXY: 'yes', METRICS: 'of', LOG_LEVEL: 'verbose', SHOP_URL: 'shop.example.com', SHOP_COUNTRIES: 'USA' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (it is "80a").',
      'TRUST_PROXY must be a whole number from 0 to 10 (it is "yes").',
      'SHOP_URL must be an address starting http:// or https:// (it is "shop.example.com").',
      'SHOP_COUNTRIES must be a list of two-letter country codes (it is "USA").',
      'METRICS must be true or false (on/off, 1/0, yes/no) (it is "of").',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (it is "verbose").',
    ]);
  });

  it('asks for PostgreSQL where the page cache is to live there', () => {
    expect(environmentProblems({ PAGE_CACHE_STORE: 'mysql' })).toEqual(['PAGE_CACHE_STORE must be one of postgres (it is "mysql").', 'PAGE_CACHE_STORE=postgres keeps pages in PostgreSQL: set DATABASE_URL as well.']);
  });
});
