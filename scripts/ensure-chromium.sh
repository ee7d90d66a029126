#!/usr/bin/env bash
# The browser tests drive Debian's Chromium; install it when it is missing rather than skip them.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" != "0" ] && ! command -v sudo >/dev/null 2>&1; then
  echo "Chromium is missing and this user cannot install it: run 'apt-get install -y chromium' as root." >&2
  exit 1
fi
SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
echo "Installing Debian's chromium for the browser tests…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium >/dev/null
