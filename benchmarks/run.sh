#!/usr/bin/env bash
# Runs the whole benchmark suite (about 8 minutes on 2 cores) and writes benchmarks/RESULTS.md.
#   benchmarks/run.sh           full suite
#   benchmarks/run.sh --quick   a few iterations: proves the benchmarks build and run (figures meaningless)
# Keep the machine otherwise idle while it runs: the figures are ratios of runs made one after the other.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -pl benchmarks -am package -DskipTests
exec java -jar benchmarks/target/benchmarks.jar "$@"
