#!/usr/bin/env bash
# Makes docs/standings.png, the page `standings --format html` writes for examples/wscf.trf, as
# the guide's page on the command line (docs/guide/cli.md) shows it. Needs the built jar
# (mvn -B verify) and Chromium (Debian: apt-get install chromium); the build and CI do not run it.
set -euo pipefail
cd "$(dirname "$0")/.."
page=$(mktemp --suffix=.html)
trap 'rm -f "$page"' EXIT
tiebreak-cli/target/tiebreak standings examples/wscf.trf --format html > "$page"
chromium --headless --no-sandbox --hide-scrollbars --screenshot=docs/standings.png \
  --window-size=1200,1400 "file://$page"
