#!/usr/bin/env bash
# npm test: typecheck, lint and the formatter check, unit tests, a production build, then HTTP tests against the built server,
# browser tests in Debian's Chromium, and the nginx front with two instances (test:deploy).
# Fails early with the command to run if Chromium, nginx or wrk is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing. Install it with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk" >&2
  exit 1
fi
if [ ! -x /usr/sbin/nginx ] || ! command -v wrk >/dev/null; then
  echo "nginx or wrk is missing (test:deploy needs both). Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y nginx wrk" >&2
  exit 1
fi

export SITE_ORIGIN="${SITE_ORIGIN:-https://cpu-atlas.example}"
npm run typecheck
npm run lint
npm run format:check
npx vitest run --project unit
npm run build
npx vitest run --project http --project e2e
npm run test:deploy
