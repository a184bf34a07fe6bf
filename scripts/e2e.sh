#!/usr/bin/env bash
# End-to-end tests: Debian's Chromium against the freshly built web app and back office, served by the real server on a
# fresh data folder (see e2e/playwright.config.ts). Extra arguments go to Playwright, e.g.
#   bash scripts/e2e.sh e2e/specs/routes.spec.ts --grep home
set -euo pipefail

cd "$(dirname "$0")/.."

bash scripts/ensure-chromium.sh

# The apps are built into folders of this run's own: a rebuild of apps/web/dist or apps/admin/dist while
# the specs run (a developer's build, another script) would replace the hashed assets the server's
# index.html points to.
E2E_WEB_DIST_DIR="$PWD/.tmp/e2e-web-dist"
E2E_ADMIN_DIST_DIR="$PWD/.tmp/e2e-admin-dist"
export E2E_WEB_DIST_DIR E2E_ADMIN_DIST_DIR
npm run build -w @fox/web -- --outDir "$E2E_WEB_DIST_DIR" --emptyOutDir
npm run build -w @fox/admin -- --outDir "$E2E_ADMIN_DIST_DIR" --emptyOutDir

npx playwright test -c e2e/playwright.config.ts "$@"
