#!/bin/sh
# The entrypoint of the PostgreSQL image compose.test.ts builds from Debian's packages, standing in for the official
# image's: the same variables (POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB, PGDATA) and the same data folder, so
# deploy/compose.yaml runs on either unchanged.
set -e
export PGDATA="${PGDATA:-/var/lib/postgresql/data}"
# Started as root, as the official image is: the socket folder is under /run, which the container starts empty, and
# a volume mounted on PGDATA may belong to root; then the same script goes on as the postgres user.
if [ "$(id -u)" = 0 ]; then
  install -d -o postgres -g postgres -m 2775 /var/run/postgresql
  install -d -o postgres -g postgres -m 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
user="${POSTGRES_USER:-postgres}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  umask 077
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/password
  initdb --username="$user" --pwfile=/tmp/password --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm /tmp/password
  # Other containers connect from the compose network's addresses, which initdb's defaults (loopback) leave out.
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  # As the official image: POSTGRES_DB, by default the user's name, is made unless it is initdb's own "postgres".
  database="${POSTGRES_DB:-$user}"
  if [ "$database" != postgres ]; then
    echo "CREATE DATABASE \"$database\"" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' "$@"
