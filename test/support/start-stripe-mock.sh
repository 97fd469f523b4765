#!/usr/bin/env bash
# Starts stripe-mock (Stripe's API answered from its OpenAPI spec, no network, no account) on
# a free loopback port and prints its URL (http://127.0.0.1:PORT), the STRIPE_MOCK_URL the
# payment provider's contract suite reads, once it answers HTTP. It runs in the background;
# stop it with `kill "$(cat "$STRIPE_MOCK_PID_FILE")"`. It keeps nothing: every answer is a
# fixture, whatever was created before.
#
# Built on first use from the Go module proxy into $STRIPE_MOCK_CACHE (about 60 s cold,
# 2 cores). The version is the proxy's newest; its spec is the API version (2026-08-26.dahlia)
# the pinned `stripe` package sends: upgrade both together.
#
# Exits 2 when Go is missing and no binary is cached (the suites then skip, saying so), 1
# when it fails otherwise.
#
# Env: STRIPE_MOCK_CACHE (default ~/.cache/sorteios-stripe-mock), STRIPE_MOCK_PID_FILE
# (default $STRIPE_MOCK_CACHE/stripe-mock.pid), STRIPE_MOCK_LOG (default
# $STRIPE_MOCK_CACHE/stripe-mock.log).
set -euo pipefail

STRIPE_MOCK_VERSION=v0.203.0
CACHE="${STRIPE_MOCK_CACHE:-$HOME/.cache/sorteios-stripe-mock}"
BIN="$CACHE/bin/stripe-mock-$STRIPE_MOCK_VERSION"
PID_FILE="${STRIPE_MOCK_PID_FILE:-$CACHE/stripe-mock.pid}"
LOG="${STRIPE_MOCK_LOG:-$CACHE/stripe-mock.log}"
mkdir -p "$CACHE/bin"

if [[ ! -x "$BIN" ]]; then
  command -v go >/dev/null || { echo "start-stripe-mock: Go não encontrado (e stripe-mock $STRIPE_MOCK_VERSION não está em $CACHE/bin)" >&2; exit 2; }
  echo "start-stripe-mock: compilando stripe-mock $STRIPE_MOCK_VERSION em $CACHE (só na primeira vez, cerca de 1 min)" >&2
  # Built aside and renamed, so a run that starts meanwhile never sees half a binary.
  BUILD="$(mktemp -d "$CACHE/bin/build.XXXXXX")"
  trap 'rm -rf "$BUILD"' EXIT
  (cd "$BUILD" && GOBIN="$BUILD" GOFLAGS= go install "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION" >&2)
  mv -f "$BUILD/stripe-mock" "$BIN"
fi

# Port 0: the kernel picks a free one and stripe-mock says which. HTTPS cannot be turned off
# alongside -http-addr, so it gets a loopback port of its own that nobody uses (by default
# it would take :12112 on every interface, and a second run could not start).
OUT="$(mktemp "${TMPDIR:-/tmp}/stripe-mock-out.XXXXXX")"
"$BIN" -http-addr 127.0.0.1:0 -https-addr 127.0.0.1:0 >"$OUT" 2>>"$LOG" &
echo $! >"$PID_FILE"

# It reads its spec first (about 2 s), then listens. No curl needed: bash asks over /dev/tcp.
answers() {
  local reply
  reply="$(timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1 && printf 'GET /v1/customers HTTP/1.0\r\nAuthorization: Bearer sk_test_123\r\n\r\n' >&3 && head -n1 <&3" 2>/dev/null)" || return 1
  [[ "$reply" == HTTP/1.?\ 200* ]]
}
for _ in $(seq 1 300); do
  PORT="$(sed -n 's/^Listening for HTTP at address: 127\.0\.0\.1:\([0-9]*\).*/\1/p' "$OUT")"
  if [[ -n "$PORT" ]] && answers "$PORT"; then
    rm -f "$OUT"
    echo "http://127.0.0.1:$PORT"
    exit 0
  fi
  kill -0 "$(cat "$PID_FILE")" 2>/dev/null || break
  sleep 0.1
done
cat "$OUT" >>"$LOG"
rm -f "$OUT"
kill "$(cat "$PID_FILE")" 2>/dev/null || true
echo "start-stripe-mock: não iniciou; veja $LOG" >&2
exit 1
