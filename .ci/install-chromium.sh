#!/usr/bin/env bash
# Ensure a Chromium binary exists for headless browser work (CI / dev boxes). Idempotent.
# Env: CHROMIUM_PATH (default /usr/bin/chromium).
set -euo pipefail

export DEBIAN_FRONTEND=noninteractive
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
log() { echo "[install-chromium] $*"; }

if [ ! -x "$CHROMIUM" ]; then
  # Only auto-install where we can: root on a Debian/Ubuntu-style system.
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
    log "$CHROMIUM missing and cannot install (need root + apt-get); set CHROMIUM_PATH"; exit 1
  fi
  # Refresh package lists only if they don't know about chromium yet (saves ~10s otherwise).
  apt-cache show chromium >/dev/null 2>&1 || apt-get update -qq
  log "installing chromium + fonts-liberation via apt"
  # fonts-liberation gives metric-compatible Arial/Times/Courier so rendered pages look sane.
  apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
fi

# Print the version (also proves the binary actually starts).
log "$("$CHROMIUM" --version) at $CHROMIUM"
