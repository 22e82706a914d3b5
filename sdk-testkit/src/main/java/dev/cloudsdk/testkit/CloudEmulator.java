package dev.cloudsdk.testkit;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ClientConfigBuilder;
import dev.cloudsdk.core.runtime.RuntimeDependencies;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.testkit.internal.AdminApi;
import dev.cloudsdk.testkit.internal.EmulatorDispatcher;
import dev.cloudsdk.testkit.internal.LoopbackServer;
import dev.cloudsdk.testkit.internal.Store;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Consumer;
import mockwebserver3.MockWebServer;
import org.jspecify.annotations.Nullable;

/**
 * An in-process, stateful fake of every operation of {@code api/openapi.yaml} over real HTTP on a loopback port,
 * for trying the SDK and testing code that uses it without a cloud account. It checks the bearer token and
 * {@code X-Region}, validates requests, keeps resources per region, answers 404 and 409 by its state rules,
 * finishes restores and restarts after a delay, and can inject faults. Thread-safe.
 *
 * <pre>{@code
 * try (CloudEmulator emulator = CloudEmulator.start()) {
 *     SeededLoadBalancer lb = emulator.seedLoadBalancer();
 *     Pool pool = LoadBalancerClient.create(emulator.config()).pools().create(lb.id(),
 *             CreatePoolRequest.builder().protocol(Protocol.HTTP).lbAlgorithm(LbAlgorithm.ROUND_ROBIN).build());
 * }
 * }</pre>
 * In JUnit 5 tests, {@link EmulatorExtension} starts and stops one for you. Closing is optional: its threads are
 * daemons (on the module path given two JVM options: testkit README, "Threads"). Each also serves an admin API
 * under {@code /_emulator/}, and {@code java -jar} on the testkit's {@code server} jar runs one as a server.
 */
public final class CloudEmulator implements AutoCloseable {
    /** The token of an emulator built with the defaults. */
    public static final String DEFAULT_TOKEN = "emulator-token";
    /** The region of an emulator built with the defaults. */
    public static final String DEFAULT_REGION = "eu-1";

    private final String token;
    private final String region;
    private final Store store;
    private final EmulatorDispatcher dispatcher;
    private final MockWebServer server;
    private final Object configLock = new Object();
    /** The config {@link #config()} hands out, made at its first call and again should someone close it. */
    private @Nullable ClientConfig config;

    private boolean closed;

    private CloudEmulator(Builder b) {
        this.token = b.token;
        this.region = b.region;
        this.store = new Store(b.transitionDelay, b.idSeed);
        this.dispatcher = new EmulatorDispatcher(store, b.token);
        dispatcher.admin(new AdminApi(this, store, dispatcher, b.afterAdminReset));
        this.server = LoopbackServer.start(dispatcher, b.port, b.requestTimeout, store::close);
    }

    /**
     * Starts one with the defaults: token {@value #DEFAULT_TOKEN}, region {@value #DEFAULT_REGION}, 1 s transitions.
     *
     * @return the running emulator
     * @throws UncheckedIOException when no loopback port can be opened
     */
    public static CloudEmulator start() {
        return builder().start();
    }

    /** @return a builder of an emulator with other settings */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * The emulator's own config for the SDK: its URL, token and default region. Every call returns the same one,
     * made at the first call (one connection pool, one retry budget, however many clients use it), and
     * {@link #close()} closes it. It is the emulator's: do not close it yourself. Where something else will close
     * the config it is given (a Spring context closes a {@code ClientConfig} bean), hand it
     * {@code configBuilder().build()} instead, a config of its own; should the shared one be closed all the same,
     * the next call makes a new one.
     *
     * @return the config
     * @throws IllegalStateException when the emulator is closed
     */
    public ClientConfig config() {
        synchronized (configLock) {
            if (closed) {
                throw new IllegalStateException("this CloudEmulator is closed; start a new one");
            }
            if (config == null || isClosed(config)) {
                config = configBuilder().build();
            }
            return config;
        }
    }

    /** @return whether someone closed the config (core refuses to make a client on a closed one) */
    private static boolean isClosed(ClientConfig config) {
        try {
            ServiceContext.of(config);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }

    /**
     * A config builder already set to this emulator's URL, token and region, to add settings to. Each
     * {@code build()} makes a new config with its own connection pool: close it when done with it.
     *
     * @return the builder
     */
    public ClientConfigBuilder configBuilder() {
        return ClientConfig.builder().baseUrl(baseUrl()).token(token).region(region);
    }

    /**
     * The URL the emulator listens on: {@code http://}, the host name of the loopback address ({@code localhost}
     * on every usual machine: it is the name the machine's resolver gives {@code 127.0.0.1}), the port and a
     * {@code /}, such as {@code http://localhost:40123/}.
     *
     * @return the base URL
     */
    public String baseUrl() {
        return server.url("/").toString();
    }

    /** @return the port it listens on */
    public int port() {
        return server.getPort();
    }

    /** @return the bearer token it accepts */
    public String token() {
        return token;
    }

    /** @return its default region: seeds without a region go there */
    public String region() {
        return region;
    }

    /** @return a load balancer with two listeners in the default region */
    public SeededLoadBalancer seedLoadBalancer() {
        return seedLoadBalancer(region, 2);
    }

    /**
     * @param region the region
     * @param listeners how many listeners it has
     * @return the seeded load balancer
     */
    public SeededLoadBalancer seedLoadBalancer(String region, int listeners) {
        return store.addLoadBalancer(Objects.requireNonNull(region, "region == null"), listeners);
    }

    /**
     * @param loadBalancerId a seeded load balancer
     * @return the ids of the pools under it, oldest first: those created, less any an operation deleted
     * @throws java.util.NoSuchElementException when it was not seeded
     */
    public List<UUID> pools(UUID loadBalancerId) {
        return store.pools(loadBalancerId);
    }

    /**
     * @param name the zone name; a trailing dot is added when missing
     * @return an empty zone in the default region
     */
    public SeededZone seedZone(String name) {
        return seedZone(region, name);
    }

    /**
     * @param region the region
     * @param name the zone name; a trailing dot is added when missing
     * @return an empty zone
     */
    public SeededZone seedZone(String region, String name) {
        return store.addZone(Objects.requireNonNull(region, "region == null"), Objects.requireNonNull(name, "name"));
    }

    /**
     * Adds a recordset with status {@code ACTIVE} and TTL 3600.
     *
     * @param zone the zone
     * @param name a name relative to the zone ({@code www}), or fully qualified with a trailing dot
     * @param type the type, such as {@code A}
     * @param records the record data
     * @return the recordset id
     * @throws IllegalArgumentException when the type is not one the API lists
     */
    public UUID seedRecordset(SeededZone zone, String name, String type, String... records) {
        return seedRecordset(zone, name, type, "ACTIVE", 3600, List.of(records));
    }

    /**
     * @param zone the zone
     * @param name a name relative to the zone, or fully qualified with a trailing dot
     * @param type the type, such as {@code A}
     * @param status the status, such as {@code ACTIVE} or {@code PENDING}
     * @param ttl the time to live
     * @param records the record data
     * @return the recordset id
     * @throws IllegalArgumentException when the type is not one the API lists
     */
    public UUID seedRecordset(SeededZone zone, String name, String type, String status, int ttl, List<String> records) {
        return store.addRecordset(zone.id(), name, type, status, ttl, records);
    }

    /**
     * Adds a zone filled with a realistic, reproducible mix of recordsets (apex SOA and NS, mostly A, AAAA and
     * CNAME, some of every other type, about 3% not {@code ACTIVE}), for pagination.
     *
     * @param name the zone name
     * @param count how many recordsets, such as 10,000
     * @param seed the random seed; the same seed gives the same names and types
     * @return the zone, in the default region
     */
    public SeededZone seedGeneratedZone(String name, int count, long seed) {
        SeededZone zone = seedZone(name);
        store.fillZone(zone, count, seed);
        return zone;
    }

    /**
     * @param status its state; only {@link BackupStatus#AVAILABLE} restores
     * @return the id of a database backup of a 20 GB instance
     */
    public UUID seedDatabaseBackup(BackupStatus status) {
        return store.seed(Store.Own.DATABASE_BACKUP, region, null, Objects.requireNonNull(status, "status == null"));
    }

    /**
     * @param id a seeded database backup
     * @param status its new state
     */
    public void setDatabaseBackupStatus(UUID id, BackupStatus status) {
        store.setStatus(Store.Own.DATABASE_BACKUP, id, Objects.requireNonNull(status, "status == null"));
    }

    /**
     * @param name the instance name
     * @param status its state
     * @return the id of a database instance in the default region
     */
    public UUID seedDatabaseInstance(String name, InstanceStatus status) {
        return store.seed(Store.Own.INSTANCE, region, name, Objects.requireNonNull(status, "status == null"));
    }

    /**
     * @param id an instance the emulator knows (seeded or restored)
     * @return a live view of its state
     * @throws java.util.NoSuchElementException when the emulator has no such instance
     */
    public DatabaseInstanceState databaseInstance(UUID id) {
        return new DatabaseInstanceState(store, id);
    }

    /**
     * @param status its state; only {@link BackupStatus#AVAILABLE} restores
     * @return the id of a 50 GB volume backup in the default region
     */
    public UUID seedVolumeBackup(BackupStatus status) {
        return seedVolumeBackup(region, status);
    }

    /**
     * @param region the region
     * @param status its state
     * @return the id of a 50 GB volume backup
     */
    public UUID seedVolumeBackup(String region, BackupStatus status) {
        return store.seed(Store.Own.VOLUME_BACKUP, region, null, Objects.requireNonNull(status, "status == null"));
    }

    /**
     * @param id a seeded volume backup
     * @param status its new state
     */
    public void setVolumeBackupStatus(UUID id, BackupStatus status) {
        store.setStatus(Store.Own.VOLUME_BACKUP, id, Objects.requireNonNull(status, "status == null"));
    }

    /**
     * @param name the volume name
     * @param status its state
     * @return the id of a volume in the default region
     */
    public UUID seedVolume(String name, VolumeStatus status) {
        return seedVolume(region, name, status);
    }

    /**
     * @param region the region
     * @param name the volume name
     * @param status its state
     * @return the id of a volume
     */
    public UUID seedVolume(String region, String name, VolumeStatus status) {
        return store.seed(Store.Own.VOLUME, region, name, Objects.requireNonNull(status, "status == null"));
    }

    /**
     * @param id a volume the emulator knows (seeded or created by a restore)
     * @return a live view of its state
     * @throws java.util.NoSuchElementException when the emulator has no such volume
     */
    public VolumeState volume(UUID id) {
        return new VolumeState(store, id);
    }

    /**
     * Seeds what makes an operation answer the 409 that {@code api/openapi.yaml} documents for it, such as a backup
     * in a state that cannot be restored, in the default region; the state is the operation's own rule's. The admin
     * API's {@code POST /_emulator/conflicts} calls it.
     *
     * @param op an operation whose document lists a 409
     * @return the value of each of its path parameters, by its name in the document: send the operation with these
     * @throws IllegalArgumentException when the operation documents no 409, or its 409 is the generic behaviour's (a
     *     key taken, reached by making a resource with the same key first)
     */
    public Map<String, String> seedConflict(ApiOperation op) {
        return dispatcher.conflict(Objects.requireNonNull(op, "op == null"), region);
    }

    /**
     * Makes the next {@code times} requests of an operation get a fault instead of (or on top of) the normal
     * answer. Faults queued for one operation apply in order.
     *
     * @param op the operation
     * @param times how many requests, at least 1
     * @param fault what to do
     * @throws IllegalArgumentException when times is below 1
     */
    public void injectFault(ApiOperation op, int times, Fault fault) {
        dispatcher.inject(Objects.requireNonNull(op, "op == null"), times, Objects.requireNonNull(fault, "fault"));
    }

    /** Drops every fault not yet used. */
    public void clearFaults() {
        dispatcher.clearFaults();
    }

    /**
     * @param op the operation
     * @return how many requests of it have arrived, those answered by faults included
     */
    public int requestCount(ApiOperation op) {
        return dispatcher.count(op);
    }

    /**
     * Makes this emulator as good as a freshly started one, on the same port and with the same settings: forgets
     * every resource, drops queued faults and pending transitions, sets every {@link #requestCount} to zero and
     * restarts the {@link Builder#idSeed} ids (request ids keep counting, so they stay unique in a log). Meant for
     * between tests, as {@link EmulatorExtension} does: a request in flight may see the state before or after it.
     */
    public void reset() {
        dispatcher.reset();
        store.reset();
    }

    /** @return whether it holds any resource or queued fault (what a reset would throw away) */
    boolean hasStateOrFaults() {
        return !store.isEmpty() || dispatcher.hasFaults();
    }

    /**
     * Stops the server and the pending transitions, and closes the {@link #config()} it handed out. Optional before
     * the JVM exits: see the class comment. Idempotent.
     */
    @Override
    public void close() {
        ClientConfig shared;
        synchronized (configLock) {
            closed = true;
            shared = config;
        }
        if (shared != null) {
            shared.close();
        }
        store.close();
        server.close();
    }

    @Override
    public String toString() {
        return "CloudEmulator{url=" + baseUrl() + ", region=" + region + ", token=****}";
    }

    /** Builds a {@link CloudEmulator} with other settings than the defaults. */
    public static final class Builder {
        private String token = DEFAULT_TOKEN;
        private String region = DEFAULT_REGION;
        private Duration transitionDelay = Duration.ofSeconds(1);
        private int port;
        private @Nullable Long idSeed;
        Duration requestTimeout = LoopbackServer.DEFAULT_TIMEOUT; // the server's --request-timeout-ms; tests
        Consumer<CloudEmulator> afterAdminReset = emulator -> {}; // after POST /_emulator/reset: the server seeds

        private Builder() {}

        /**
         * @param port the loopback port to listen on; 0, the default, takes a free one
         * @return this builder
         * @throws IllegalArgumentException when not between 0 and 65535
         */
        public Builder port(int port) {
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("port must be between 0 and 65535, was " + port);
            }
            this.port = port;
            return this;
        }

        /**
         * @param seed seeds every id it hands out: the same seeding gives the same ids, after a reset too
         * @return this builder
         */
        public Builder idSeed(long seed) {
            this.idSeed = seed;
            return this;
        }

        /**
         * @param token the bearer token the emulator accepts
         * @return this builder
         */
        public Builder token(String token) {
            this.token = Objects.requireNonNull(token, "token == null");
            return this;
        }

        /**
         * @param region the default region
         * @return this builder
         */
        public Builder region(String region) {
            this.region = Objects.requireNonNull(region, "region == null");
            return this;
        }

        /**
         * @param delay how long a restore or restart takes to finish; default 1 s
         * @return this builder
         * @throws IllegalArgumentException when negative
         */
        public Builder transitionDelay(Duration delay) {
            if (delay.isNegative()) {
                throw new IllegalArgumentException("transitionDelay must not be negative, was " + delay);
            }
            this.transitionDelay = delay;
            return this;
        }

        /**
         * @return the running emulator
         * @throws UncheckedIOException when it cannot listen on the port (taken, or none free)
         */
        public CloudEmulator start() {
            RuntimeDependencies.check();
            return new CloudEmulator(this);
        }
    }
}
