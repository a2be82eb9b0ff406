#!/usr/bin/env bash
# Runs the browser suite with the clock moved to other days (libfaketime, Debian package
# faketime): the server, the test runner and Chromium all see the same moved clock, so a test
# that depends on the day it runs fails here rather than on the day it meets that date.
#   scripts/e2e-dates.sh                       # the dates below
#   scripts/e2e-dates.sh 2027-02-26 2027-12-31 # these dates (09:00 in Bangkok)
#   scripts/e2e-dates.sh 2026-11-30 -- tests/e2e/bookings.spec.ts   # some specs only
set -uo pipefail
cd "$(dirname "$0")/.."
LIB=$(ls /usr/lib/*/faketime/libfaketime.so.1 2>/dev/null | head -1)
if [ -z "$LIB" ]; then
  echo "libfaketime is missing: apt-get install -y faketime" >&2
  exit 1
fi
dates=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do dates+=("$1"); shift; done
[ "${1:-}" = "--" ] && shift
# A Monday; a Friday before a holiday weekend (5 December, made up on Monday 7 December);
# the last day of a year (itself a holiday); the last day of a month.
[ ${#dates[@]} -gt 0 ] || dates=(2026-11-30 2026-12-04 2026-12-31 2027-03-31)
[ -d dist ] || npx vite build --logLevel warn
failed=()
for d in "${dates[@]}"; do
  echo "=== browser suite on $d, 09:00 in Bangkok ==="
  # 02:00 UTC is 09:00 in Bangkok; the clock runs on from there.
  if ! FAKETIME="@$d 02:00:00" LD_PRELOAD="$LIB" npx playwright test --reporter=line "$@"; then
    failed+=("$d")
  fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "failed on: ${failed[*]}"
  exit 1
fi
echo "passed on: ${dates[*]}"
