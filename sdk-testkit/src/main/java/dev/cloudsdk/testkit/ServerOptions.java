package dev.cloudsdk.testkit;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

/**
 * The command line of {@link EmulatorServer}: where the emulator listens, and what it seeds. Every seed option
 * takes a count or a comma-separated list (of zone names, or of states, one resource each).
 */
record ServerOptions(
        int port,
        String token,
        String region,
        long seed,
        Duration transitionDelay,
        Duration requestTimeout,
        int loadBalancers,
        int listeners,
        List<String> zones,
        int recordsets,
        List<BackupStatus> databaseBackups,
        List<InstanceStatus> databaseInstances,
        List<BackupStatus> volumeBackups,
        List<VolumeStatus> volumes) {

    static final String USAGE = """
            Usage: java -jar sdk-testkit-<version>-server.jar [options]

            Runs the cloudsdk emulator on a loopback port until Ctrl-C. Options (default in brackets):
              --port N                  the loopback port; 0 takes a free one [9400]
              --token T                 the bearer token it accepts [emulator-token]
              --region R                the region of everything seeded [eu-1]
              --seed N                  makes ids and recordsets reproducible [a random one, printed]
              --transition-delay-ms N   how long restores and restarts take [1000]
              --request-timeout-ms N    how long a request may take to arrive whole (then 408), and a
                                        connection may stay idle (then closed) [30000]
              --load-balancers N        load balancers to seed [1]
              --listeners N             listeners of each load balancer [2]
              --zones N|NAME,...        zones to seed: a count, or their names [example.org]
              --recordsets N            recordsets of each zone, apex SOA and NS included [100]
              --database-backups N|STATE,...    AVAILABLE CREATING ERROR DELETING [1: AVAILABLE]
              --database-instances N|STATE,...  ACTIVE BUILD RESTORING REBOOT ERROR [1: ACTIVE]
              --volume-backups N|STATE,...      AVAILABLE CREATING ERROR DELETING [1: AVAILABLE]
              --volumes N|STATE,...             available in-use restoring-backup [1: available]
              --help                    this text
            The admin API (faults, reset, state) is under /_emulator/; see the testkit README.
            """;

    private static final List<String> NAMES = List.of(
            "port",
            "token",
            "region",
            "seed",
            "transition-delay-ms",
            "request-timeout-ms",
            "load-balancers",
            "listeners",
            "zones",
            "recordsets",
            "database-backups",
            "database-instances",
            "volume-backups",
            "volumes");

    /**
     * @param args {@code --name value} or {@code --name=value} pairs
     * @return the options, with defaults for those not given
     * @throws IllegalArgumentException naming the option, for an unknown option, a missing or wrong value
     */
    static ServerOptions parse(String... args) {
        Map<String, String> given = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                throw new IllegalArgumentException("expected an option such as --port, was '" + arg + "'");
            }
            int eq = arg.indexOf('=');
            String name = arg.substring(2, eq < 0 ? arg.length() : eq);
            if (!NAMES.contains(name)) {
                throw new IllegalArgumentException("unknown option --" + name);
            }
            if (eq < 0 && i + 1 == args.length) {
                throw new IllegalArgumentException("--" + name + " needs a value");
            }
            given.put(name, eq < 0 ? args[++i] : arg.substring(eq + 1));
        }
        long seed = given.containsKey("seed")
                ? number("seed", given.get("seed"), Long.MIN_VALUE, Long.MAX_VALUE)
                : ThreadLocalRandom.current().nextInt(1, 1_000_000);
        return new ServerOptions(
                (int) number("port", given.getOrDefault("port", "9400"), 0, 65535),
                given.getOrDefault("token", CloudEmulator.DEFAULT_TOKEN),
                given.getOrDefault("region", CloudEmulator.DEFAULT_REGION),
                seed,
                Duration.ofMillis(number(
                        "transition-delay-ms", given.getOrDefault("transition-delay-ms", "1000"), 0, Long.MAX_VALUE)),
                Duration.ofMillis(number(
                        "request-timeout-ms", given.getOrDefault("request-timeout-ms", "30000"), 1, Integer.MAX_VALUE)),
                (int) number("load-balancers", given.getOrDefault("load-balancers", "1"), 0, 1000),
                (int) number("listeners", given.getOrDefault("listeners", "2"), 0, 100),
                countOrList(
                        "zones",
                        given.getOrDefault("zones", "example.org"),
                        i -> "zone-" + i + ".example.org",
                        ServerOptions::zoneName),
                (int) number("recordsets", given.getOrDefault("recordsets", "100"), 0, 1_000_000),
                countOrList(
                        "database-backups",
                        given.getOrDefault("database-backups", "1"),
                        i -> BackupStatus.AVAILABLE,
                        s -> state(BackupStatus.class, s)),
                countOrList(
                        "database-instances",
                        given.getOrDefault("database-instances", "1"),
                        i -> InstanceStatus.ACTIVE,
                        s -> state(InstanceStatus.class, s)),
                countOrList(
                        "volume-backups",
                        given.getOrDefault("volume-backups", "1"),
                        i -> BackupStatus.AVAILABLE,
                        s -> state(BackupStatus.class, s)),
                countOrList(
                        "volumes",
                        given.getOrDefault("volumes", "1"),
                        i -> VolumeStatus.AVAILABLE,
                        s -> state(VolumeStatus.class, s.replace('-', '_'))));
    }

    /** @return a builder of the emulator these options describe (seeding comes after it starts) */
    CloudEmulator.Builder builder() {
        CloudEmulator.Builder builder = CloudEmulator.builder()
                .port(port)
                .token(token)
                .region(region)
                .idSeed(seed)
                .transitionDelay(transitionDelay);
        builder.requestTimeout = requestTimeout;
        return builder;
    }

    /**
     * Seeds the emulator, always in the same order, so that with the same seed the ids are the same: after a
     * start and after every reset.
     *
     * @return one line per seeded resource, for the banner
     */
    List<String> seed(CloudEmulator emulator) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < loadBalancers; i++) {
            SeededLoadBalancer lb = emulator.seedLoadBalancer(region, listeners);
            lines.add(line("load balancer", lb.id().toString()));
            lb.listenerIds().forEach(listener -> lines.add(line("  listener", listener.toString())));
        }
        for (int i = 0; i < zones.size(); i++) {
            SeededZone zone = emulator.seedGeneratedZone(zones.get(i), recordsets, seed + i);
            lines.add(line("zone", zone.id() + "  " + zone.name() + " with " + recordsets + " recordsets"));
        }
        for (BackupStatus status : databaseBackups) {
            lines.add(line("database backup", emulator.seedDatabaseBackup(status) + "  " + status));
        }
        for (int i = 0; i < databaseInstances.size(); i++) {
            String name = "db-" + (i + 1);
            UUID id = emulator.seedDatabaseInstance(name, databaseInstances.get(i));
            lines.add(line("database instance", id + "  " + name + " " + databaseInstances.get(i)));
        }
        for (BackupStatus status : volumeBackups) {
            lines.add(line("volume backup", emulator.seedVolumeBackup(status) + "  " + status));
        }
        for (int i = 0; i < volumes.size(); i++) {
            String name = "volume-" + (i + 1);
            UUID id = emulator.seedVolume(name, volumes.get(i));
            lines.add(line("volume", id + "  " + name + " " + volumes.get(i).wireValue()));
        }
        return lines;
    }

    static String line(String label, String value) {
        return String.format(Locale.ROOT, "  %-18s %s", label, value);
    }

    private static long number(String option, String value, long min, long max) {
        try {
            long n = Long.parseLong(value.trim());
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // Reported below, with the option's name.
        }
        throw new IllegalArgumentException("--" + option + " must be a whole number"
                + (min == Long.MIN_VALUE ? "" : " from " + min + " to " + max) + ", was '" + value + "'");
    }

    /** A count (that many of {@code nth(1..n)}) or a comma-separated list of values. */
    private static <T> List<T> countOrList(
            String option, String value, Function<Integer, T> nth, Function<String, T> parse) {
        if (value.trim().matches("\\d+")) {
            int n = (int) number(option, value, 0, 1000);
            List<T> list = new ArrayList<>();
            for (int i = 1; i <= n; i++) {
                list.add(nth.apply(i));
            }
            return Collections.unmodifiableList(list);
        }
        try {
            return Arrays.stream(value.split(",")).map(String::trim).map(parse).toList();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--" + option + ": " + e.getMessage(), e);
        }
    }

    private static String zoneName(String name) {
        if (name.isEmpty() || name.equals(".")) {
            throw new IllegalArgumentException("a zone name is empty");
        }
        return name;
    }

    private static <E extends Enum<E>> E state(Class<E> type, String text) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(text)) {
                return e;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is no state of " + type.getSimpleName() + " (one of "
                + Arrays.toString(type.getEnumConstants()) + ", or a count)");
    }
}
