// Command ferretdb runs FerretDB v1.24 through its embeddable API, with the SQLite handler,
// on loopback only. It prints "READY <mongodb uri>" once it accepts connections and exits
// when its standard input closes, so it never outlives the launcher that started it.
//
// We build this instead of `go install .../cmd/ferretdb`: that path needs the module proxy's
// version list (refused here) and panics without build/version/version.txt, which the module
// zip does not carry. The embeddable API skips both; telemetry is off in embedded mode.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:0", "TCP address to listen on (loopback)")
	sqliteURL := flag.String("sqlite-url", "file:.data/db/", "SQLite directory URI")
	logLevel := flag.String("log-level", "error", "debug, info, warn or error")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb: bad -log-level:", err)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: *sqliteURL,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "ferretdb:", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	// The parent holds our stdin open; EOF means it is gone.
	go func() {
		_, _ = io.Copy(io.Discard, os.Stdin)
		stop()
	}()

	done := make(chan struct{})
	go func() {
		_ = f.Run(ctx)
		close(done)
	}()

	fmt.Printf("READY %s\n", f.MongoDBURI())
	<-done
}
