#!/usr/bin/env bash
# Starts a throwaway Redis for the tests that need one (the shared channel, the page-cache handler) and
# prints its URL. Used by .ci/run; run it yourself and export TEST_REDIS_URL, or let the tests start
# their own redis-server (lib/server/testing/redis.ts).
set -euo pipefail
command -v redis-server >/dev/null || { echo "redis-server is not installed (apt-get install -y redis-server)" >&2; exit 1; }
PORT=${TEST_REDIS_PORT:-63799}
DIR=${TEST_REDIS_DIR:-/tmp/operator-test-redis}
if ! redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null 2>&1; then
  rm -rf "$DIR"; mkdir -p "$DIR"
  redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$DIR" \
    --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/log" >/dev/null
  for _ in $(seq 50); do redis-cli -h 127.0.0.1 -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
fi
echo "redis://127.0.0.1:$PORT"
