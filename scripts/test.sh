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
mkdir -p .tmp
# The static checks are single-threaded: the typecheck runs on one core while lint, format and the
# dependency rules run one after another on the other, and their outputs are printed in order after.
tier_in_background() {
  local name=$1 log=$2
  shift 2
  (
    started=$SECONDS
    if "$@" >"$log" 2>&1; then echo "passed  ${name} ($((SECONDS - started)) s)"; else echo "FAILED  ${name} ($((SECONDS - started)) s)"; fi
  ) >"$log.result"
}
tier_in_background typecheck .tmp/typecheck.log npm run typecheck &
typecheck_job=$!
tier lint npm run lint
tier format npm run format:check
tier dependencies npm run deps
wait "$typecheck_job"
echo
echo "=== typecheck ==="
cat .tmp/typecheck.log
typecheck_result=$(cat .tmp/typecheck.log.result)
results=("$typecheck_result" "${results[@]}")
[[ $typecheck_result == passed* ]] || failed=1
# The runners' output is long and a CI log keeps only its tail: each is also written to .tmp, and the
# names of what failed are repeated under the summary.
tier "unit, integration and web" bash -o pipefail -c 'npx vitest run 2>&1 | tee .tmp/vitest.log'
tier "end to end" bash -o pipefail -c 'bash scripts/e2e.sh 2>&1 | tee .tmp/e2e.log'

echo
echo "=== summary ==="
printf '%s\n' "${results[@]}"
if [ "$failed" = 1 ]; then
  echo
  echo "=== what failed ==="
  # vitest marks a failed file or test with FAIL or ×, Playwright a failed or flaky journey with ✘.
  sed 's/\x1b\[[0-9;]*m//g' .tmp/vitest.log .tmp/e2e.log 2>/dev/null | grep -E '^ *(FAIL|×|✘)' | sort -u | head -60
fi
exit "$failed"
