#!/usr/bin/env bash
# Remakes the documents the demo chats send (apps/server/demo-media/documents/*.pdf) from the pages in
# scripts/demo-documents. The seeder only copies the PDFs; this script needs Chromium and a Chinese font
# (Debian: apt-get install -y chromium fonts-noto-cjk).
#   bash scripts/make-demo-documents.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SOURCE="$ROOT/scripts/demo-documents"
OUT="$ROOT/apps/server/demo-media/documents"
CHROMIUM="${CHROMIUM:-$(command -v chromium || command -v chromium-browser || true)}"
[[ -n "$CHROMIUM" ]] || { echo "Chromium is needed: apt-get install -y chromium, or set CHROMIUM" >&2; exit 1; }
fc-list :lang=zh | grep -q . || { echo "a Chinese font is needed: apt-get install -y fonts-noto-cjk" >&2; exit 1; }

mkdir -p "$OUT"
for page in "$SOURCE"/*.html; do
  name="$(basename "$page" .html)"
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --no-pdf-header-footer \
    --print-to-pdf="$OUT/$name.pdf" "file://$page" 2>/dev/null
  echo "$OUT/$name.pdf"
done
