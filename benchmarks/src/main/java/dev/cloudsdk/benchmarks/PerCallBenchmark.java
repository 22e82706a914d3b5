package dev.cloudsdk.benchmarks;

import dev.cloudsdk.core.Page;
import dev.cloudsdk.database.model.DatabaseInstance;
import dev.cloudsdk.dns.model.Recordset;
import dev.cloudsdk.loadbalancer.model.Pool;
import java.io.IOException;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Measurement 1: one call of each of the five operations over a kept-alive loopback connection, the SDK next to
 * the hand-written baseline. Methods are named {@code <operation>_sdk} and {@code <operation>_baseline} so the
 * report can pair them. Run with {@code -prof gc} for bytes allocated per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PerCallBenchmark {
    private Fixture f;

    /** Starts the server and the clients. */
    @Setup(Level.Trial)
    public void start() throws IOException {
        f = Fixture.start(0);
    }

    /** Stops them. */
    @TearDown(Level.Trial)
    public void stop() throws IOException {
        f.close();
    }

    @Benchmark
    public Pool createPool_sdk() {
        return f.lb.pools().create(Payloads.LB_ID, f.createPool);
    }

    @Benchmark
    public Baseline.Pool createPool_baseline() throws IOException {
        return f.baseline.createPool(Payloads.LB_ID, f.createPoolBaseline);
    }

    @Benchmark
    public Page<Recordset> listRecordsets_sdk() {
        return f.dns.recordsets().listPage(Payloads.ZONE_ID, f.listPage);
    }

    @Benchmark
    public Baseline.RecordsetPage listRecordsets_baseline() throws IOException {
        return f.baseline.listRecordsets(Payloads.ZONE_ID, Fixture.LIST_PAGE, null);
    }

    @Benchmark
    public DatabaseInstance restoreDatabaseBackup_sdk() {
        return f.db.backups().restore(Payloads.DB_BACKUP_ID, f.restoreDatabase);
    }

    @Benchmark
    public Baseline.DatabaseInstance restoreDatabaseBackup_baseline() throws IOException {
        return f.baseline.restoreDatabaseBackup(Payloads.DB_BACKUP_ID, f.restoreDatabaseBaseline);
    }

    @Benchmark
    public UUID restoreVolumeBackup_sdk() {
        return f.storage.backups().restore(Payloads.VOLUME_BACKUP_ID);
    }

    @Benchmark
    public UUID restoreVolumeBackup_baseline() throws IOException {
        return f.baseline.restoreVolumeBackup(Payloads.VOLUME_BACKUP_ID);
    }

    @Benchmark
    public String restartDatabaseInstance_sdk() {
        return f.db.instances().restart(Payloads.DB_INSTANCE_ID);
    }

    @Benchmark
    public String restartDatabaseInstance_baseline() throws IOException {
        return f.baseline.restartDatabaseInstance(Payloads.DB_INSTANCE_ID);
    }
}
