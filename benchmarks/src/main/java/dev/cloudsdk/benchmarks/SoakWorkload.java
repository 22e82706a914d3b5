package dev.cloudsdk.benchmarks;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.model.RestartDatabaseInstanceRequest;
import dev.cloudsdk.database.model.RestoreDatabaseBackupRequest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.loadbalancer.LoadBalancerClient;
import dev.cloudsdk.loadbalancer.model.CreatePoolRequest;
import dev.cloudsdk.loadbalancer.model.LbAlgorithm;
import dev.cloudsdk.loadbalancer.model.Protocol;
import dev.cloudsdk.storage.StorageClient;
import dev.cloudsdk.testkit.ApiOperation;
import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.Fault;
import dev.cloudsdk.testkit.InstanceStatus;
import java.time.Duration;
import java.util.SplittableRandom;
import java.util.UUID;

/**
 * What the soak's threads do: the five operations through clients of one shared config, the emulator's seeded
 * resources they act on, and the faults injected before a tenth of the calls.
 */
final class SoakWorkload {
    /** The share of calls before which a fault is queued for the operation about to be called. */
    static final double FAULT_RATE = 0.10;
    /** Read timeout of the soak's config: ten times a slow body's pause, so a slow body alone never trips it. */
    static final Duration READ_TIMEOUT = Duration.ofSeconds(1);
    /** Call deadline of the soak's config: the long slow body runs past it, the short one does not. */
    static final Duration CALL_TIMEOUT = Duration.ofSeconds(2);

    static final Duration SHORT_SLOW_BODY = Duration.ofMillis(400);
    static final Duration LONG_SLOW_BODY = Duration.ofSeconds(3);

    /** The five operations, in the order each thread cycles through them. */
    static final ApiOperation[] OPERATIONS = {
        ApiOperation.CREATE_POOL,
        ApiOperation.LIST_RECORDSETS,
        ApiOperation.RESTORE_DATABASE_BACKUP,
        ApiOperation.RESTORE_VOLUME_BACKUP,
        ApiOperation.RESTART_DATABASE_INSTANCE
    };

    /** The injected fault kinds, each chosen with equal chance. */
    enum FaultKind {
        /** 503 with an error body. */
        STATUS_503,
        /** 429 with {@code Retry-After: 1}. */
        STATUS_429_RETRY_AFTER,
        /** The request is read, then the connection is closed without an answer. */
        CONNECTION_RESET,
        /** The body in up to ten pieces over 400 ms (within the deadline) or 3 s (past it), even odds. */
        SLOW_BODY,
        /** Half the JSON body, framed by a matching Content-Length. */
        UNREADABLE_BODY
    }

    /** The resources of one emulator epoch (between two resets). */
    record Seeds(UUID loadBalancer, UUID zone, UUID databaseBackup, UUID instance, UUID volumeBackup) {
        static Seeds plant(CloudEmulator emulator) {
            return new Seeds(
                    emulator.seedLoadBalancer().id(),
                    emulator.seedGeneratedZone("soak.example.com.", 100, 17).id(),
                    emulator.seedDatabaseBackup(BackupStatus.AVAILABLE),
                    emulator.seedDatabaseInstance("soak-db", InstanceStatus.ACTIVE),
                    emulator.seedVolumeBackup(BackupStatus.AVAILABLE));
        }
    }

    private static final CreatePoolRequest POOL = CreatePoolRequest.builder()
            .name("soak")
            .description("soak pool")
            .protocol(Protocol.HTTP)
            .lbAlgorithm(LbAlgorithm.ROUND_ROBIN)
            .build();
    private static final ListRecordsetsRequest PAGE =
            ListRecordsetsRequest.builder().limit(20).build();
    private static final RestoreDatabaseBackupRequest RESTORE = RestoreDatabaseBackupRequest.named("soak-copy");

    private final CloudEmulator emulator;
    private final LoadBalancerClient lb;
    private final DnsClient dns;
    private final DatabaseClient db;
    private final StorageClient storage;

    SoakWorkload(CloudEmulator emulator, ClientConfig config) {
        this.emulator = emulator;
        this.lb = LoadBalancerClient.create(config);
        this.dns = DnsClient.create(config);
        this.db = DatabaseClient.create(config);
        this.storage = StorageClient.create(config);
    }

    /**
     * Makes one call of an operation on the seeds.
     *
     * @return what the SDK returned, never null on success
     */
    Object call(ApiOperation op, Seeds s) {
        return switch (op) {
            case CREATE_POOL -> lb.pools().create(s.loadBalancer(), POOL);
            case LIST_RECORDSETS -> dns.recordsets().listPage(s.zone(), PAGE);
            case RESTORE_DATABASE_BACKUP -> db.backups().restore(s.databaseBackup(), RESTORE);
            case RESTORE_VOLUME_BACKUP -> storage.backups().restore(s.volumeBackup());
            // Forced: a restart is accepted while the previous one is still rebooting.
            case RESTART_DATABASE_INSTANCE ->
                db.instances().restart(s.instance(), RestartDatabaseInstanceRequest.forced());
            // An operation added to the document joins the soak only when it is added to OPERATIONS and here.
            default -> throw new IllegalArgumentException(op + " is not in the soak's OPERATIONS");
        };
    }

    /**
     * With chance {@link #FAULT_RATE}, queues one fault for the next request of {@code op} (most often the call
     * this thread makes next, sometimes another thread's).
     *
     * @return the kind injected, or {@code null} for none
     */
    FaultKind maybeInject(ApiOperation op, SplittableRandom random) {
        if (random.nextDouble() >= FAULT_RATE) {
            return null;
        }
        FaultKind kind = FaultKind.values()[random.nextInt(FaultKind.values().length)];
        emulator.injectFault(
                op,
                1,
                switch (kind) {
                    case STATUS_503 -> Fault.status(503);
                    case STATUS_429_RETRY_AFTER -> Fault.status(429).withRetryAfter("1");
                    case CONNECTION_RESET -> Fault.disconnect();
                    case SLOW_BODY -> Fault.slowBody(random.nextBoolean() ? SHORT_SLOW_BODY : LONG_SLOW_BODY);
                    case UNREADABLE_BODY -> Fault.unreadableBody();
                });
        return kind;
    }
}
