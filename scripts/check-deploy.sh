#!/usr/bin/env bash
# Checks the deployment files with the real tools where this machine has them (run by .ci/run);
# each check that cannot run says why and is skipped. The lint and schema checks that always run
# are in test/bot/deploy/files.test.ts (npm test).
set -uo pipefail
cd "$(dirname "$0")/.."
failed=0
skip() { echo "check-deploy: SKIPPED $1: $2"; }

# Dockerfile: a real build needs a running Docker daemon and the node:24-slim base image.
if ! command -v docker >/dev/null 2>&1; then
  skip "docker build" "no docker client"
elif ! docker info >/dev/null 2>&1; then
  skip "docker build" "no Docker daemon reachable"
elif ! docker pull -q node:24-slim >/dev/null 2>&1; then
  skip "docker build" "the base image node:24-slim cannot be pulled here"
else
  echo "check-deploy: docker build"
  if docker build -q -t rochade-bot:check . >/dev/null; then
    # The image starts as a non-root user and reports its environment problem (no token) cleanly.
    out="$(docker run --rm rochade-bot:check 2>&1)"
    echo "$out" | grep -q 'DISCORD_TOKEN: is required' || { echo "$out"; echo "check-deploy: FAILED: image start"; failed=1; }
    [ "$(docker run --rm --entrypoint id rochade-bot:check -u)" != 0 ] || { echo "check-deploy: FAILED: image runs as root"; failed=1; }
  else
    echo "check-deploy: FAILED: docker build"; failed=1
  fi
fi

# compose.yaml: `docker compose config` resolves and validates it (the compose plugin is needed).
if command -v docker >/dev/null 2>&1 && docker compose version >/dev/null 2>&1; then
  echo "check-deploy: docker compose config"
  POSTGRES_PASSWORD=check DISCORD_TOKEN=x docker compose -f compose.yaml --env-file .env.example config -q \
    || { echo "check-deploy: FAILED: docker compose config"; failed=1; }
else
  skip "docker compose config" "no docker compose plugin (compose.yaml is schema-checked in npm test)"
fi

# systemd units (the bot, the daily backup and its timer): systemd-analyze verify prints nothing for
# clean units (it exits 0 even on warnings). ExecStart runs /usr/bin/env node: Node must be on the
# units' PATH (/usr/local/bin:/usr/bin:/bin).
if command -v systemd-analyze >/dev/null 2>&1; then
  echo "check-deploy: systemd-analyze verify deploy/rochade-bot.service deploy/rochade-backup.service deploy/rochade-backup.timer"
  tmp="$(mktemp -d)"
  cp deploy/rochade-bot.service deploy/rochade-backup.service deploy/rochade-backup.timer "$tmp/"
  out="$(systemd-analyze verify "$tmp/rochade-bot.service" "$tmp/rochade-backup.service" "$tmp/rochade-backup.timer" 2>&1)"
  rm -rf "$tmp"
  [ -z "$out" ] || { echo "$out"; echo "check-deploy: FAILED: systemd-analyze verify"; failed=1; }
  PATH=/usr/local/bin:/usr/bin:/bin command -v node >/dev/null 2>&1 \
    || skip "node on the units' PATH" "no node in /usr/local/bin, /usr/bin or /bin here (set PATH with systemctl edit)"
else
  skip "systemd-analyze verify" "systemd-analyze is not installed"
fi

exit $failed
