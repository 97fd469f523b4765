#!/usr/bin/env bash
# Starts moto's server (an S3-compatible API in memory, from PyPI) on a free loopback port
# and prints the STORAGE_URL form the S3 FileStorage adapter reads
# (s3://test:test@127.0.0.1:PORT/sorteios?region=us-east-1&tls=false)
# once it answers HTTP. It runs in the background; stop it with
# `kill "$(cat "$MOTO_PID_FILE")"`. Its buckets live in its memory and die with it.
#
# Installed on first use into a Python venv in $MOTO_CACHE (pip, about 30 s cold). moto
# accepts any access key and secret; the ones printed are placeholders.
#
# Env: MOTO_CACHE (default ~/.cache/sorteios-moto), MOTO_PID_FILE (default
# $MOTO_CACHE/moto.pid), MOTO_LOG (default $MOTO_CACHE/moto.log).
set -euo pipefail

MOTO_VERSION=5.2.5
CACHE="${MOTO_CACHE:-$HOME/.cache/sorteios-moto}"
VENV="$CACHE/venv-$MOTO_VERSION"
PID_FILE="${MOTO_PID_FILE:-$CACHE/moto.pid}"
LOG="${MOTO_LOG:-$CACHE/moto.log}"
mkdir -p "$CACHE"

# The marker is written last, so an interrupted install is redone rather than taken for a finished one.
if [[ ! -f "$VENV/.installed" ]]; then
  command -v python3 >/dev/null || { echo "start-moto: python3 não encontrado" >&2; exit 1; }
  rm -rf "$VENV"
  python3 -m venv "$VENV" >&2
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "moto[server]==$MOTO_VERSION" >&2
  touch "$VENV/.installed"
fi

# A free port chosen by the kernel; moto binds it right after (a race only another
# process binding that very port could lose).
PORT="$("$VENV/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
"$VENV/bin/moto_server" -H 127.0.0.1 -p "$PORT" >>"$LOG" 2>&1 &
echo $! >"$PID_FILE"

# No curl needed: the venv's Python asks. moto takes a second or two to import.
for _ in $(seq 1 150); do
  if "$VENV/bin/python" -c "import urllib.request; urllib.request.urlopen('http://127.0.0.1:$PORT/moto-api/', timeout=1)" 2>/dev/null; then
    echo "s3://test:test@127.0.0.1:$PORT/sorteios?region=us-east-1&tls=false"
    exit 0
  fi
  kill -0 "$(cat "$PID_FILE")" 2>/dev/null || break
  sleep 0.1
done
echo "start-moto: não iniciou; veja $LOG" >&2
exit 1
