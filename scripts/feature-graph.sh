#!/usr/bin/env bash
# Redraws the feature graphs in docs/architecture.md from the code: dependency-cruiser collapses every
# module into its feature and writes a Mermaid flowchart, placed between the graph markers of the page.
set -euo pipefail
cd "$(dirname "$0")/.."

graph() {
  npx depcruise "$1" --include-only "^$1/features" --exclude '\.test\.tsx?$' \
    --collapse "^$1/features/[^/]+" --output-type mermaid
}

node scripts/place-graph.mjs docs/architecture.md server "$(graph apps/server/src)"
node scripts/place-graph.mjs docs/architecture.md web "$(graph apps/web/src)"
npx prettier --write docs/architecture.md > /dev/null
