// Runs once when the Next.js server starts. The Node.js-only work lives in a separately imported
// file so that the edge bundle never sees the database code: the import sits inside a condition
// on NEXT_RUNTIME that the bundler decides at build time (an early return would not do for
// webpack, which then follows the import into the edge bundle).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // `next build` must never open the live data folder (one process per PGlite folder).
    if (process.env.NEXT_PHASE === 'phase-production-build') return;
    const { startBackend } = await import('./server/startup');
    startBackend();
  }
}
