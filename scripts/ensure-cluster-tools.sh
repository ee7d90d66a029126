#!/usr/bin/env bash
# The cluster tests (apps/server/src/cluster) run HAProxy in front of the instances and a redis-server of their own:
# install Debian's packages when they are missing rather than skip the tests.
set -euo pipefail
missing=()
command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] || missing+=(haproxy)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != "0" ] && ! command -v sudo >/dev/null 2>&1; then
  echo "${missing[*]} missing and this user cannot install them: run 'apt-get install -y ${missing[*]}' as root." >&2
  exit 1
fi
SUDO=""; [ "$(id -u)" = "0" ] || SUDO="sudo"
echo "Installing Debian's ${missing[*]} for the cluster tests…"
$SUDO apt-get update -qq
# Installed, not started: the tests start their own processes (a package's service would take Redis's port 6379).
DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
