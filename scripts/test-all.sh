#!/usr/bin/env bash
# npm test: unit tests, a production build, then HTTP tests against the built server and
# browser tests in Debian's Chromium. Fails early with the command to run if Chromium is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing. Install it with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk" >&2
  exit 1
fi

export SITE_ORIGIN="${SITE_ORIGIN:-https://cpu-atlas.example}"
npx vitest run --project unit
npm run build
npx vitest run --project http --project e2e
