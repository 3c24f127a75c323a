#!/bin/sh
# The entrypoint of the PostgreSQL image compose.test.ts builds from Debian's packages, standing in for the official
# image's: the same variables (POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB, PGDATA) and the same data folder, so
# deploy/compose.yaml runs on either unchanged.
set -e
export PGDATA="${PGDATA:-/var/lib/postgresql/data}"
user="${POSTGRES_USER:-postgres}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  umask 077
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/password
  initdb --username="$user" --pwfile=/tmp/password --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm /tmp/password
  # Other containers connect from the compose network's addresses, which initdb's defaults (loopback) leave out.
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ -n "$POSTGRES_DB" ] && [ "$POSTGRES_DB" != "$user" ]; then
    echo "CREATE DATABASE \"$POSTGRES_DB\"" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
