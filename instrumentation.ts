/**
 * Runs once when the server starts: starts traces when an OTEL_* variable asks for them (first, so the
 * database driver is instrumented as it loads; nothing of OpenTelemetry is loaded otherwise), then
 * opens the database (taking the DATA_DIR lock), applies the migrations and the seed, so the first
 * visitor does not wait and a locked directory fails fast.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startTracing } = await import('./lib/server/observability/tracing');
  await startTracing();
  const { startServer } = await import('./lib/server/startup');
  await startServer();
}
