#!/usr/bin/env bash
# The end-to-end specs drive Debian's Chromium: Playwright's own browser download is not reachable here.
# A CJK font is installed beside it, because without one every Chinese glyph in the screenshots is a box.
set -euo pipefail

CHROMIUM=/usr/bin/chromium
export DEBIAN_FRONTEND=noninteractive

is_root() { [ "$(id -u)" -eq 0 ]; }

has_cjk_font() { command -v fc-list >/dev/null 2>&1 && [ -n "$(fc-list :lang=zh 2>/dev/null)" ]; }

apt_updated=0
apt_install() {
  if [ "$apt_updated" -eq 0 ]; then
    apt-get update
    apt_updated=1
  fi
  apt-get install -y "$@"
}

if [ ! -x "$CHROMIUM" ]; then
  if ! is_root; then
    cat >&2 <<MSG
Chromium is required for the end-to-end tests but $CHROMIUM does not exist.
Install it as root, for example:
  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk
(Do not run 'playwright install': the specs use the Debian browser at $CHROMIUM.)
MSG
    exit 1
  fi
  echo "Chromium is missing at $CHROMIUM: installing the Debian package..."
  apt_install chromium
  if [ ! -x "$CHROMIUM" ]; then
    echo "apt-get finished but $CHROMIUM is still missing." >&2
    exit 1
  fi
  echo "Installed: $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
fi

if ! has_cjk_font; then
  if is_root; then
    echo "No Chinese font found: installing fonts-noto-cjk so pages render readable glyphs..."
    apt_install fonts-noto-cjk
  else
    # Not fatal: the specs still pass, only the screenshots show boxes instead of Chinese text.
    echo "Warning: no Chinese font installed; screenshots will show boxes. Fix: sudo apt-get install -y fonts-noto-cjk" >&2
  fi
fi
