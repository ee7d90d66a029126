#!/usr/bin/env bash
# The type check and the linter side by side: each is single-threaded and CI has two cores (about a minute saved).
# Each one's output is kept apart and shown whole; the check fails if either does.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
npm run --silent typecheck > "$out/typecheck.log" 2>&1 &
typecheck=$!
npm run --silent lint > "$out/lint.log" 2>&1
lint=$?
wait "$typecheck"
types=$?
for step in typecheck lint; do
  echo "── $step"
  cat "$out/$step.log"
done
rm -rf "$out"
[ "$types" -eq 0 ] && [ "$lint" -eq 0 ]
