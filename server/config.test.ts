import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ENVIRONMENT } from '@/lib/config/checks';
import { checkEdgeEnvironment, EDGE_VARIABLES } from '@/lib/config/edge';
import { SOCIAL_PROVIDERS } from '@/lib/auth/social-providers';
import { config, environmentProblems } from './config';

describe('the environment, checked before the shop starts', () => {
  it('takes the values the README gives, and unset or blank ones', () => {
    expect(
      environmentProblems({
        PORT: '3000',
        HOSTNAME: '0.0.0.0',
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
        SMTP_HOST: 'mail.example.com',
        MAIL_FROM: 'Shop <shop@example.com>',
        PAGE_CACHE_STORE: 'postgres',
        REALTIME: 'off',
        REALTIME_HOST: '::1',
        AUTH_SECRET: 'a secret of any form',
        NEXTAUTH_URL: 'https://shop.example.com',
        CSP_CONNECT_SRC: 'https://api.example.com wss://ws.example.com',
        SHOP_API_URL: '',
        WEB_VITALS: undefined,
      }),
    ).toEqual([]);
  });

  it('names each wrong value, what it must be and what it is', () => {
    expect(environmentProblems({ PORT: '80a', TRUST_PROXY: 'yes', METRICS: 'of', LOG_LEVEL: 'verbose', SHOP_URL: 'shop.example.com', SHOP_COUNTRIES: 'USA', PUSHER_HOST: 'https://soketi.example.com/' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (it is "80a").',
      'TRUST_PROXY must be a whole number from 0 to 10 (it is "yes").',
      'SHOP_URL must be an address starting http:// or https:// (it is "shop.example.com").',
      'SHOP_COUNTRIES must be a list of two-letter country codes (it is "USA").',
      'PUSHER_HOST must be a host name or an IP address (it is "https://soketi.example.com/").',
      'METRICS must be true or false (on/off, 1/0, yes/no) (it is "of").',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (it is "verbose").',
    ]);
  });

  it('asks for PostgreSQL where the page cache is to live there', () => {
    expect(environmentProblems({ PAGE_CACHE_STORE: 'mysql' })).toEqual(['PAGE_CACHE_STORE must be one of postgres, memory (it is "mysql").']);
    expect(environmentProblems({ PAGE_CACHE_STORE: 'postgres' })).toEqual(['PAGE_CACHE_STORE=postgres keeps pages in PostgreSQL: set DATABASE_URL as well.']);
    expect(environmentProblems({ PAGE_CACHE_STORE: 'memory' })).toEqual([]);
  });
});

describe("the middleware's environment", () => {
  it('is checked with the same words, in one error naming each wrong variable', () => {
    expect(() => checkEdgeEnvironment({ SETTINGS_TTL_SECONDS: '60', CSP_CONNECT_SRC: 'https://api.example.com' })).not.toThrow();
    expect(() => checkEdgeEnvironment({ REALTIME_PORT: 'auto', SHOP_API_URL: 'api.example.com' })).toThrow(
      'The shop\'s environment has wrong values: SHOP_API_URL must be an address starting http:// or https:// (it is "api.example.com"). REALTIME_PORT must be a whole number from 1 to 65535 (it is "auto").',
    );
  });

  it('names only variables the server checks too', () => {
    for (const name of EDGE_VARIABLES) expect(ENVIRONMENT).toHaveProperty(name);
  });
});

describe("the server's values", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
    Object.assign(process.env, saved);
  });

  it('are read when asked for, with the defaults the code has always had', () => {
    for (const name of ['PORT', 'DATABASE_URL', 'DATABASE_POOL_SIZE', 'METRICS', 'WARM_UP', 'OTEL_SERVICE_NAME', 'SEED_ON_START']) delete process.env[name];
    expect([config.port(), config.databaseUrl(), config.databasePoolSize(), config.metrics(), config.warmUp(), config.serviceName(), config.seedOnStart()]).toEqual(['3000', undefined, 10, true, true, 'shop', true]);
    Object.assign(process.env, { PORT: '4100', DATABASE_URL: 'postgres://db/shop', DATABASE_POOL_SIZE: '4', METRICS: 'off', WARM_UP: '0', OTEL_SERVICE_NAME: 'shop-eu', SEED_ON_START: 'false' });
    expect([config.port(), config.databaseUrl(), config.databasePoolSize(), config.metrics(), config.warmUp(), config.serviceName(), config.seedOnStart()]).toEqual(['4100', 'postgres://db/shop', 4, false, false, 'shop-eu', false]);
  });

  it('read a switch as every spelling the start lets through says: METRICS=false is off, not on', () => {
    const switches = { METRICS: config.metrics, WARM_UP: config.warmUp, LOG_REQUESTS: config.logRequests, SEED_ON_START: config.seedOnStart };
    for (const [name, read] of Object.entries(switches)) {
      for (const [spelling, meaning] of [['off', false], ['false', false], ['0', false], ['No', false], [' OFF ', false], ['on', true], ['true', true], ['1', true], ['yes', true]] as const) {
        process.env[name] = spelling;
        expect(environmentProblems()).toEqual([]);
        expect([name, spelling, read()]).toEqual([name, spelling, meaning]);
      }
    }
  });
});

describe('every variable the code reads', () => {
  const root = path.resolve(__dirname, '..');
  const production = (directory: string): string[] =>
    readdirSync(path.join(root, directory)).flatMap((name) => {
      const relative = path.posix.join(directory, name);
      if (statSync(path.join(root, relative)).isDirectory()) return name === 'test' || name === 'testing' ? [] : production(relative);
      return /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
    });

  it('has its check', () => {
    const files = [...['app', 'components', 'lib', 'server'].flatMap(production), 'middleware.ts', 'instrumentation.ts', 'next.config.mjs'];
    const named = new Set<string>();
    for (const file of files) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const match of text.matchAll(/\b(?:env\??\.|read\('|filled\(')([A-Z][A-Z0-9_]+)/g)) named.add(match[1]);
      // The social providers' credentials are read by name: AUTH_GOOGLE_ID, AUTH_APPLE_SECRET, …
      if (/`AUTH_\$\{/.test(text)) for (const provider of SOCIAL_PROVIDERS) for (const part of ['ID', 'SECRET', 'ISSUER']) named.add(`AUTH_${provider.toUpperCase()}_${part}`);
    }
    expect(named.size).toBeGreaterThan(60);
    expect([...named].filter((name) => !(name in ENVIRONMENT)).sort()).toEqual([]);
  });
});
