#!/usr/bin/env bash
# Installs the dependencies exactly as package-lock.json pins them, once per lockfile: a later run with the
# same lockfile skips the install (a clean install rebuilds the SQLite driver, which takes a minute).
set -euo pipefail
cd "$(dirname "$0")/.."

node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 20 ]; then
  echo "The portal needs Node.js 20.19 or newer (found $(node -v 2>/dev/null || echo none))." >&2
  exit 1
fi

stamp=node_modules/.portal-install-stamp
want=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
  exit 0
fi
echo "Installing dependencies (npm ci)..."
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
echo "$want" > "$stamp"
