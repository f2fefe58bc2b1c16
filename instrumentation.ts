/**
 * Runs once when the server starts: opens the database (taking the DATA_DIR lock), applies the
 * migrations and the seed, so the first visitor does not wait and a locked directory fails fast.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./lib/server/startup');
  await startServer();
}
