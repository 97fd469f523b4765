#!/usr/bin/env bash
# Starts FerretDB v1 (MongoDB wire protocol over SQLite, no MongoDB server needed) on a free
# loopback port with a temporary data dir, and prints its URL
# (mongodb://127.0.0.1:PORT/?appName=ferretdb)
# once it accepts connections. It runs in the background; stop it with
# `kill "$(cat "$FERRETDB_PID_FILE")"`, which also deletes its data dir.
#
# Built on first use from the Go module proxy into $FERRETDB_CACHE (about 80 s cold, 2 cores).
# `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.x` does not work here: the proxy
# refuses the module's version list, and a binary built outside FerretDB's repo panics on
# its missing version.txt. So a tiny wrapper embeds FerretDB's library package instead.
#
# Env: FERRETDB_CACHE (default ~/.cache/sorteios-ferretdb), FERRETDB_PID_FILE (default
# $FERRETDB_CACHE/ferretdb.pid), FERRETDB_LOG (default $FERRETDB_CACHE/ferretdb.log).
set -euo pipefail

FERRETDB_VERSION=v1.24.0
CACHE="${FERRETDB_CACHE:-$HOME/.cache/sorteios-ferretdb}"
BIN="$CACHE/bin/ferretdb-embedded-$FERRETDB_VERSION"
PID_FILE="${FERRETDB_PID_FILE:-$CACHE/ferretdb.pid}"
LOG="${FERRETDB_LOG:-$CACHE/ferretdb.log}"
mkdir -p "$CACHE/bin" "$CACHE/src"

if [[ ! -x "$BIN" ]]; then
  command -v go >/dev/null || { echo "start-ferretdb: Go não encontrado" >&2; exit 1; }
  cat >"$CACHE/src/go.mod" <<EOF
module sorteios/ferretdb-embedded

go 1.22

require github.com/FerretDB/FerretDB $FERRETDB_VERSION
EOF
  cat >"$CACHE/src/main.go" <<'EOF'
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	dir := flag.String("dir", "", "SQLite data directory (deleted on exit)")
	listen := flag.String("listen", "127.0.0.1:0", "TCP address; port 0 picks a free one")
	flag.Parse()
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelError}))
	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + *dir + "/",
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	done := make(chan struct{})
	go func() { _ = f.Run(ctx); close(done) }()
	fmt.Println(f.MongoDBURI())
	<-done
	_ = os.RemoveAll(*dir)
}
EOF
  (cd "$CACHE/src" && GOFLAGS=-mod=mod go mod tidy >&2 && go build -o "$BIN" . >&2)
fi

DATA="$(mktemp -d "${TMPDIR:-/tmp}/ferretdb-data.XXXXXX")"
OUT="$(mktemp "${TMPDIR:-/tmp}/ferretdb-url.XXXXXX")"
"$BIN" -dir "$DATA" >"$OUT" 2>>"$LOG" &
echo $! >"$PID_FILE"

for _ in $(seq 1 100); do
  if [[ -s "$OUT" ]]; then
    # No database in the URL (each test picks its own); appName tells the contract suite
    # that this is FerretDB, which lacks a few MongoDB features (see the suite).
    echo "$(head -n1 "$OUT" | sed 's/?$//')?appName=ferretdb"
    rm -f "$OUT"
    exit 0
  fi
  kill -0 "$(cat "$PID_FILE")" 2>/dev/null || break
  sleep 0.1
done
echo "start-ferretdb: não iniciou; veja $LOG" >&2
exit 1
