#!/usr/bin/env bash
# One set-up step for a fresh Debian machine (run as root, or as a user with sudo):
#   Debian packages -> npm ci -> code-server test host (.vscode-test/).
# Safe to run again: installs only what is missing. Safe to run twice at once: a second set-up in the same
# checkout (`npm start` beside `npm test`) waits for the first, and apt waits for any other apt on the machine.
set -euo pipefail
cd "$(dirname "$0")/.."

die() { echo "setup: $*" >&2; exit 1; }
trap 'die "failed at line $LINENO: $BASH_COMMAND"' ERR

mkdir -p .vscode-test
exec 9>.vscode-test/setup.lock
if ! flock -n 9; then
  echo "setup: another set-up is running in this checkout; waiting for it to finish"
  flock 9
fi

if [ "$(id -u)" -eq 0 ]; then
  SUDO=()
elif command -v sudo >/dev/null 2>&1; then
  SUDO=(sudo)
else
  die "Debian packages must be installed as root, and sudo is not available: run this script as root"
fi

# chromium (with a font, for readable screenshots, and its locales, for 12- and 24-hour pickers) drives the
# workbench in tests; ripgrep is VS Code's search; libkrb5-dev, make, g++ and python3 build code-server's native modules; proj-bin gives cs2cs to
# cross-check conversions.
packages=(chromium chromium-l10n fonts-liberation ripgrep libkrb5-dev proj-bin make g++ python3 ca-certificates git)
missing=()
for pkg in "${packages[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  # One apt at a time across checkouts (flock), and waiting for dpkg's own lock rather than failing on it.
  apt=("${SUDO[@]}" flock /tmp/onemap-setup-apt.lock apt-get -o DPkg::Lock::Timeout=600)
  "${apt[@]}" update -qq || die "apt-get update failed"
  "${apt[@]}" install -y -qq "${missing[@]}" >/dev/null \
    || die "apt-get install ${missing[*]} failed"
else
  echo "setup: Debian packages present"
fi

command -v node >/dev/null 2>&1 || die "node is not installed (Node 20 is required)"
[ "$(node -p 'process.versions.node.split(".")[0]')" = 20 ] || die "Node 20 is required, found $(node --version)"

# `npm start` and `npm test` call this script first, so skip the reinstall when node_modules already
# matches the lockfile.
lock_hash=$(sha256sum package-lock.json | cut -d' ' -f1)
stamp=node_modules/.setup-lock-sha256
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$lock_hash" ]; then
  echo "setup: npm packages match package-lock.json"
else
  echo "setup: npm ci"
  npm ci --no-audit --no-fund --loglevel=error || die "npm ci failed"
  echo "$lock_hash" > "$stamp"
fi

node scripts/test-host/install.mjs || die "installing the code-server test host failed"
echo "setup: done"
