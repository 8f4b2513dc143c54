#!/usr/bin/env bash
# The system packages the tests use, installed with apt-get (as root, or through sudo) when one is
# missing: Chromium (end-to-end tests, Lighthouse), PostgreSQL 15's server binaries (PostgreSQL
# tests, the read replica, load and crash checks), Java (the Nu HTML Checker of the search-engine
# gate), nginx (the rolling deploy) and Prometheus (the metrics scrape). The tests start their own
# of each, on loopback ports. `npm test` runs this first; with nothing missing it does nothing.
# `--check` only lists what is missing (exit 1 when something is).
set -euo pipefail

missing=()
# Any Chromium scripts/lib/chromium.mjs finds will do.
chromium=""
for candidate in "${CHROMIUM_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser /usr/bin/google-chrome /usr/bin/google-chrome-stable; do
  [ -n "$candidate" ] && [ -x "$candidate" ] && chromium="$candidate" && break
done
[ -n "$chromium" ] || missing+=(chromium)
command -v pg_createcluster >/dev/null 2>&1 || missing+=(postgresql)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -x /usr/bin/prometheus ] || missing+=(prometheus)

[ ${#missing[@]} -eq 0 ] && exit 0
if [ "${1:-}" = "--check" ]; then
  echo "${missing[*]}"
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Missing system packages: ${missing[*]}. This machine has no apt-get: install them with its own package manager (README.md, \"What they need\")." >&2
  exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "Missing system packages: ${missing[*]}. Install them as root: apt-get install ${missing[*]}" >&2
    exit 1
  fi
  sudo="sudo"
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
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
