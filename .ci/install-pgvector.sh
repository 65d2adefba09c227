#!/usr/bin/env bash
# Make the pgvector extension available to the local PostgreSQL server (CI / dev boxes).
# Idempotent: does nothing but verify when `vector` is already available.
# Env: PGHOST/PGUSER/PGDATABASE (default 127.0.0.1/postgres/test), PGVECTOR_SUITE (default trixie).
set -euo pipefail

export DEBIAN_FRONTEND=noninteractive
PGHOST="${PGHOST:-127.0.0.1}" PGUSER="${PGUSER:-postgres}" PGDATABASE="${PGDATABASE:-test}"
SUITE="${PGVECTOR_SUITE:-trixie}"
log() { echo "[install-pgvector] $*"; }
q() { PGOPTIONS="-c client_min_messages=warning" psql -h "$PGHOST" -U "$PGUSER" -d "$PGDATABASE" -v ON_ERROR_STOP=1 -qtAXc "$1"; }

# Major version of the *running* server (not of whatever pg_config happens to be first on PATH).
MAJOR="$(q 'show server_version_num' 2>/dev/null | awk '{print int($1/10000)}' || true)"
[ -n "$MAJOR" ] || MAJOR="$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n1)"
[ -n "$MAJOR" ] || { log "cannot determine PostgreSQL major version"; exit 1; }

available() {
  [ "$(q "select count(*) from pg_available_extensions where name = 'vector'" 2>/dev/null)" = 1 ] ||
    [ -f "/usr/share/postgresql/$MAJOR/extension/vector.control" ]
}

verify() {
  # Smoke test: extension loads, distance operator works, HNSW index builds.
  local dist
  dist="$(q "CREATE EXTENSION IF NOT EXISTS vector;
             SELECT '[1,2,3]'::vector <-> '[1,2,4]'::vector;")"
  q "BEGIN;
     CREATE TEMP TABLE pgvector_smoke (v vector(3)) ON COMMIT DROP;
     INSERT INTO pgvector_smoke VALUES ('[1,2,3]'), ('[4,5,6]');
     CREATE INDEX ON pgvector_smoke USING hnsw (v vector_l2_ops);
     COMMIT;"
  log "OK: vector $(q "select extversion from pg_extension where extname = 'vector'") on PostgreSQL $MAJOR (distance=$dist, hnsw ok)"
}

if available; then
  log "vector already available for PostgreSQL $MAJOR"
  verify
  exit 0
fi

# 1) Preferred: the distro binary package (exists from Debian trixie on).
if apt-cache show "postgresql-$MAJOR-pgvector" >/dev/null 2>&1; then
  log "installing postgresql-$MAJOR-pgvector from apt"
  apt-get install -y -qq "postgresql-$MAJOR-pgvector" >/dev/null
  verify
  exit 0
fi

# 2) Fallback (bookworm): build Debian's own pgvector source package from $SUITE.
log "postgresql-$MAJOR-pgvector not in apt; building from Debian $SUITE source package"

# Build deps come from the normal system sources: PGXS headers, compiler, dpkg-source.
command -v dpkg-source >/dev/null || NEED_DPKG_DEV=dpkg-dev
apt-get install -y -qq --no-install-recommends \
  "postgresql-server-dev-$MAJOR" make gcc ${NEED_DPKG_DEV:-} >/dev/null

# Reuse the mirror already configured here (deb822 or one-line format) so we stay on
# the allowed Debian mirror; fall back to deb.debian.org.
MIRROR="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list 2>/dev/null |
  grep -v '^[[:space:]]*#' | grep -oE 'https?://[^ ]+/debian/?( |$)' | head -n1 | tr -d ' ' || true)"
MIRROR="${MIRROR:-http://deb.debian.org/debian}"

# Private apt config: own sources.list, lists and cache, so the system's apt state is untouched.
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/lists/partial" "$WORK/cache/archives/partial" "$WORK/src"
echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR $SUITE main" >"$WORK/sources.list"
APT_OPTS=(-o "Dir::Etc::SourceList=$WORK/sources.list" -o Dir::Etc::SourceParts=/dev/null
  -o "Dir::State::Lists=$WORK/lists" -o "Dir::Cache=$WORK/cache" -o APT::Sandbox::User=root)

apt-get "${APT_OPTS[@]}" update -qq >/dev/null
# (dpkg-source's "cannot verify signature" chatter is hidden; apt already checked hashes against signed InRelease.)
(cd "$WORK/src" && apt-get "${APT_OPTS[@]}" source -qq pgvector >"$WORK/source.log" 2>&1) ||
  { cat "$WORK/source.log"; log "apt-get source pgvector ($SUITE) failed"; exit 1; }
SRC="$(find "$WORK/src" -mindepth 1 -maxdepth 1 -type d -name 'pgvector-*' | head -n1)"
log "building $(basename "$WORK/src"/pgvector_*.dsc .dsc)"

# OPTFLAGS="" avoids -march=native so the .so also runs on other CPUs; pin PG_CONFIG to the server's version.
PG_CONFIG="/usr/lib/postgresql/$MAJOR/bin/pg_config"
make -s -C "$SRC" PG_CONFIG="$PG_CONFIG" OPTFLAGS="" -j"$(nproc)" >/dev/null
make -s -C "$SRC" PG_CONFIG="$PG_CONFIG" install >/dev/null

verify
