#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the data-layer tests and prints its URL.
# Used by .ci/run; run it yourself and export TEST_DATABASE_URL to test against PostgreSQL locally.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$PGBIN" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
PORT=${TEST_PG_PORT:-54329}
DIR=${TEST_PG_DIR:-/tmp/operator-test-pg}
RUN_AS=()
if [ "$(id -u)" = "0" ]; then RUN_AS=(runuser -u postgres --); fi
if ! "${RUN_AS[@]}" "$PGBIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" 2>/dev/null; then
  rm -rf "$DIR"; mkdir -p "$DIR"
  [ "$(id -u)" = "0" ] && chown postgres "$DIR"
  "${RUN_AS[@]}" "$PGBIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
  "${RUN_AS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
