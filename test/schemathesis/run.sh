#!/usr/bin/env bash
# Runs schemathesis (`st run <url>/api/docs-json`, every check on) against the embedded server,
# once as a signed-in user and once as an admin; exits non-zero on any failure (docs/api.md,
# "O documento OpenAPI").
#
# schemathesis comes from PyPI, installed on first use into a venv in $SCHEMATHESIS_CACHE
# (about 30 s cold). The orchestration (server on a free loopback port, the two accounts,
# the admin grant) is test/schemathesis/run.ts; extra arguments go to every `st run`, e.g.
# `bash test/schemathesis/run.sh --max-examples 5` or `--include-path-regex giveaways`.
#
# Env: SCHEMATHESIS_CACHE (default ~/.cache/sorteios-schemathesis).
set -euo pipefail
cd "$(dirname "$0")/../.."

SCHEMATHESIS_VERSION=4.32.5
CACHE="${SCHEMATHESIS_CACHE:-$HOME/.cache/sorteios-schemathesis}"
VENV="$CACHE/venv-$SCHEMATHESIS_VERSION"
mkdir -p "$CACHE"

# The marker is written last, so an interrupted install is redone rather than taken for a finished one.
if [[ ! -f "$VENV/.installed" ]]; then
  command -v python3 >/dev/null || { echo "schemathesis: python3 não encontrado" >&2; exit 1; }
  rm -rf "$VENV"
  python3 -m venv "$VENV" >&2
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" >&2
  touch "$VENV/.installed"
fi

ST="$VENV/bin/st" exec node -r @swc-node/register test/schemathesis/run.ts "$@"
