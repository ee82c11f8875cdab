#!/usr/bin/env bash
# `npm test`: everything — the build; unit + embedded-db + API tests (jest) with the type-check and lint beside them;
# Playwright e2e in Debian's chromium-headless-shell. Installs what it drives with apt-get when it is missing. Prints one closing line 'N passed, N failed'.
set -uo pipefail
cd "$(dirname "$0")/.."

export NEXT_TELEMETRY_DISABLED=1
results_dir=$(mktemp -d)
status=0

t0=$SECONDS; tstep=$SECONDS
timings=""
# Each step's wall time is printed at the end, so where the run's time goes is visible in every CI log.
step() {
  if [ -n "${current_step:-}" ]; then timings+="$(printf '%5ss  %s' $((SECONDS - tstep)) "$current_step")"$'\n'; fi
  current_step="$*"; tstep=$SECONDS
  echo; echo "==> $*"
}

# Debian packages the tests drive: chromium-headless-shell (Playwright) and poppler-utils (pdftotext/pdftoppm read the PDFs we print).
apt_install() {
  local sudo=""
  if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
  step "installing Debian's $*"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}
ensure_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ]; then return 0; fi
  apt_install chromium-headless-shell
}
ensure_poppler() {
  if command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null; then return 0; fi
  apt_install poppler-utils
}

# libreoffice-calc-nogui: a second reader of the menu's Excel export (tests/api/menu-sheet-second-reader.test.ts).
ensure_libreoffice() {
  if command -v soffice >/dev/null; then return 0; fi
  apt_install --no-install-recommends libreoffice-calc-nogui
}

# The build (Next's, then the server compiled ahead: server/build.ts) comes first: it writes next-env.d.ts (the CSS-module and route types tsc needs). It does not type-check:
# scripts/check-code.ts type-checks everything (app, scripts, tests) once, beside jest.
step "build"
# The test stack runs the app with JO as the default phone country (tests/support/stack.ts): the browser code gets
# the same setting at build time (NEXT_PUBLIC_*), so a form and the server read a local number alike.
if ! NEXT_PUBLIC_DEFAULT_PHONE_COUNTRY=JO NEXT_SKIP_TYPECHECK=1 npm run -s build; then
  echo "build failed: skipping the tests"
  echo "0 passed, 1 failed"
  exit 1
fi

ensure_poppler || { echo "could not install poppler-utils"; status=1; }
ensure_libreoffice || { echo "could not install libreoffice-calc-nogui"; status=1; }

# The type-check and lint (then the dependency rules) run beside jest rather than before it: jest leaves part of the
# 2 cores idle while the API tests wait on the app, and the three together took 140 s against 42 + 105 s one after the
# other (docs/measurements.md). Their output is printed when jest is done.
step "jest: unit, embedded database, API — with the type-check (app, scripts and tests) and lint beside it"
# scripts/check-code.ts: tsc's diagnostics and eslint's findings from one TypeScript program (built once, not twice),
# with a 64 MB young generation (fewer young collections of the parse trees). Then the layering as data
# (.dependency-cruiser.cjs): no cycle between files, folders' arrows one way. Both run even when the first fails, so one
# log shows every finding.
( code=0; NODE_OPTIONS="${NODE_OPTIONS:-} --max-semi-space-size=64" npx tsx scripts/check-code.ts || code=1; npm run -s lint:deps || code=1; exit $code ) > "$results_dir/check.log" 2>&1 &
check_pid=$!
npx jest --ci --json --outputFile="$results_dir/jest.json" || status=1
echo
wait $check_pid || status=1
cat "$results_dir/check.log"

step "playwright e2e"
if ensure_chromium; then
  PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/e2e.json" npx playwright test --reporter=list,json || status=1
else
  echo "could not install chromium"; status=1
fi


step "done"
echo "time per step (wall clock):"
printf '%s' "$timings"
echo "total: $((SECONDS - t0))s"

node -e '
const fs = require("fs");
let passed = 0, failed = 0, skipped = 0;
try {
  const j = JSON.parse(fs.readFileSync(process.argv[1] + "/jest.json", "utf8"));
  passed += j.numPassedTests; failed += j.numFailedTests + (j.numRuntimeErrorTestSuites || 0); skipped += j.numPendingTests;
} catch { failed += 1; }
try {
  const e = JSON.parse(fs.readFileSync(process.argv[1] + "/e2e.json", "utf8"));
  passed += e.stats.expected; failed += e.stats.unexpected + e.stats.flaky; skipped += e.stats.skipped;
} catch { failed += 1; }
console.log("");
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$results_dir"
rm -rf "$results_dir"
exit $status
