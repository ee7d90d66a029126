#!/usr/bin/env bash
# Installs the Debian packages a test suite drives when their commands are missing, rather than skip the suite.
# Usage: ensure-packages.sh "the browser tests" chromium:chromium [COMMAND:PACKAGE…]
# Installed, not started: the tests start their own processes (a package's service would take Redis's port 6379).
set -euo pipefail
purpose=$1
shift
missing=()
for pair in "$@"; do
  command=${pair%%:*}
  command -v "$command" >/dev/null 2>&1 || [ -x "/usr/sbin/$command" ] || [ -x "/usr/bin/$command" ] || missing+=("${pair#*:}")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != "0" ] && ! command -v sudo >/dev/null 2>&1; then
  echo "${missing[*]} missing for $purpose and this user cannot install them: run 'apt-get install -y ${missing[*]}' as root." >&2
  exit 1
fi
SUDO=""
[ "$(id -u)" = "0" ] || SUDO="sudo"
echo "Installing Debian's ${missing[*]} for $purpose…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
