package dev.cloudsdk.testkit;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

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

    /** Every option but {@code --help}, with its default; the seed's is a random one, drawn at each parse. */
    static final Map<String, String> DEFAULTS = Map.ofEntries(
            Map.entry("port", "9400"),
            Map.entry("token", CloudEmulator.DEFAULT_TOKEN),
            Map.entry("region", CloudEmulator.DEFAULT_REGION),
            Map.entry("seed", ""),
            Map.entry("transition-delay-ms", "1000"),
            Map.entry("request-timeout-ms", "30000"),
            Map.entry("load-balancers", "1"),
            Map.entry("listeners", "2"),
            Map.entry("zones", "example.org"),
            Map.entry("recordsets", "100"),
            Map.entry("database-backups", "1"),
            Map.entry("database-instances", "1"),
            Map.entry("volume-backups", "1"),
            Map.entry("volumes", "1"));

    /**
     * @param args {@code --name value} or {@code --name=value} pairs
     * @return the options, with defaults for those not given
     * @throws IllegalArgumentException naming the option, for an unknown option, a missing or wrong value
     */
    static ServerOptions parse(String... args) {
        Map<String, String> given = new HashMap<>(DEFAULTS);
        given.put("seed", String.valueOf(ThreadLocalRandom.current().nextInt(1, 1_000_000)));
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                throw new IllegalArgumentException("expected an option such as --port, was '" + arg + "'");
            }
            int eq = arg.indexOf('=');
            String name = arg.substring(2, eq < 0 ? arg.length() : eq);
            if (!DEFAULTS.containsKey(name)) {
                throw new IllegalArgumentException("unknown option --" + name);
            }
            if (eq < 0 && i + 1 == args.length) {
                throw new IllegalArgumentException("--" + name + " needs a value");
            }
            given.put(name, eq < 0 ? args[++i] : arg.substring(eq + 1));
        }
        return new ServerOptions(
                (int) number(given, "port", 0, 65535),
                given.get("token"),
                given.get("region"),
                number(given, "seed", Long.MIN_VALUE, Long.MAX_VALUE),
                Duration.ofMillis(number(given, "transition-delay-ms", 0, Long.MAX_VALUE)),
                Duration.ofMillis(number(given, "request-timeout-ms", 1, Integer.MAX_VALUE)),
                (int) number(given, "load-balancers", 0, 1000),
                (int) number(given, "listeners", 0, 100),
                countOrList(given, "zones", i -> "zone-" + i + ".example.org", ServerOptions::zoneName),
                (int) number(given, "recordsets", 0, 1_000_000),
                states(given, "database-backups", BackupStatus.AVAILABLE),
                states(given, "database-instances", InstanceStatus.ACTIVE),
                states(given, "volume-backups", BackupStatus.AVAILABLE),
                states(given, "volumes", VolumeStatus.AVAILABLE));
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

    private static long number(Map<String, String> given, String option, long min, long max) {
        String value = given.get(option);
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
            Map<String, String> given, String option, IntFunction<T> nth, Function<String, T> parse) {
        String value = given.get(option);
        if (value.trim().matches("\\d+")) {
            return IntStream.rangeClosed(1, (int) number(given, option, 0, 1000))
                    .mapToObj(nth)
                    .toList();
        }
        try {
            return Arrays.stream(value.split(",")).map(String::trim).map(parse).toList();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--" + option + ": " + e.getMessage(), e);
        }
    }

    /** A count of {@code first}, or a comma-separated list of states of its type, in any case. */
    private static <E extends Enum<E>> List<E> states(Map<String, String> given, String option, E first) {
        return countOrList(given, option, i -> first, text -> {
            // A volume's states are written with '-' on the wire (in-use), with '_' in Java.
            String name = first instanceof VolumeStatus ? text.replace('-', '_') : text;
            E[] all = first.getDeclaringClass().getEnumConstants();
            return Arrays.stream(all)
                    .filter(e -> e.name().equalsIgnoreCase(name))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("'" + name + "' is no state of "
                            + first.getDeclaringClass().getSimpleName() + " (one of " + Arrays.toString(all)
                            + ", or a count)"));
        });
    }

    private static String zoneName(String name) {
        if (name.isEmpty() || name.equals(".")) {
            throw new IllegalArgumentException("a zone name is empty");
        }
        return name;
    }
}
