package dev.cloudsdk.benchmarks;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;

/**
 * A deterministic guard on per-call cost: time on a shared 2-core machine is noise, but the bytes a call
 * allocates on its thread are the same run after run. For each operation, the SDK's bytes per call must stay
 * within 1.10 times the hand-written OkHttp + Jackson baseline's, measured the same way against the same loopback
 * server after a warm-up. (The full benchmark, with JMH's {@code -prof gc}, reports all threads; see RESULTS.md.)
 */
class AllocationGuardTest {
    private static final int WARM_UP = 3_000;
    private static final int MEASURED = 2_000;
    private static final double MAX_RATIO = 1.10;

    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    @Test
    void everyOperationAllocatesWithinTenPercentOfTheHandWrittenBaseline() throws Exception {
        Map<String, double[]> bytes = new LinkedHashMap<>();
        try (Fixture f = Fixture.start(0)) {
            measure(
                    bytes,
                    "createPool",
                    () -> f.lb.pools().create(Payloads.LB_ID, f.createPool),
                    () -> f.baseline.createPool(Payloads.LB_ID, f.createPoolBaseline));
            measure(
                    bytes,
                    "listRecordsets",
                    () -> f.dns.recordsets().listPage(Payloads.ZONE_ID, f.listPage),
                    () -> f.baseline.listRecordsets(Payloads.ZONE_ID, Fixture.LIST_PAGE, null));
            measure(
                    bytes,
                    "restoreDatabaseBackup",
                    () -> f.db.backups().restore(Payloads.DB_BACKUP_ID, f.restoreDatabase),
                    () -> f.baseline.restoreDatabaseBackup(Payloads.DB_BACKUP_ID, f.restoreDatabaseBaseline));
            measure(
                    bytes,
                    "restoreVolumeBackup",
                    () -> f.storage.backups().restore(Payloads.VOLUME_BACKUP_ID),
                    () -> f.baseline.restoreVolumeBackup(Payloads.VOLUME_BACKUP_ID));
            measure(
                    bytes,
                    "restartDatabaseInstance",
                    () -> f.db.instances().restart(Payloads.DB_INSTANCE_ID),
                    () -> f.baseline.restartDatabaseInstance(Payloads.DB_INSTANCE_ID));
        }
        StringBuilder report = new StringBuilder();
        boolean ok = true;
        for (Map.Entry<String, double[]> e : bytes.entrySet()) {
            double ratio = e.getValue()[0] / e.getValue()[1];
            ok &= ratio <= MAX_RATIO;
            report.append(String.format(
                    "%-24s SDK %,9.0f B/call  baseline %,9.0f B/call  ratio %.3f%n",
                    e.getKey(), e.getValue()[0], e.getValue()[1], ratio));
        }
        System.out.print(report);
        assertTrue(ok, "allocation per call over " + MAX_RATIO + " times the baseline:\n" + report);
    }

    private static void measure(Map<String, double[]> into, String name, Callable<?> sdk, Callable<?> baseline)
            throws Exception {
        run(sdk, WARM_UP);
        run(baseline, WARM_UP);
        into.put(name, new double[] {bytesPerCall(sdk), bytesPerCall(baseline)});
    }

    private static double bytesPerCall(Callable<?> call) throws Exception {
        long before = THREADS.getCurrentThreadAllocatedBytes();
        run(call, MEASURED);
        return (THREADS.getCurrentThreadAllocatedBytes() - before) / (double) MEASURED;
    }

    private static void run(Callable<?> call, int times) throws Exception {
        for (int i = 0; i < times; i++) {
            if (call.call() == null) {
                throw new IllegalStateException("a call returned nothing");
            }
        }
    }
}
