package dev.cloudsdk.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The workload of {@link Contention} (Create pool, one client shared by N threads, the sides alternating round by
 * round), counted rather than timed: per call of each side, the bytes the calling threads allocated, the
 * connections opened (by OkHttp, and accepted by the loopback server), and the CPU time of every other thread by
 * name (the loopback server's connection threads, OkHttp's task runner, Okio's watchdog, ...), with what is left of
 * the process's CPU (the JVM's own: GC, JIT). Counts stay put when other work shares the machine; times do not,
 * so read the CPU columns side against side within one run.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.ContentionCounts \
 *     [rounds] [window ms] [threads,...] [sdk|baseline|both]
 * </pre>
 *
 * <p>It prints {@code MEASURE <pid>} after the warm-up, for a profiler to attach to (perf, with
 * {@code -XX:+PreserveFramePointer -XX:+UnlockDiagnosticVMOptions -XX:+DumpPerfMapAtExit}: a sample's side is in
 * its stack). With one side only, its table shows that side in both columns.
 */
public final class ContentionCounts {
    private ContentionCounts() {}

    /** A kernel thread name (15 characters at most) without its numbers, the JVM's groups named as a whole. */
    static String procGroup(String comm) {
        if (comm.startsWith("C1 ") || comm.startsWith("C2 ")) {
            return "JIT compiler";
        }
        if (comm.startsWith("GC ") || comm.startsWith("G1 ")) {
            return "GC";
        }
        if (comm.startsWith("OkHttp ")) {
            return comm.startsWith("OkHttp http") ? "OkHttp <call>" : "OkHttp task runner";
        }
        return comm.replaceAll("[0-9]+", "").replaceAll("#$", "");
    }

    /** A thread's name without its numbers: {@code cloudsdk-http-3} and {@code cloudsdk-http-7} are one group. */
    static String group(String name) {
        if (name.startsWith("OkHttp http")) {
            return "OkHttp <call>";
        }
        return name.replaceAll("[0-9]+", "");
    }

    /** One side's totals over its rounds. */
    static final class Side {
        long calls;
        long errors;
        double callerCpuNanos;
        double callerBytes;
        long processCpu;
        long gcCount;
        long gcMillis;
        long connects;
        long acquired;
        long httpCalls;
        long accepted;
        long heldNanos;
        long inUseAtAcquire;
        ProcCounts callerProc = ProcCounts.ZERO;
        ProcCounts process = ProcCounts.ZERO;
        final Map<String, long[]> byThread = new TreeMap<>();
        final Map<String, ProcCounts> procByThread = new TreeMap<>();

        void add(Concurrency.Result r, ContentionSnapshot before, ContentionSnapshot after) {
            calls += r.calls();
            errors += r.errors();
            callerCpuNanos += r.callerCpuMicrosPerCall() * 1e3 * r.calls();
            callerBytes += r.callerBytesPerCall() * r.calls();
            processCpu += after.processCpu() - before.processCpu();
            gcCount += after.gcCount() - before.gcCount();
            gcMillis += after.gcMillis() - before.gcMillis();
            connects += after.connects() - before.connects();
            acquired += after.acquired() - before.acquired();
            httpCalls += after.httpCalls() - before.httpCalls();
            accepted += after.accepted() - before.accepted();
            heldNanos += after.heldNanos() - before.heldNanos();
            inUseAtAcquire += after.inUseAtAcquire() - before.inUseAtAcquire();
            callerProc = callerProc.plus(r.callerProc());
            process = process.plus(after.process().minus(before.process()));
            for (Map.Entry<String, ProcCounts> e : after.procByThread().entrySet()) {
                ProcCounts was = before.procByThread().getOrDefault(e.getKey(), ProcCounts.ZERO);
                procByThread.merge(e.getKey(), e.getValue().minus(was), ProcCounts::plus);
            }
            for (Map.Entry<String, long[]> e : after.byThread().entrySet()) {
                long[] was = before.byThread().getOrDefault(e.getKey(), new long[2]);
                long[] v = byThread.computeIfAbsent(e.getKey(), k -> new long[2]);
                // A thread that ended within the round takes its CPU with it: a negative delta is that.
                v[0] += e.getValue()[0] - was[0];
                v[1] += e.getValue()[1] - was[1];
            }
        }
    }

    /**
     * @param args rounds (default 7), window in ms (default 1000), thread counts (default {@code 8,32})
     * @throws Exception when the harness fails
     */
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        long window = args.length > 1 ? Long.parseLong(args[1]) : 1000;
        String[] threadList = (args.length > 2 ? args[2] : "8,32").split(",");
        String only = args.length > 3 ? args[3] : "both";
        System.setProperty("benchmarks.procCounts", "true");
        ContentionCounter counter = new ContentionCounter();
        try (Fixture f = Fixture.start(0, counter)) {
            Concurrency.Op sdk = () -> f.lb.pools().create(Payloads.LB_ID, f.createPool);
            Concurrency.Op baseline = () -> f.baseline.createPool(Payloads.LB_ID, f.createPoolBaseline);
            if (!only.equals("both")) {
                // One side alone, for a profiler attached from outside once the warm-up is done.
                Concurrency.Op op = only.equals("sdk") ? sdk : baseline;
                for (int i = 0; i < 3; i++) {
                    Concurrency.run(op, 8, window * 2);
                }
                System.out.println("MEASURE " + ProcessHandle.current().pid());
                System.out.flush();
                for (String t : threadList) {
                    Side side = new Side();
                    for (int i = 0; i < rounds; i++) {
                        round(op, side, Integer.parseInt(t.trim()), window, counter, f.server);
                    }
                    System.out.print(report(Integer.parseInt(t.trim()), side, side));
                }
                return;
            }
            for (int i = 0; i < 3; i++) {
                Concurrency.run(sdk, 8, window * 2);
                Concurrency.run(baseline, 8, window * 2);
            }
            System.out.println("MEASURE " + ProcessHandle.current().pid());
            System.out.flush();
            for (String t : threadList) {
                int threads = Integer.parseInt(t.trim());
                Side s = new Side();
                Side b = new Side();
                for (int i = 0; i < rounds; i++) {
                    boolean sdkFirst = i % 2 == 0;
                    round(sdkFirst ? sdk : baseline, sdkFirst ? s : b, threads, window, counter, f.server);
                    round(sdkFirst ? baseline : sdk, sdkFirst ? b : s, threads, window, counter, f.server);
                }
                System.out.print(report(threads, s, b));
            }
        }
    }

    private static void round(
            Concurrency.Op op, Side side, int threads, long window, ContentionCounter c, LoopbackServer server)
            throws InterruptedException {
        ContentionSnapshot before = ContentionSnapshot.take(c, server);
        Concurrency.Result r = Concurrency.run(op, threads, window);
        ContentionSnapshot after = ContentionSnapshot.take(c, server);
        side.add(r, before, after);
    }

    static String report(int threads, Side s, Side b) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(
                Locale.ROOT,
                "%n== %d threads: calls %,d SDK / %,d baseline, errors %d / %d%n",
                threads,
                s.calls,
                b.calls,
                s.errors,
                b.errors));
        sb.append(String.format(Locale.ROOT, "%-44s %12s %12s %7s%n", "per call", "SDK", "baseline", "ratio"));
        row(sb, "HTTP calls (EventListener.callStart)", s.httpCalls, s.calls, b.httpCalls, b.calls, 1, "%.3f");
        row(sb, "connections opened per 1,000 calls (OkHttp)", s.connects, s.calls, b.connects, b.calls, 1000, "%.2f");
        row(
                sb,
                "connections accepted per 1,000 calls (server)",
                s.accepted,
                s.calls,
                b.accepted,
                b.calls,
                1000,
                "%.2f");
        row(
                sb,
                "connections in use when one is acquired",
                s.inUseAtAcquire,
                s.acquired,
                b.inUseAtAcquire,
                b.acquired,
                1,
                "%.2f");
        row(sb, "µs a call holds its connection", s.heldNanos, s.calls, b.heldNanos, b.calls, 1e-3, "%.1f");
        row(sb, "GCs per 1,000 calls", s.gcCount, s.calls, b.gcCount, b.calls, 1000, "%.3f");
        row(sb, "GC ms per 1,000 calls", s.gcMillis, s.calls, b.gcMillis, b.calls, 1000, "%.2f");
        row(sb, "caller bytes allocated", s.callerBytes, s.calls, b.callerBytes, b.calls, 1, "%,.0f");
        row(sb, "caller CPU µs", s.callerCpuNanos, s.calls, b.callerCpuNanos, b.calls, 1e-3, "%.1f");
        List<String> groups = new ArrayList<>(s.byThread.keySet());
        for (String g : b.byThread.keySet()) {
            if (!groups.contains(g)) {
                groups.add(g);
            }
        }
        double sAccounted = s.callerCpuNanos;
        double bAccounted = b.callerCpuNanos;
        for (String g : groups) {
            long[] sv = s.byThread.getOrDefault(g, new long[2]);
            long[] bv = b.byThread.getOrDefault(g, new long[2]);
            sAccounted += sv[0];
            bAccounted += bv[0];
            if (Math.abs(sv[0]) + Math.abs(bv[0]) < 0.01e3 * (s.calls + b.calls)
                    && sv[1] + bv[1] < (s.calls + b.calls)) {
                continue; // under 0.01 µs and 1 byte per call on both sides
            }
            row(sb, "  CPU µs, thread " + g, sv[0], s.calls, bv[0], b.calls, 1e-3, "%.2f");
            if (sv[1] + bv[1] > 0) {
                row(sb, "  bytes allocated, thread " + g, sv[1], s.calls, bv[1], b.calls, 1, "%,.0f");
            }
        }
        row(sb, "process CPU µs", s.processCpu, s.calls, b.processCpu, b.calls, 1e-3, "%.1f");
        row(
                sb,
                "  of which no Java thread (GC, JIT, ended)",
                s.processCpu - sAccounted,
                s.calls,
                b.processCpu - bAccounted,
                b.calls,
                1e-3,
                "%.1f");
        sb.append("Linux's counts (/proc; CPU in 10 ms ticks, so read it summed over many calls)\n");
        proc(sb, "process", s.process, s.calls, b.process, b.calls, false);
        proc(sb, "calling threads", s.callerProc, s.calls, b.callerProc, b.calls, true);
        List<String> pg = new ArrayList<>(s.procByThread.keySet());
        for (String g : b.procByThread.keySet()) {
            if (!pg.contains(g)) {
                pg.add(g);
            }
        }
        for (String g : pg) {
            ProcCounts sv = s.procByThread.getOrDefault(g, ProcCounts.ZERO);
            ProcCounts bv = b.procByThread.getOrDefault(g, ProcCounts.ZERO);
            if (sv.userTicks() + sv.sysTicks() + bv.userTicks() + bv.sysTicks() == 0
                    && sv.voluntary() + sv.involuntary() + bv.voluntary() + bv.involuntary() < 10) {
                continue;
            }
            proc(sb, "thread " + g, sv, s.calls, bv, b.calls, true);
        }
        return sb.toString();
    }

    private static void proc(
            StringBuilder sb, String who, ProcCounts s, long sCalls, ProcCounts b, long bCalls, boolean switches) {
        row(sb, "  " + who + ": user CPU µs", s.userTicks() * 1e4, sCalls, b.userTicks() * 1e4, bCalls, 1, "%.1f");
        row(sb, "  " + who + ": system CPU µs", s.sysTicks() * 1e4, sCalls, b.sysTicks() * 1e4, bCalls, 1, "%.1f");
        if (switches) {
            row(sb, "  " + who + ": voluntary switches", s.voluntary(), sCalls, b.voluntary(), bCalls, 1, "%.3f");
            row(sb, "  " + who + ": involuntary switches", s.involuntary(), sCalls, b.involuntary(), bCalls, 1, "%.3f");
        }
        row(sb, "  " + who + ": read syscalls", s.readCalls(), sCalls, b.readCalls(), bCalls, 1, "%.3f");
        row(sb, "  " + who + ": write syscalls", s.writeCalls(), sCalls, b.writeCalls(), bCalls, 1, "%.3f");
    }

    private static void row(
            StringBuilder sb,
            String what,
            double sv,
            long sCalls,
            double bv,
            long bCalls,
            double scale,
            String format) {
        double sPer = sv / sCalls * scale;
        double bPer = bv / bCalls * scale;
        sb.append(String.format(
                Locale.ROOT,
                "%-44s %12s %12s %7.3f%n",
                what,
                String.format(Locale.ROOT, format, sPer),
                String.format(Locale.ROOT, format, bPer),
                sPer / bPer));
    }
}
