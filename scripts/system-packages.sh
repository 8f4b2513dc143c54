#!/usr/bin/env bash
# The system packages the tests use, installed with apt-get when one is missing and this machine
# lets it (as root, or through sudo without a password): chromium (end-to-end tests, Lighthouse),
# postgresql (PostgreSQL 15's server binaries: PostgreSQL tests, the read replica, load and crash
# checks), default-jre-headless (Java for the Nu HTML Checker), nginx (the rolling deploy) and
# prometheus (the metrics scrape). The tests start their own of each, on loopback ports.
#
#   scripts/system-packages.sh [--check] [package ...]
#
# Names limit it to those packages (all by default). `npm test` runs it first; with nothing missing
# it does nothing. When it may not install, it prints the exact command and exits 1 at once.
# --check only prints what is missing (exit 1 when something is).
set -euo pipefail

check=0
if [ "${1:-}" = "--check" ]; then
  check=1
  shift
fi
wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=(chromium postgresql default-jre-headless nginx prometheus)

present() {
  case "$1" in
    chromium)
      # Any Chromium scripts/lib/chromium.mjs finds will do.
      for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable; do
        [ -n "$candidate" ] && [ -x "$candidate" ] && return 0
      done
      return 1 ;;
    postgresql) command -v pg_createcluster >/dev/null 2>&1 ;;
    default-jre-headless) command -v java >/dev/null 2>&1 ;;
    nginx) [ -x /usr/sbin/nginx ] ;;
    prometheus) [ -x /usr/bin/prometheus ] ;;
    *) echo "Unknown package: $1" >&2; exit 2 ;;
  esac
}

missing=()
for package in "${wanted[@]}"; do present "$package" || missing+=("$package"); done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$check" -eq 1 ]; then
  echo "${missing[*]}"
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${missing[*]}. This machine has no apt-get: install them with its own package manager (README.md, \"What they need\")." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1 || ! sudo -n true 2>/dev/null; then
    echo "Missing system packages: ${missing[*]}. Install them, then run the tests again:" >&2
    echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
    exit 1
  fi
  sudo="sudo -n"
fi
echo "Installing the system packages the tests use: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
# Installing nginx or prometheus would start them as services (nginx on port 80, Prometheus on
# 9090) where nothing forbids it; the tests need neither, so no service is started during the
# install (policy-rc.d answering 101, as container images do), unless the machine has its own.
policy=""
if [ ! -e /usr/sbin/policy-rc.d ]; then
  policy=/usr/sbin/policy-rc.d
  trap '$sudo rm -f "$policy"' EXIT
  printf '#!/bin/sh\nexit 101\n' | $sudo tee "$policy" >/dev/null
  $sudo chmod +x "$policy"
fi
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
