package dev.cloudsdk.benchmarks;

import java.io.IOException;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The prefetch walk's section of {@code RESULTS.md}, between its own two markers: {@link PrefetchWalk} replaces
 * it, and the suite ({@link Report}) keeps it when it rewrites the rest of the file, as it keeps the soak's.
 */
final class PrefetchReport {
    static final String BEGIN = "<!-- prefetch: written by dev.cloudsdk.benchmarks.PrefetchWalk, kept when the suite"
            + " rewrites this file -->";
    static final String END = "<!-- /prefetch -->";
    private static final KeptSection KEPT = new KeptSection(BEGIN, END);

    private PrefetchReport() {}

    /** @return the prefetch block of a RESULTS.md, markers included and a newline after, or "" when it has none */
    static String keptBlock(String results) {
        return KEPT.keptBlock(results);
    }

    /** Puts the section into the file: in place of the old one, else before the analysis, else at the end. */
    static void write(Path file, String section) throws IOException {
        KEPT.write(file, section);
    }

    static String section(PrefetchWalk.Result r, String command) {
        StringBuilder sb = new StringBuilder(BEGIN).append('\n');
        sb.append("## 9. Prefetch: a walk of ")
                .append(PrefetchWalk.PAGES)
                .append(" pages, ")
                .append(PrefetchWalk.ROUND_TRIP_MILLIS)
                .append(" ms per round trip, ")
                .append(PrefetchWalk.WORK_MILLIS)
                .append(" ms of the caller's work per page\n\n");
        sb.append(
                r.quick()
                        ? "QUICK mode: one pair and a small scale walk, in this JVM's machine state; the figures"
                                + " are not measurements, only proof that it runs.\n\n"
                        : "");
        sb.append("Not part of `run.sh`; written by its own command (below). `dns.recordsets().list(zone, limit ")
                .append(PrefetchWalk.PAGE_SIZE)
                .append(")` iterated item by item against the loopback server, which " + "waits ")
                .append(PrefetchWalk.ROUND_TRIP_MILLIS)
                .append(" ms before each answer; the caller waits ")
                .append(PrefetchWalk.WORK_MILLIS / PrefetchWalk.PAGE_SIZE)
                .append(" ms on each item (")
                .append(PrefetchWalk.WORK_MILLIS)
                .append(" ms a page, a wait as for I/O, so it takes no core). One "
                        + "config with `prefetchPages(0)` (each page requested when the one before is "
                        + "used up: the walk "
                        + "before issue 20) and one with `prefetchPages(1)` (the default), in "
                        + "alternating walks after one "
                        + "untimed walk each; the ratio is taken per pair.\n\n");
        sb.append("| | `prefetchPages(0)`, as before | `prefetchPages(1)`, the default | Ratio (target ≤ ")
                .append(f2(PrefetchWalk.TARGET))
                .append(") |\n|---|---|---|---|\n");
        double off = r.median(r.offMillis());
        double on = r.median(r.onMillis());
        sb.append("| ms per walk, median of ")
                .append(r.offMillis().length)
                .append(" | ")
                .append(f0(off))
                .append(" | ")
                .append(f0(on))
                .append(" | ")
                .append(f2(on / off))
                .append(" |\n");
        sb.append("| per-pair ratio, median (judged), with its IQR | | | ")
                .append(f2(r.medianRatio()))
                .append(r.medianRatio() <= PrefetchWalk.TARGET ? " ✅" : " ❌")
                .append(" (IQR ")
                .append(f2(r.ratios()[r.ratios().length / 4]))
                .append("–")
                .append(f2(r.ratios()[(3 * r.ratios().length) / 4]))
                .append(") |\n");
        long rt = PrefetchWalk.ROUND_TRIP_MILLIS;
        long work = PrefetchWalk.WORK_MILLIS;
        int pages = PrefetchWalk.PAGES;
        // With prefetch, page 2 is requested when the caller takes page 1's last item (issue 27), so the caller
        // waits for page 1's round trip and for page 2's less its work on that one item; every later page arrives
        // while it works on the one before.
        long item = work / PrefetchWalk.PAGE_SIZE;
        long modelOn = rt + (rt - item) + pages * work;
        sb.append("| what the model says: ")
                .append(pages)
                .append(" × (round trip + work) against one round trip,")
                .append(" a second less one item's work (page 2 goes ahead at page 1's last item), and ")
                .append(pages)
                .append(" × work | ")
                .append(f0(pages * (rt + work)))
                .append(" | ")
                .append(f0(modelOn))
                .append(" | ")
                .append(f2((double) modelOn / (pages * (rt + work))))
                .append(" |\n");
        sb.append("| each walk, ms, in the order run | ")
                .append(joined(r.offMillis()))
                .append(" | ")
                .append(joined(r.onMillis()))
                .append(" | |\n\n");
        scale(sb, r.scale());
        sb.append("| | |\n|---|---|\n");
        row(
                sb,
                "Date (UTC)",
                ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")));
        row(sb, "JVM", System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"));
        row(sb, "Cores available", Integer.toString(Runtime.getRuntime().availableProcessors()));
        row(sb, "Command", "`" + command.replaceAll("\\s+", " ").trim() + "`");
        return sb.append('\n').append(END).append('\n').toString();
    }

    private static void scale(StringBuilder sb, PrefetchScale.Result s) {
        sb.append("Memory, still bounded by two pages: a child JVM capped at `-Xmx64m`, server included, walks ")
                .append(String.format(Locale.ROOT, "%,d", s.total()))
                .append(" recordsets in pages of ")
                .append(String.format(Locale.ROOT, "%,d", PrefetchScale.PAGE))
                .append(" (about ")
                .append(Math.round((double) ParseBenchmark.pageBytes() * s.total() / PrefetchScale.PAGE / (1 << 20)))
                .append(" MiB of JSON) with each setting. The heap is read after a full GC half-way through a walk, "
                        + "in the middle of a page, once the page ahead has had 200 ms to arrive; the "
                        + "time per walk is paired "
                        + "as above, ")
                .append(s.pairs())
                .append(" pair(s) after one untimed walk each.\n\n");
        sb.append("| ")
                .append(String.format(Locale.ROOT, "%,d", s.total()))
                .append(" recordsets, `-Xmx64m` (max heap ")
                .append(SoakChecks.mib(s.maxHeapBytes()))
                .append(") | `prefetchPages(0)` | `prefetchPages(1)` | " + "Difference |\n|---|---|---|---|\n");
        sb.append("| every walk finished under the cap | yes | yes | |\n");
        sb.append("| heap after a full GC, half-way | ")
                .append(SoakChecks.mib(s.heapOffBytes()))
                .append(" | ")
                .append(SoakChecks.mib(s.heapOnBytes()))
                .append(" | ")
                .append(SoakChecks.mib(s.heapOnBytes() - s.heapOffBytes()))
                .append(" |\n");
        Paired.Result p = s.timing();
        sb.append("| time per walk, with / without, paired | | | ")
                .append(f2(p.medianRatio()))
                .append(" (IQR ")
                .append(f2(p.lowQuartile()))
                .append("–")
                .append(f2(p.highQuartile()))
                .append(") |\n\n");
    }

    private static String joined(long[] millis) {
        return Arrays.stream(millis).mapToObj(m -> f0(m)).collect(Collectors.joining(", "));
    }

    private static String f0(double v) {
        return String.format(Locale.ROOT, "%,.0f", v);
    }

    private static String f2(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static void row(StringBuilder sb, String name, String value) {
        sb.append("| ").append(name).append(" | ").append(value).append(" |\n");
    }
}
