// Runs once when the Next.js server starts. The Node.js-only work lives in a separately imported
// file so that the edge bundle never sees the database code.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `next build` must never open the live data folder (one process per PGlite folder).
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startBackend } = await import('./server/startup');
  startBackend();
}
