package dev.cloudsdk.benchmarks;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The soak's section of {@code RESULTS.md}, between its own two markers: {@link Soak} replaces it, and the suite
 * ({@link Report}) keeps it when it rewrites the rest of the file, since the suite does not run the soak.
 */
final class SoakReport {
    static final String BEGIN =
            "<!-- soak: written by dev.cloudsdk.benchmarks.Soak, kept when the suite rewrites" + " this file -->";
    static final String END = "<!-- /soak -->";
    private static final KeptSection KEPT = new KeptSection(BEGIN, END);

    private SoakReport() {}

    /** @return the soak block of a RESULTS.md, markers included and a newline after, or "" when it has none */
    static String keptBlock(String results) {
        return KEPT.keptBlock(results);
    }

    /** Puts the section into the file: in place of the old one, else before the analysis, else at the end. */
    static void write(Path file, String section) throws IOException {
        KEPT.write(file, section);
    }

    static String section(Soak.Result r, String command) {
        StringBuilder sb = new StringBuilder(BEGIN).append('\n');
        sb.append("## 8. Soak: ")
                .append(Soak.THREADS)
                .append(" threads, one shared config, the five operations, ")
                .append(Math.round(SoakWorkload.FAULT_RATE * 100))
                .append(" % injected faults\n\n");
        sb.append("Not part of `run.sh`, and written by its own command (below). Every thread cycles through the "
                + "five operations on clients of one `ClientConfig` (default retry policy, 3 attempts) against the "
                + "testkit's `CloudEmulator`, and before a tenth of the calls queues one fault for the operation it "
                + "is about to call: 503; 429 with `Retry-After: 1`; the connection closed after the request was "
                + "read; a slow body (" + SoakWorkload.SHORT_SLOW_BODY.toMillis() + " ms or "
                + SoakWorkload.LONG_SLOW_BODY.toSeconds() + " s, in up to ten pieces); half the JSON body. Requests "
                + "received are counted by the emulator, requests sent by a network interceptor on the config's "
                + "`OkHttpClient`. Every fifth of the run, at most every 30 s, the threads finish their calls and "
                + "wait while the emulator's state is reset (it keeps every pool, instance and volume created) and "
                + "the heap after a full GC and the connection pool are read, with nothing in flight.\n\n");
        sb.append("| | |\n|---|---|\n");
        row(
                sb,
                "Date (UTC)",
                ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")));
        row(sb, "JVM", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        row(
                sb,
                "Heap",
                "max " + SoakChecks.mib(Runtime.getRuntime().maxMemory()) + "; collectors "
                        + ManagementFactory.getGarbageCollectorMXBeans().stream()
                                .map(GarbageCollectorMXBean::getName)
                                .collect(Collectors.joining(", ")));
        row(sb, "Command", "`" + command + "`");
        row(
                sb,
                "Run",
                r.durationMillis() / 1000 + " s, " + Soak.THREADS + " threads, read timeout "
                        + SoakWorkload.READ_TIMEOUT.toSeconds() + " s, call deadline "
                        + SoakWorkload.CALL_TIMEOUT.toSeconds()
                        + " s, " + Runtime.getRuntime().availableProcessors() + " cores available");
        long calls = r.figures().calls();
        row(
                sb,
                "Calls",
                String.format(
                        Locale.ROOT,
                        "%,d (%,.0f per second), %,d succeeded",
                        calls,
                        calls / (r.durationMillis() / 1000.0),
                        r.succeeded()));
        List<Long> waits = new ArrayList<>(
                r.pauses().stream().map(Soak.Pause::waitMillis).sorted().toList());
        row(
                sb,
                "Pauses",
                r.pauses().size() + "; waiting for the calls in flight took " + waits.get(waits.size() / 2)
                        + " ms at the median, " + waits.get(waits.size() - 1) + " ms at most");
        sb.append('\n');
        checks(sb, r);
        operations(sb, r);
        faultsAndFailures(sb, r);
        pauses(sb, r);
        threads(sb, r);
        return sb.append(END).append('\n').toString();
    }

    private static void checks(StringBuilder sb, Soak.Result r) {
        sb.append("| Check | Figure | Limit | Verdict |\n|---|---|---|---|\n");
        for (SoakChecks.Check c : SoakChecks.judge(r.figures())) {
            sb.append("| ")
                    .append(c.name())
                    .append(" | ")
                    .append(c.figure())
                    .append(" | ")
                    .append(c.limit())
                    .append(" | ")
                    .append(c.passed() ? "met ✅" : "missed ❌")
                    .append(" |\n");
        }
        sb.append('\n');
    }

    private static void operations(StringBuilder sb, Soak.Result r) {
        sb.append("| Operation | Calls | Requests received | Per call |\n|---|---|---|---|\n");
        for (int i = 0; i < SoakWorkload.OPERATIONS.length; i++) {
            sb.append("| ")
                    .append(SoakWorkload.OPERATIONS[i])
                    .append(" | ")
                    .append(n(r.callsByOp()[i]))
                    .append(" | ")
                    .append(n(r.requestsByOp()[i]))
                    .append(" | ")
                    .append(SoakChecks.f2((double) r.requestsByOp()[i] / Math.max(1, r.callsByOp()[i])))
                    .append(" |\n");
        }
        sb.append("| all (sent, client side: ")
                .append(n(r.figures().wireRequests()))
                .append(") | ")
                .append(n(r.figures().calls()))
                .append(" | ")
                .append(n(r.figures().serverRequests()))
                .append(" | ")
                .append(SoakChecks.f2((double) r.figures().serverRequests()
                        / Math.max(1, r.figures().calls())))
                .append(" |\n\n");
    }

    private static void faultsAndFailures(StringBuilder sb, Soak.Result r) {
        long calls = Math.max(1, r.figures().calls());
        long injected = 0;
        for (long f : r.faults()) {
            injected += f;
        }
        sb.append("| Fault injected | Times |\n|---|---|\n");
        for (SoakWorkload.FaultKind k : SoakWorkload.FaultKind.values()) {
            sb.append("| ")
                    .append(k)
                    .append(" | ")
                    .append(n(r.faults()[k.ordinal()]))
                    .append(" |\n");
        }
        sb.append("| all: ")
                .append(pct(injected, calls))
                .append(" of calls | ")
                .append(n(injected))
                .append(" |\n\n");
        long failed = r.failures().values().stream().mapToLong(Long::longValue).sum()
                + r.figures().untypedFailures();
        sb.append("| Failure (").append(pct(failed, calls)).append(" of calls) | Calls |\n|---|---|\n");
        r.failures().entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .forEach(e -> sb.append("| `")
                        .append(e.getKey())
                        .append("` | ")
                        .append(n(e.getValue()))
                        .append(" |\n"));
        sb.append("| not a `CloudSdkException` | ")
                .append(n(r.figures().untypedFailures()))
                .append(" |\n");
        for (String s : r.untypedSamples()) {
            sb.append("| ↳ `").append(s.replace('|', '/').replace('`', '\'')).append("` | |\n");
        }
        sb.append('\n');
    }

    private static void pauses(StringBuilder sb, Soak.Result r) {
        sb.append("| Pause at | Heap after full GC | Connections in use | Waited for calls in flight |\n"
                + "|---|---|---|---|\n");
        for (Soak.Pause p : r.pauses()) {
            sb.append("| ")
                    .append(p.atMillis() / 1000)
                    .append(" s")
                    .append(p == r.first() ? " (first fifth)" : "")
                    .append(" | ")
                    .append(SoakChecks.mib(p.heapBytes()))
                    .append(" | ")
                    .append(p.connectionsInUse())
                    .append(" | ")
                    .append(p.waitMillis())
                    .append(" ms |\n");
        }
        sb.append('\n');
    }

    private static void threads(StringBuilder sb, Soak.Result r) {
        ThreadSampler.Samples t = r.threads();
        sb.append("Live threads, sampled every second, per fifth of the run (")
                .append(n(r.threadsStarted()))
                .append(" started in all). The check leaves out the emulator's own threads (MockWebServer keeps a "
                        + "connection's thread idle for 60 s, so their number follows the connections "
                        + "opened lately):\n\n"
                        + "| Fifth | Fewest, all | Most, all | Most, the emulator's aside |\n|---|---|---|---|\n");
        int seconds = (int) (r.durationMillis() / ThreadSampler.INTERVAL_MILLIS);
        for (int k = 0; k < 5; k++) {
            int from = k * seconds / 5;
            int to = (k + 1) * seconds / 5;
            sb.append("| ")
                    .append(k + 1)
                    .append(" | ")
                    .append(n(t.fewest(from, to)))
                    .append(" | ")
                    .append(n(t.most(from, to, false)))
                    .append(" | ")
                    .append(n(t.most(from, to, true)))
                    .append(" |\n");
        }
        sb.append('\n');
    }

    private static String pct(long part, long whole) {
        return String.format(Locale.ROOT, "%.1f %%", 100.0 * part / whole);
    }

    private static String n(long v) {
        return String.format(Locale.ROOT, "%,d", v);
    }

    private static void row(StringBuilder sb, String name, String value) {
        sb.append("| ").append(name).append(" | ").append(value).append(" |\n");
    }
}
