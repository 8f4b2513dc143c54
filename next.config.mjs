import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { deviceSizes, imageQuality, imageSizes } from './lib/image-widths.mjs';

const withNextIntl = createNextIntlPlugin({ requestConfig: './lib/i18n/request.ts', experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } } });

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite (WASM + data folder), pg and sharp must be loaded by Node at run time, not bundled;
  // so are ws (optional native add-ons) and the pusher SDK of the realtime server. prom-client,
  // pino and OpenTelemetry are loaded by the web server (server/web/) too: one copy in the process
  // keeps one metrics registry, one logger and one tracer for the web server and the backend.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', '@node-rs/argon2', 'ws', 'pusher', 'prom-client', 'pino', '@opentelemetry/api', '@opentelemetry/sdk-trace-node', '@opentelemetry/sdk-trace-base', '@opentelemetry/exporter-trace-otlp-http', '@opentelemetry/resources'],
  // Lazy page chunks are fetched from the /build/ prefix.
  assetPrefix: '/build',
  poweredByHeader: false,
  // How much memory the rendered pages and catalogue answers may take (PAGE_CACHE_MB, default
  // 256): a page is about 0.3 MB, so the default keeps some 800 pages in memory; the others are
  // read from .next/server/route-cache, which server/web/start.ts empties at each start.
  cacheMaxMemorySize: Math.max(16, Number(process.env.PAGE_CACHE_MB) || 256) * 1024 * 1024,
  images: {
    localPatterns: [{ pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than the defaults: none of these pictures is useful above 1920 px.
    deviceSizes,
    imageSizes,
  },
  async headers() {
    const security = [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'X-Frame-Options', value: 'DENY' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
    ];
    // HSTS is a switch (README): every spelling of no that npm start accepts turns it off.
    if (process.env.NODE_ENV === 'production' && !['false', 'off', '0', 'no'].includes((process.env.HSTS ?? '').trim().toLowerCase())) {
      security.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
    }
    return [{ source: '/:path*', headers: security }];
  },
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/build/_next/:path*', destination: '/_next/:path*' },
        // Short URLs for the optimised media (components/ui/shop-image.tsx): /img/{width}/{path
        // under /media}. A card's three srcset entries are then about 100 bytes instead of 200.
        { source: '/img/:width(\\d+)/:path*', destination: `/_next/image?url=/media/:path*&w=:width&q=${imageQuality}` },
      ],
      // The default language's unprefixed paths are rewritten by middleware.ts: which language
      // is the default, and which are the shop's, is data (lib/i18n/locales.ts), not the build's.
    };
  },
};

// PAGE_CACHE_STORE=postgres: rendered pages and catalogue answers are kept in the PostgreSQL of
// DATABASE_URL, shared by every web server on it, behind a memory of PAGE_CACHE_MB in each
// (server/web/page-cache-handler.ts, docs/adr/0016). Only for the running server: the build
// never opens the database. Next.js imports the file itself; it is TypeScript, loaded through the
// tsx loader the web server runs with (node --import tsx server/web/serve.ts).
// PAGE_CACHE_STORE=memory: the same handler with its memory alone; nothing is read from or written
// to the build's folder: for a read-only build, or a second server of one build on another
// backend, which must not serve the first one's pages nor hand it its own.
export default function config(phase) {
  const serving = phase === 'phase-production-server';
  const shared = serving && process.env.PAGE_CACHE_STORE === 'postgres';
  const memoryOnly = serving && process.env.PAGE_CACHE_STORE === 'memory';
  const handler = fileURLToPath(new URL('./server/web/page-cache-handler.ts', import.meta.url));
  return withNextIntl(shared || memoryOnly ? { ...nextConfig, cacheHandler: handler } : nextConfig);
}
