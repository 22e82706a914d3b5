package dev.cloudsdk.benchmarks;

import static dev.cloudsdk.benchmarks.Targets.FIRST_CALL;
import static dev.cloudsdk.benchmarks.Targets.PARSE_ALLOC;
import static dev.cloudsdk.benchmarks.Targets.PARSE_TIME;
import static dev.cloudsdk.benchmarks.Targets.PER_CALL_ALLOC;
import static dev.cloudsdk.benchmarks.Targets.PER_CALL_TIME;
import static dev.cloudsdk.benchmarks.Targets.WALK_RATE;

import java.lang.management.ManagementFactory;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * Writes {@code RESULTS.md}: every figure with its ratio SDK / baseline, the target and whether it was met, and
 * the JVM, machine and date. Everything after the {@link #ANALYSIS} line of the previous file is kept, so the
 * hand-written analysis survives a re-run, and so is the soak's section ({@link SoakReport}).
 */
final class Report {
    static final String ANALYSIS = "<!-- analysis: hand-written, kept across runs -->";
    private static final String[] OPERATIONS = {
        "createPool", "listRecordsets", "restoreDatabaseBackup", "restoreVolumeBackup", "restartDatabaseInstance"
    };

    private Report() {}

    static String markdown(Suite.Results r, String previous) {
        StringBuilder sb = new StringBuilder();
        sb.append("# Benchmark results: SDK against hand-written OkHttp + Jackson\n\n");
        sb.append("Written by `benchmarks/run.sh`")
                .append(
                        r.quick()
                                ? " in QUICK mode: the figures are not"
                                        + " measurements, only proof that every benchmark runs"
                                : "")
                .append(". Ratio = SDK / baseline.\n\n");
        environment(sb, r);
        perCall(sb, r);
        parse(sb, r);
        pagination(sb, r);
        coldStart(sb, r);
        concurrency(sb, r);
        emulator(sb, r.emulator());
        TelemetryOverhead.section(sb, r.telemetry());
        // The suite does not run the soak (5 minutes of its own): keep the section Soak last wrote.
        sb.append(SoakReport.keptBlock(previous));
        // Nor the prefetch walk (issue 20): keep the section PrefetchWalk last wrote.
        sb.append(PrefetchReport.keptBlock(previous));
        int keep = previous.indexOf(ANALYSIS);
        sb.append('\n').append(keep >= 0 ? previous.substring(keep) : ANALYSIS + "\n");
        return sb.toString();
    }

    private static void environment(StringBuilder sb, Suite.Results r) {
        sb.append("| | |\n|---|---|\n");
        row(
                sb,
                "Date (UTC)",
                ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")));
        row(
                sb,
                "JVM",
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version") + " ("
                        + System.getProperty("java.vendor") + ")");
        row(
                sb,
                "OS",
                System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                        + System.getProperty("os.arch"));
        row(sb, "CPU", Machine.cpuModel() + ", " + Runtime.getRuntime().availableProcessors() + " cores available");
        row(sb, "Memory", Machine.memory());
        row(
                sb,
                "Host JVM flags",
                String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()));
        row(
                sb,
                "JMH",
                "1.37; per-call and parse: "
                        + (r.quick()
                                ? "0 forks, 1 x 100 ms warm-up, 1 x 200 ms"
                                : "1 fork x (4 x 1 s warm-up + 5 x 1 s measured)")
                        + "; error = 99.9% confidence half-width");
        row(sb, "Suite wall time", r.wallSeconds() + " s");
        sb.append('\n');
    }

    private static void perCall(StringBuilder sb, Suite.Results r) {
        sb.append("## 1. Per call, each of the five operations\n\n");
        sb.append("Loopback server, kept-alive connection, full payloads. Absolute times: JMH average time, one "
                + "benchmark after the other. Time ratio (judged): median of " + pairs(r, "createPool")
                + " per-pair ratios of SDK and baseline run in alternating 100 ms windows in one JVM, with the "
                + "interquartile range; it is what survives load from other processes on a shared machine, which "
                + "the sequential JMH ratio does not. Allocation: JMH `-prof gc` `gc.alloc.rate.norm` (bytes "
                + "allocated per call, all threads).\n\n");
        sb.append("| Operation | SDK µs/call (JMH) | Baseline µs/call (JMH) | JMH ratio | Time ratio, paired "
                + "(target ≤ " + f2(PER_CALL_TIME) + ") | SDK B/call | Baseline B/call | Alloc ratio (target ≤ "
                + f2(PER_CALL_ALLOC) + ") |\n"
                + "|---|---|---|---|---|---|---|---|\n");
        for (String op : OPERATIONS) {
            Suite.Stat s = r.jmh().get(op + "_sdk");
            Suite.Stat b = r.jmh().get(op + "_baseline");
            sb.append("| ")
                    .append(op)
                    .append(" | ")
                    .append(score(s))
                    .append(" | ")
                    .append(score(b))
                    .append(" | ")
                    .append(f2(s.score() / b.score()))
                    .append(" | ")
                    .append(paired(r, op, PER_CALL_TIME))
                    .append(" | ")
                    .append(f0(s.allocBytes()))
                    .append(" | ")
                    .append(f0(b.allocBytes()))
                    .append(" | ")
                    .append(ratio(s.allocBytes() / b.allocBytes(), PER_CALL_ALLOC, true))
                    .append(" |\n");
        }
        sb.append('\n');
    }

    private static void parse(StringBuilder sb, Suite.Results r) {
        Suite.Stat s = r.jmh().get("parsePage_sdk");
        Suite.Stat b = r.jmh().get("parsePage_baseline");
        sb.append("## 2. Parsing one page of 1,000 recordsets (")
                .append(ParseBenchmark.pageBytes() / 1024)
                .append(" KiB), bytes to records\n\n");
        sb.append("The very `ResponseShape` `DnsApi` declares for List recordsets (its generated streaming reader, "
                + "`DnsJson`, no databind), on the SDK's `Json` parser, against "
                + "`ObjectMapper.readValue` into a typed page record; both from a `ByteArrayInputStream`.\n\n");
        sb.append("| | SDK | Baseline | Ratio (target: time ≤ " + f2(PARSE_TIME) + ", bytes ≤ " + f2(PARSE_ALLOC)
                + ") |\n|---|---|---|---|\n");
        sb.append("| µs per page (JMH) | ")
                .append(score(s))
                .append(" | ")
                .append(score(b))
                .append(" | ")
                .append(f2(s.score() / b.score()))
                .append(" |\n");
        sb.append("| time ratio, paired (judged) | | | ")
                .append(paired(r, "parsePage", PARSE_TIME))
                .append(" |\n");
        sb.append("| bytes allocated per page | ")
                .append(f0(s.allocBytes()))
                .append(" | ")
                .append(f0(b.allocBytes()))
                .append(" | ")
                .append(ratio(s.allocBytes() / b.allocBytes(), PARSE_ALLOC, true))
                .append(" |\n\n");
    }

    private static void pagination(StringBuilder sb, Suite.Results r) {
        Suite.Stat s = r.jmh().get("iterate_sdk");
        Suite.Stat b = r.jmh().get("iterate_baseline");
        double sdkRate = r.paginationTotal() / (s.score() / 1000);
        double baseRate = r.paginationTotal() / (b.score() / 1000);
        sb.append("## 3. Pagination at scale: ")
                .append(String.format(Locale.ROOT, "%,d", r.paginationTotal()))
                .append(" recordsets in pages of 1,000, JVM heap capped with `-Xmx64m`\n\n");
        sb.append("SDK: `dns.recordsets().list(zone, limit 1000)` iterated item by item; baseline: a hand-written "
                        + "marker loop. The listing is about ")
                .append(Math.round((double) ParseBenchmark.pageBytes() * r.paginationTotal() / 1000 / (1 << 20)))
                .append(" MiB of JSON, so finishing under a 64 MiB heap shows that memory is bounded by two pages (the"
                        + " one being read and the one fetched ahead, `prefetchPages(1)`, the default)."
                        + (r.quick() ? " (Quick mode runs in the test JVM, without the cap.)" : "") + "\n\n");
        sb.append("| | SDK | Baseline | Ratio (target ≥ " + f2(WALK_RATE) + ") |\n|---|---|---|---|\n");
        sb.append("| ms per full iteration | ")
                .append(score(s))
                .append(" | ")
                .append(score(b))
                .append(" | ")
                .append(f2(s.score() / b.score()))
                .append(" |\n");
        sb.append("| items per second (JMH) | ")
                .append(f0(sdkRate))
                .append(" | ")
                .append(f0(baseRate))
                .append(" | ")
                .append(f2(sdkRate / baseRate))
                .append(" |\n");
        Paired.Result p = r.paginationPaired();
        sb.append("| items/s ratio, paired (judged): ")
                .append(p.pairs())
                .append(" alternating full iterations in one " + "`-Xmx64m` JVM | | | ")
                .append(ratio(1 / p.medianRatio(), WALK_RATE, false))
                .append(" (IQR ")
                .append(f2(1 / p.highQuartile()))
                .append("–")
                .append(f2(1 / p.lowQuartile()))
                .append(") |\n\n");
    }

    private static void coldStart(StringBuilder sb, Suite.Results r) {
        ColdStart.Result s = r.coldStart()[0];
        ColdStart.Result b = r.coldStart()[1];
        double[] q = s.firstCallRatioQuartiles();
        sb.append("## 4. Cold start: fresh JVM, build a client, complete the first Create pool\n\n");
        sb.append("Medians of ")
                .append(r.coldStartRuns())
                .append(" runs each, alternating SDK and baseline, after one "
                        + "untimed run of each. Wall = process start to exit; first call = `main` entry to the result; "
                        + "classes = loaded classes when the result is in (JVM and management classes included on both "
                        + "sides). The first-call ratio is also taken run by run (each SDK run against "
                        + "the baseline run next "
                        + "to it), as in the paired ratios above.\n\n");
        sb.append("| | SDK | Baseline | Ratio (target ≤ " + f2(FIRST_CALL) + ") |\n|---|---|---|---|\n");
        sb.append("| wall ms | ")
                .append(f0(s.wallMillis()))
                .append(" | ")
                .append(f0(b.wallMillis()))
                .append(" | ")
                .append(ratio(s.wallMillis() / b.wallMillis(), FIRST_CALL, true))
                .append(" |\n");
        sb.append("| first call ms | ")
                .append(f0(s.firstCallMillis()))
                .append(" | ")
                .append(f0(b.firstCallMillis()))
                .append(" | ")
                .append(ratio(s.firstCallMillis() / b.firstCallMillis(), FIRST_CALL, true))
                .append(" |\n");
        sb.append("| classes loaded | ")
                .append(s.classes())
                .append(" | ")
                .append(b.classes())
                .append(" | ")
                .append(ratio((double) s.classes() / b.classes(), FIRST_CALL, true))
                .append(" |\n");
        sb.append("| main thread's CPU ms at the result (JVM start included) | ")
                .append(f0(s.mainCpuMillis()))
                .append(" | ")
                .append(f0(b.mainCpuMillis()))
                .append(" | ")
                .append(f2(s.mainCpuMillis() / b.mainCpuMillis()))
                .append(" |\n");
        sb.append("| first call, per-run ratio (judged) | | | ")
                .append(ratio(q[1], FIRST_CALL, true))
                .append(" (IQR ")
                .append(f2(q[0]))
                .append("–")
                .append(f2(q[2]))
                .append(") |\n\n");
    }

    private static void concurrency(StringBuilder sb, Suite.Results r) {
        int rounds = r.concurrency().get(0).sdk().size();
        sb.append("## 5. Concurrency: one client shared by N threads, Create pool in a closed loop\n\n");
        sb.append("Each side ran ")
                .append(rounds)
                .append(r.quick() ? " round of 100 ms" : " rounds of 1 s")
                .append(", rounds alternating between the sides (and which side goes first alternating too), after "
                        + "a warm-up at 8 threads that lasts until the JIT has settled (pairs of 2 s "
                        + "rounds until a pair adds "
                        + "under 2 % of the compilation time so far; 3 to 15 pairs). Ratios are SDK / "
                        + "baseline taken round "
                        + "by round, so that a burst of load from elsewhere "
                        + "falls on both sides of a ratio: the median over the rounds, with the lowest "
                        + "and highest round in "
                        + "brackets. Calls/s and p99 are the medians of each side's rounds; p99 from a 1 "
                        + "µs histogram of "
                        + "every call. CPU per call: the calling threads' CPU time (the client's own "
                        + "work), and in brackets "
                        + "the whole process's (the loopback server, JIT and GC included). The loopback "
                        + "server shares the "
                        + "machine's cores with the clients, so from 2 threads on the machine is "
                        + "saturated. Targets: zero "
                        + "errors; at 8 and 32 threads (issue 20) throughput ratio ≥ 0.97 and p99 ratio ≤ 1.10.\n\n");
        sb.append("| Threads | SDK calls/s | Baseline calls/s | Throughput ratio | SDK p99 µs | Baseline p99 µs "
                + "| p99 ratio | CPU µs/call SDK | CPU µs/call baseline | CPU ratio | Errors SDK + baseline |\n"
                + "|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (Concurrency.Rounds c : r.concurrency()) {
            boolean judged = c.threads() >= 8;
            sb.append("| ")
                    .append(c.threads())
                    .append(" | ")
                    .append(f0(Concurrency.Rounds.median(c.sdk(), Concurrency.Result::callsPerSecond)))
                    .append(" | ")
                    .append(f0(Concurrency.Rounds.median(c.baseline(), Concurrency.Result::callsPerSecond)))
                    .append(" | ")
                    .append(roundRatio(c, Concurrency.Result::callsPerSecond, judged ? 0.97 : Double.NaN, false))
                    .append(" | ")
                    .append(f0(Concurrency.Rounds.median(c.sdk(), Concurrency.Result::p99Micros)))
                    .append(" | ")
                    .append(f0(Concurrency.Rounds.median(c.baseline(), Concurrency.Result::p99Micros)))
                    .append(" | ")
                    .append(roundRatio(c, Concurrency.Result::p99Micros, judged ? 1.10 : Double.NaN, true))
                    .append(" | ")
                    .append(cpu(c.sdk()))
                    .append(" | ")
                    .append(cpu(c.baseline()))
                    .append(" | ")
                    .append(f2(c.ratio(Concurrency.Result::callerCpuMicrosPerCall)))
                    .append(" (")
                    .append(f2(c.ratio(Concurrency.Result::cpuMicrosPerCall)))
                    .append(")")
                    .append(" | ")
                    .append(c.errors())
                    .append(c.errors() == 0 ? " ✅" : " ❌")
                    .append(" |\n");
        }
        sb.append('\n');
    }

    /** The median per-round ratio with its range, marked against the target when there is one. */
    private static String roundRatio(
            Concurrency.Rounds c, ToDoubleFunction<Concurrency.Result> f, double target, boolean atMost) {
        double[] range = c.range(f);
        double m = c.ratio(f);
        return (Double.isNaN(target) ? f2(m) : ratio(m, target, atMost)) + " [" + f2(range[0]) + "–" + f2(range[1])
                + "]";
    }

    private static String cpu(List<Concurrency.Result> side) {
        return f(Concurrency.Rounds.median(side, Concurrency.Result::callerCpuMicrosPerCall)) + " ("
                + f(Concurrency.Rounds.median(side, Concurrency.Result::cpuMicrosPerCall)) + ")";
    }

    static void emulator(StringBuilder sb, EmulatorSpeed.Result r) {
        sb.append("## 6. Emulator speed: the testkit's `CloudEmulator` answering the SDK on loopback\n\n");
        sb.append("Users' test suites run on the emulator, so this is their test time. Single calls through the SDK "
                        + "on a kept-alive connection, after a warm-up; the listing is "
                        + "`dns.recordsets().list(zone)` at the "
                        + "default page size of ")
                .append(EmulatorSpeed.PAGE)
                .append(" over a generated zone, median of ")
                .append(r.listings())
                .append(" run(s) after one untimed run.\n\n");
        sb.append("| Operation | Calls | Median ms | p90 ms | Target: median < 2 ms |\n|---|---|---|---|---|\n");
        for (EmulatorSpeed.Op op : r.ops()) {
            sb.append("| ")
                    .append(op.name())
                    .append(" | ")
                    .append(op.calls())
                    .append(" | ")
                    .append(f(op.medianMillis()))
                    .append(" | ")
                    .append(f(op.p90Millis()))
                    .append(" | ")
                    .append(below(op.medianMillis(), 2))
                    .append(" |\n");
        }
        sb.append("\n| Listing | Median ms | Slowest ms | Target: < 3,000 ms |\n|---|---|---|---|\n| ")
                .append(String.format(Locale.ROOT, "%,d", r.listed()))
                .append(" recordsets, ")
                .append(r.listed() / EmulatorSpeed.PAGE)
                .append(" requests | ")
                .append(f0(r.listingMedianMillis()))
                .append(" | ")
                .append(f0(r.listingMaxMillis()))
                .append(" | ")
                .append(below(r.listingMedianMillis(), 3000))
                .append(" |\n\n");
        ServerLatency.Result s = r.server();
        sb.append("Why the emulator was slow: plain OkHttp GETs against a bare MockWebServer, median of ")
                .append(s.calls())
                .append(" each. MockWebServer writes headers and body separately; with Nagle's "
                        + "algorithm the body waits for the client's delayed ACK of the headers.\n\n");
        sb.append("| Bare MockWebServer | Median ms |\n|---|---|\n| as it comes | ")
                .append(f(s.defaultMedianMillis()))
                .append(" |\n| accepted sockets with `TCP_NODELAY` (what the emulator now does) | ")
                .append(f(s.noDelayMedianMillis()))
                .append(" |\n\n");
    }

    private static String below(double value, double target) {
        return value < target ? "met ✅" : "missed ❌";
    }

    private static String pairs(Suite.Results r, String op) {
        return Integer.toString(r.paired().get(op).pairs());
    }

    private static String paired(Suite.Results r, String op, double target) {
        Paired.Result p = r.paired().get(op);
        return ratio(p.medianRatio(), target, true) + " (IQR " + f2(p.lowQuartile()) + "–" + f2(p.highQuartile()) + ")";
    }

    private static String ratio(double ratio, double target, boolean atMost) {
        boolean met = atMost ? ratio <= target : ratio >= target;
        return f2(ratio) + (met ? " ✅" : " ❌");
    }

    private static String score(Suite.Stat s) {
        // A single iteration (quick mode) has no error estimate.
        return Double.isNaN(s.error()) ? f(s.score()) : f(s.score()) + " ± " + f(s.error());
    }

    private static String f(double v) {
        if (Double.isNaN(v)) {
            return "n/a";
        }
        return String.format(Locale.ROOT, v >= 100 ? "%,.0f" : v >= 10 ? "%.1f" : "%.2f", v);
    }

    private static String f0(double v) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%,.0f", v);
    }

    private static String f2(double v) {
        return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.2f", v);
    }

    private static void row(StringBuilder sb, String name, String value) {
        sb.append("| ")
                .append(name)
                .append(" | ")
                .append(value.isEmpty() ? "(none)" : value)
                .append(" |\n");
    }
}
