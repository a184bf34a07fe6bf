#!/usr/bin/env bash
# Every test: install, then check what the tiers need (Chromium; PostgreSQL and Redis when TEST_DATABASE_URL
# and TEST_REDIS_URL are set) before any of them starts, then run every tier — typecheck, lint, format,
# the feature dependency rules, unit + integration + web component tests, the end-to-end journeys in
# Chromium — and report each. A failing tier does not stop the others; the command exits non-zero if any
# failed.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/install.sh || exit 1
bash scripts/ensure-chromium.sh || exit 1
node scripts/check-services.mjs || exit 1

results=()
tier() {
  local name=$1
  shift
  local started=$SECONDS
  echo
  echo "=== ${name} ==="
  if "$@"; then
    results+=("passed  ${name} ($((SECONDS - started)) s)")
  else
    results+=("FAILED  ${name} ($((SECONDS - started)) s)")
    failed=1
  fi
}

failed=0
tier typecheck npm run typecheck
tier lint npm run lint
tier format npm run format:check
tier dependencies npm run deps
tier "unit, integration and web" npx vitest run
tier "end to end" bash scripts/e2e.sh

echo
echo "=== summary ==="
printf '%s\n' "${results[@]}"
exit "$failed"
