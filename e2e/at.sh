#!/usr/bin/env bash
# Runs the browser tests with every clock of the run (Playwright, the server and Chromium) started at a time of day
# in Israel and running on from there, so a test that leans on the wall clock's hour shows it.
#   npm run build && npm run test:e2e:at -- 23:30 [YYYY-MM-DD] [playwright arguments]
# The day defaults to the last of this month (a month's and often a week's end: the hard case for "tomorrow").
# Needs libfaketime (Debian: apt-get install faketime); it fakes the clock of a process and all its children.
set -euo pipefail
usage='usage: e2e/at.sh HH:MM [YYYY-MM-DD] [playwright arguments]'
hour=${1:?$usage}
shift
[[ $hour =~ ^[0-2][0-9]:[0-5][0-9]$ ]] || { echo "$usage" >&2; exit 2; }
if [[ ${1:-} =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]]; then
  day=$1
  shift
else
  day=$(TZ=Asia/Jerusalem date -d "$(TZ=Asia/Jerusalem date +%Y-%m-01) +1 month -1 day" +%F)
fi
command -v faketime > /dev/null || { echo 'faketime is not installed (apt-get install faketime)' >&2; exit 2; }
epoch=$(date -d "TZ=\"Asia/Jerusalem\" $day $hour" +%s)
# An offset from the real clock, not a start time: with a start time each process that starts later (the server,
# a worker that replaces a failed one, each Chromium) would begin at it again, and their clocks would drift apart.
offset=$(printf '%+d' $((epoch - $(date +%s))))
echo "browser tests at $day $hour Israel time ($(date -u -d "@$epoch" '+%F %H:%M') UTC)"
cd "$(dirname "$0")/.."
exec faketime -f "$offset" npx playwright test -c e2e/playwright.config.ts "$@"
