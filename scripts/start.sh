#!/usr/bin/env bash
# Installs, builds the web app and the back office, and starts the portal (API, web and the back office
# at /admin/ on one port, SQLite under ./data by default, demo data on first start). Settings come from
# the environment; see README.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
npm run build
echo "Starting the portal on http://localhost:${PORT:-8080} (back office: /admin/) ..."
exec node --import tsx apps/server/src/main.ts
