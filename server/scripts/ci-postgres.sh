#!/usr/bin/env bash
# Starts Debian's PostgreSQL 15 for CI (run as root) and prints DATABASE_URL=... on its last line.
# The test suite creates one fresh database per test file from that URL (needs CREATEDB).
set -euo pipefail

PG_BIN=/usr/lib/postgresql/15/bin
PG_ROOT=${PG_ROOT:-/tmp/storefront-pg15}
PG_PORT=${PG_PORT:-54315}
PG_USER=storefront
PG_PASSWORD=storefront
PG_DATABASE=storefront

if [ ! -x "$PG_BIN/initdb" ]; then
  apt-get update >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql-15 >&2
fi

mkdir -p "$PG_ROOT/socket"
chown -R postgres:postgres "$PG_ROOT"
as_postgres() { runuser -u postgres -- "$@"; }

if [ ! -f "$PG_ROOT/data/PG_VERSION" ]; then
  as_postgres "$PG_BIN/initdb" -D "$PG_ROOT/data" --encoding=UTF8 --locale=C --auth=trust >&2
fi
if ! as_postgres "$PG_BIN/pg_ctl" -D "$PG_ROOT/data" status >/dev/null 2>&1; then
  as_postgres "$PG_BIN/pg_ctl" -D "$PG_ROOT/data" -l "$PG_ROOT/postgres.log" -w \
    -o "-p $PG_PORT -k $PG_ROOT/socket -c listen_addresses=127.0.0.1" start >&2
fi

psql_admin() { as_postgres psql -h "$PG_ROOT/socket" -p "$PG_PORT" -d postgres -v ON_ERROR_STOP=1 -qtA "$@"; }
if [ "$(psql_admin -c "SELECT 1 FROM pg_roles WHERE rolname = '$PG_USER'")" != "1" ]; then
  psql_admin -c "CREATE ROLE $PG_USER LOGIN CREATEDB PASSWORD '$PG_PASSWORD'" >&2
fi
if [ "$(psql_admin -c "SELECT 1 FROM pg_database WHERE datname = '$PG_DATABASE'")" != "1" ]; then
  psql_admin -c "CREATE DATABASE $PG_DATABASE OWNER $PG_USER" >&2
fi

echo "DATABASE_URL=postgres://$PG_USER:$PG_PASSWORD@127.0.0.1:$PG_PORT/$PG_DATABASE"
