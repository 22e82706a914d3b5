package dev.cloudsdk.benchmarks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import jdk.jfr.consumer.RecordedClass;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Reads a JFR recording and prints what a contention profile needs, as text that can be committed: contended
 * monitors ({@code jdk.JavaMonitorEnter}) and parks ({@code jdk.ThreadPark}) by the first frames of their stacks,
 * with count and total time; allocation samples by class and allocating frame; CPU samples by top frame. Each
 * event is put down to the side whose call it happened in, found in its stack: {@code sdk} (a service client's
 * method), {@code baseline} ({@code Baseline}), or {@code other} (OkHttp's pool cleaner, Okio's watchdog, idle pool
 * threads), so one recording of {@link Contention}, whose rounds alternate, compares the sides under the same load.
 * The loopback server's threads are left out.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.ProfileSummary rec.jfr [top N]
 * </pre>
 */
public final class ProfileSummary {
    private static final int DEPTH = 4;

    private ProfileSummary() {}

    /**
     * @param args the recording, and how many rows per table (default 12)
     * @throws IOException when the recording cannot be read
     */
    public static void main(String[] args) throws IOException {
        int top = args.length > 1 ? Integer.parseInt(args[1]) : 12;
        System.out.print(summary(Path.of(args[0]), top));
    }

    static String summary(Path file, int top) throws IOException {
        List<RecordedEvent> events = RecordingFile.readAllEvents(file);
        Predicate<RecordedEvent> client = e -> {
            RecordedThread t = e.hasField("sampledThread") ? e.getThread("sampledThread") : e.getThread();
            return t != null && t.getJavaName() != null && !t.getJavaName().startsWith("loopback");
        };
        StringBuilder sb = new StringBuilder();
        table(
                sb,
                "Contended monitor enters (jdk.JavaMonitorEnter), by side, monitor class and stack",
                events,
                top,
                e -> e.getEventType().getName().equals("jdk.JavaMonitorEnter") && client.test(e),
                e -> side(e) + "  " + className(e.getClass("monitorClass")) + " @ " + frames(e.getStackTrace(), DEPTH),
                true);
        table(
                sb,
                "Parks (jdk.ThreadPark), by side, parked-on class and stack",
                events,
                top,
                e -> e.getEventType().getName().equals("jdk.ThreadPark") && client.test(e),
                e -> side(e) + "  " + className(e.getClass("parkedClass")) + " @ " + frames(e.getStackTrace(), DEPTH),
                true);
        table(
                sb,
                "Allocation samples (jdk.ObjectAllocationSample), weight by side, class and allocating frames",
                events,
                top,
                e -> e.getEventType().getName().equals("jdk.ObjectAllocationSample") && client.test(e),
                e -> side(e) + "  " + className(e.getClass("objectClass")) + " @ " + frames(e.getStackTrace(), 2),
                false);
        table(
                sb,
                "Allocation samples (jdk.ObjectAllocationSample), weight by side, class and the innermost frame of"
                        + " the client's own code",
                events,
                top * 2,
                e -> e.getEventType().getName().equals("jdk.ObjectAllocationSample") && client.test(e),
                e -> side(e) + "  " + className(e.getClass("objectClass")) + " @ " + ownFrame(e.getStackTrace()),
                false);
        table(
                sb,
                "Allocation samples (jdk.ObjectAllocationSample), weight by side and the innermost frame of the"
                        + " client's own code",
                events,
                top * 2,
                e -> e.getEventType().getName().equals("jdk.ObjectAllocationSample") && client.test(e),
                e -> side(e) + "  " + ownFrame(e.getStackTrace()),
                false);
        table(
                sb,
                "CPU samples (jdk.ExecutionSample), by side and top frame",
                events,
                top,
                e -> e.getEventType().getName().equals("jdk.ExecutionSample") && client.test(e),
                e -> side(e) + "  " + frames(e.getStackTrace(), 1),
                false);
        table(
                sb,
                "CPU samples (jdk.ExecutionSample), by side and the innermost frame of the client's own code"
                        + " (dev.cloudsdk.core, or Baseline): what that code and the libraries it called took",
                events,
                top * 2,
                e -> e.getEventType().getName().equals("jdk.ExecutionSample") && client.test(e),
                e -> side(e) + "  " + ownFrame(e.getStackTrace()),
                false);
        table(
                sb,
                "CPU samples (jdk.ExecutionSample), by side, inclusive, per method anywhere on the stack",
                events,
                top * 3,
                e -> e.getEventType().getName().equals("jdk.ExecutionSample") && client.test(e),
                e -> null,
                false,
                ProfileSummary::inclusiveKeys);
        sideTotals(sb, events, client);
        return sb.toString();
    }

    /** @return the innermost frame of the client's own code: the SDK's core, or the baseline */
    private static String ownFrame(RecordedStackTrace st) {
        if (st == null) {
            return "(no stack)";
        }
        for (RecordedFrame f : st.getFrames()) {
            String type = f.getMethod().getType().getName();
            if (type.startsWith("dev.cloudsdk.core.")
                    || type.startsWith("dev.cloudsdk.benchmarks.Baseline")
                    || type.startsWith("dev.cloudsdk.loadbalancer.")) {
                return type.substring(type.lastIndexOf('.') + 1)
                        + '.'
                        + f.getMethod().getName();
            }
        }
        return "(none: " + frames(st, 1) + ")";
    }

    /** @return one key per distinct method on the stack, each with its side */
    private static Collection<String> inclusiveKeys(RecordedEvent e) {
        Set<String> keys = new LinkedHashSet<>();
        RecordedStackTrace st = e.getStackTrace();
        if (st == null) {
            return keys;
        }
        String side = side(e);
        for (RecordedFrame f : st.getFrames()) {
            String type = f.getMethod().getType().getName();
            keys.add(side + "  " + type.substring(type.lastIndexOf('.') + 1) + '.'
                    + f.getMethod().getName());
        }
        return keys;
    }

    private static void table(
            StringBuilder sb,
            String title,
            List<RecordedEvent> events,
            int top,
            Predicate<RecordedEvent> which,
            Function<RecordedEvent, String> key,
            boolean timed) {
        table(sb, title, events, top, which, key, timed, e -> List.of(key.apply(e)));
    }

    private static void table(
            StringBuilder sb,
            String title,
            List<RecordedEvent> events,
            int top,
            Predicate<RecordedEvent> which,
            Function<RecordedEvent, String> key,
            boolean timed,
            Function<RecordedEvent, Collection<String>> keys) {
        Map<String, long[]> rows = new HashMap<>();
        long all = 0;
        long allWeight = 0;
        for (RecordedEvent e : events) {
            if (!which.test(e)) {
                continue;
            }
            long weight = timed ? e.getDuration().toNanos() : e.hasField("weight") ? e.getLong("weight") : 1;
            for (String k : keys.apply(e)) {
                long[] r = rows.computeIfAbsent(k, x -> new long[2]);
                r[0]++;
                r[1] += weight;
            }
            all++;
            allWeight += weight;
        }
        sb.append("== ").append(title).append(": ").append(all).append(" events");
        sb.append(timed ? String.format(Locale.ROOT, ", %.1f ms in all", allWeight / 1e6) : "")
                .append('\n');
        long total = Math.max(1, allWeight);
        rows.entrySet().stream()
                .sorted((a, b) -> Long.compare(b.getValue()[1], a.getValue()[1]))
                .limit(top)
                .forEach(r -> sb.append(String.format(
                        Locale.ROOT,
                        "%6d  %s %5.1f%%  %s%n",
                        r.getValue()[0],
                        timed
                                ? String.format(Locale.ROOT, "%9.1f ms", r.getValue()[1] / 1e6)
                                : String.format(Locale.ROOT, "%12d", r.getValue()[1]),
                        100.0 * r.getValue()[1] / total,
                        r.getKey())));
        sb.append('\n');
    }

    /** Events of each kind per side: compare them with the calls each side made (Contention prints them). */
    private static void sideTotals(StringBuilder sb, List<RecordedEvent> events, Predicate<RecordedEvent> client) {
        Map<String, long[]> n = new TreeMap<>();
        for (RecordedEvent e : events) {
            String type = e.getEventType().getName();
            int k = type.equals("jdk.JavaMonitorEnter") ? 0 : type.equals("jdk.ThreadPark") ? 1 : -1;
            if (k >= 0 && client.test(e)) {
                long[] c = n.computeIfAbsent(side(e), s -> new long[4]);
                c[k]++;
                c[k + 2] += e.getDuration().toNanos();
            }
        }
        sb.append("== Totals by side: contended monitor enters (blocked ms), parks (parked ms)\n");
        n.forEach((side, c) -> sb.append(String.format(
                Locale.ROOT, "%-9s %7d (%9.1f ms)  %7d (%9.1f ms)%n", side, c[0], c[2] / 1e6, c[1], c[3] / 1e6)));
        sb.append('\n');
    }

    /** @return whose call the event happened in, from its stack */
    private static String side(RecordedEvent e) {
        RecordedStackTrace st = e.getStackTrace();
        if (st != null) {
            for (RecordedFrame f : st.getFrames()) {
                String type = f.getMethod().getType().getName();
                if (type.startsWith("dev.cloudsdk.loadbalancer.")) {
                    return "sdk";
                }
                if (type.equals("dev.cloudsdk.benchmarks.Baseline")) {
                    return "baseline";
                }
            }
        }
        return "other";
    }

    private static String className(RecordedClass c) {
        return c == null ? "?" : c.getName();
    }

    private static String frames(RecordedStackTrace st, int depth) {
        if (st == null) {
            return "(no stack)";
        }
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (RecordedFrame f : st.getFrames()) {
            if (n == depth) {
                break;
            }
            String type = f.getMethod().getType().getName();
            if (n == 0
                    && (type.startsWith("jdk.internal.misc.Unsafe") || type.startsWith("java.util.concurrent.locks"))
                    && depth > 1) {
                continue; // the park itself: say who parked
            }
            sb.append(n == 0 ? "" : " < ")
                    .append(type.substring(type.lastIndexOf('.') + 1))
                    .append('.')
                    .append(f.getMethod().getName())
                    .append(':')
                    .append(f.getLineNumber());
            n++;
        }
        return sb.toString();
    }
}
