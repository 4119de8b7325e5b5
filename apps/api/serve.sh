#!/bin/sh
# Starts the built server (dist/main.js) as `npm start`, the e2e journeys and the benchmarks run it,
# with V8 flags chosen for its database so that indexing a 7 MB knowledge file stays under 300 MB
# (bench/agent-upload.bench.ts). `exec`: one process, which receives the signals itself.
if [ -n "${DATABASE_URL:-}" ]; then
  # Postgres: no database in this process. A 16 MB young generation (V8's own default size)
  # scavenges a third as often as a 2 MB one, for about a sixth less CPU per authenticated
  # request; with the 256 MB heap limit an upload's peak stays near 230-250 MB.
  exec node --max-semi-space-size=16 --max-old-space-size=256 dist/main.js
fi
# PGlite runs Postgres in this process as WebAssembly: compiled once without re-optimising
# (--liftoff-only) and with a 2 MB young generation, an upload's peak stays near 200 MB.
exec node --max-semi-space-size=2 --max-old-space-size=256 --liftoff-only dist/main.js
