#!/usr/bin/env bash
# Every test: install, typecheck, lint, format check, unit + integration + web component tests, then the
# end-to-end journeys in Chromium. PostgreSQL and Redis suites join when TEST_DATABASE_URL and
# TEST_REDIS_URL are set.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
npm run verify
bash scripts/e2e.sh
