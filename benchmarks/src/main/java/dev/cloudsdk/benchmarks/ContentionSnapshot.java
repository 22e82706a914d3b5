package dev.cloudsdk.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import com.sun.management.ThreadMXBean;
import java.io.File;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.nio.file.Files;
import java.util.Map;
import java.util.TreeMap;

/** Everything counted at one instant; a round's figure is the difference of two. */
record ContentionSnapshot(
        long processCpu,
        long gcCount,
        long gcMillis,
        long connects,
        long acquired,
        long httpCalls,
        long accepted,
        Map<String, long[]> byThread,
        ProcCounts process,
        Map<String, ProcCounts> procByThread,
        long heldNanos,
        long inUseAtAcquire) {
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    static ContentionSnapshot take(ContentionCounter c, LoopbackServer server) {
        Map<String, long[]> by = new TreeMap<>();
        long[] ids = THREADS.getAllThreadIds();
        long[] cpu = THREADS.getThreadCpuTime(ids);
        long[] bytes = THREADS.getThreadAllocatedBytes(ids);
        ThreadInfo[] infos = THREADS.getThreadInfo(ids);
        for (int i = 0; i < ids.length; i++) {
            if (infos[i] == null || cpu[i] < 0) {
                continue;
            }
            String group = ContentionCounts.group(infos[i].getThreadName());
            if (group.equals("bench-")) {
                continue; // the calling threads count themselves (Concurrency.Result)
            }
            long[] v = by.computeIfAbsent(group, k -> new long[2]);
            v[0] += cpu[i];
            v[1] += Math.max(0, bytes[i]);
        }
        by.computeIfAbsent("loopback-conn", k -> new long[2])[0] += server.endedThreadsCpuNanos();
        long gcCount = 0;
        long gcMillis = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            gcCount += Math.max(0, gc.getCollectionCount());
            gcMillis += Math.max(0, gc.getCollectionTime());
        }
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        return new ContentionSnapshot(
                os.getProcessCpuTime(),
                gcCount,
                gcMillis,
                c.connects.sum(),
                c.acquired.sum(),
                c.calls.sum(),
                server.accepted(),
                by,
                ProcCounts.process(),
                procByThread(server),
                c.heldNanos.sum(),
                c.inUseAtAcquire.sum());
    }

    /** Every thread's {@code /proc} counts by group, the JVM's own (GC, JIT) included; not the callers'. */
    private static Map<String, ProcCounts> procByThread(LoopbackServer server) {
        Map<String, ProcCounts> by = new TreeMap<>();
        by.put("loopback-conn", server.endedThreadsProc());
        File[] tasks = new File("/proc/self/task").listFiles();
        for (File task : tasks == null ? new File[0] : tasks) {
            String comm;
            try {
                comm = Files.readString(task.toPath().resolve("comm")).trim();
            } catch (IOException e) {
                continue; // ended meanwhile
            }
            String group = ContentionCounts.procGroup(comm);
            if (group.equals("bench-")) {
                continue;
            }
            by.merge(group, ProcCounts.read(task.toPath()), ProcCounts::plus);
        }
        return by;
    }
}
