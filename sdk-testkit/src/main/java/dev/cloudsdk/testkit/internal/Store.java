package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.testkit.BackupStatus;
import dev.cloudsdk.testkit.SeededLoadBalancer;
import dev.cloudsdk.testkit.SeededZone;
import dev.cloudsdk.testkit.VolumeStatus;
import java.time.Duration;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NavigableSet;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Random;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;
import java.util.UUID;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;

/**
 * Every resource of one emulator, and the clock of its asynchronous work. One lock (this object) guards all
 * state: handlers hold it while they check a state and change it, so concurrent requests see each change whole.
 * Beside the resources, the rules more than one handler reads: which backups restore ({@link #restorable}), and
 * the state a conflict hook seeds ({@link #seedRefused}); and the seeding of a generated zone ({@link #fillZone})
 * and the wait of a state view ({@link #awaitStatus}).
 */
public final class Store {
    /** The recordset types the API lists, in the order messages name them. */
    static final SortedSet<String> RECORD_TYPES = Collections.unmodifiableSortedSet(new TreeSet<>(
            Set.of("A", "AAAA", "CNAME", "MX", "NS", "PTR", "SOA", "SPF", "SRV", "SSHFP", "TXT", "CAA", "NAPTR")));

    /**
     * The kinds of the emulator's own resources, held in {@link #own} without a scope, by their ids' text, in the
     * order of their sections in the admin API's state: each as the JSON its section shows (but for what the state
     * reads from elsewhere: a load balancer's pools, a zone's count of recordsets), then, for a kind with a state,
     * the member only the rules read, "_generation", which the state leaves out: bumped on every change of state, so
     * that a stale scheduled transition knows to do nothing.
     */
    public enum Own {
        LOAD_BALANCER("load balancer", "load_balancers"),
        ZONE("zone", "zones"),
        DATABASE_BACKUP("database backup", "database_backups"),
        INSTANCE("database instance", "database_instances"),
        VOLUME_BACKUP("volume backup", "volume_backups"),
        VOLUME("volume", "volumes");

        final Resources.Kind kind;
        /** The member of the admin state that lists this kind; its name in messages may change, this may not. */
        final String section;

        Own(String name, String section) {
            this.kind = new Resources.Kind(name, "id", Set.of(), "{}");
            this.section = section;
        }
    }
    /** The resources of the {@link Own} kinds, which the document does not describe: their rules are hand-written. */
    final Resources own = new Resources(this);
    /**
     * The recordsets of each zone, by the zone's id, in list order (name, type, id), each held as the JSON the list
     * answers: a recordset is never updated, so its action is always {@code NONE} and its {@code updated_at} its
     * {@code created_at}.
     */
    final Map<UUID, NavigableSet<ObjectNode>> recordsets = new HashMap<>();
    /**
     * The resources the document describes with {@code x-cloudsdk-resource}: the generic behaviour's, and the pools
     * the hand-written create makes.
     */
    final Resources resources = new Resources(this);
    /** The name of the pool under {@code x-cloudsdk-resources} in {@code api/openapi.yaml}: its kind's name. */
    static final String POOL_KIND = "pool";

    private final Duration transitionDelay;
    private final ScheduledExecutorService scheduler;
    private final Long idSeed;
    private Random ids;

    /**
     * @param transitionDelay how long accepted work (restore, restart) takes to finish
     * @param idSeed the seed of every id the store makes, for reproducible ids; {@code null} for random ids
     */
    public Store(Duration transitionDelay, Long idSeed) {
        this.transitionDelay = transitionDelay;
        this.idSeed = idSeed;
        this.ids = idSeed == null ? null : new Random(idSeed);
        this.scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "cloud-emulator-transitions");
            t.setDaemon(true);
            return t;
        });
    }

    /** Stops the pending transitions. */
    public void close() {
        scheduler.shutdownNow();
    }

    /**
     * Forgets every resource, and starts the ids from their seed again. A transition still pending changes only a
     * resource no longer held: a no-op.
     */
    public synchronized void reset() {
        ids = idSeed == null ? null : new Random(idSeed);
        recordsets.clear();
        resources.clear();
        own.clear();
    }

    /** @return whether it holds no resource at all */
    public synchronized boolean isEmpty() {
        return resources.isEmpty() && own.isEmpty();
    }

    /** @return a new (version 4) id: random, or the next of the seeded sequence */
    synchronized UUID newId() {
        if (ids == null) {
            return UUID.randomUUID();
        }
        long high = (ids.nextLong() & ~0xF000L) | 0x4000L;
        long low = (ids.nextLong() & 0x3FFFFFFFFFFFFFFFL) | 0x8000000000000000L;
        return new UUID(high, low);
    }

    /**
     * Sets a database instance's or a volume's state to {@code now} ({@link #set}), and moves it to {@code next} after
     * the transition delay, under the lock, unless its state changed in between.
     */
    void finishLater(ObjectNode r, Enum<?> now, Enum<?> next) {
        set(r, now);
        long generation = r.get("_generation").asLong();
        scheduler.schedule(
                () -> {
                    synchronized (this) {
                        if (r.get("_generation").asLong() == generation) {
                            r.put("status", wire(next));
                        }
                    }
                },
                transitionDelay.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /** Sets a database instance's or a volume's state, cancelling any transition still pending for it. */
    static void set(ObjectNode r, Enum<?> status) {
        r.put("status", wire(status)).put("_generation", r.path("_generation").asLong() + 1);
    }

    /** @return a state as the API writes it: a volume's in lower case ({@link VolumeStatus#wireValue()}) */
    static String wire(Enum<?> status) {
        return status instanceof VolumeStatus v ? v.wireValue() : status.name();
    }

    /** @return the state of a backup, database instance or volume */
    public static <S extends Enum<S>> S status(ObjectNode r, Class<S> states) {
        // The inverse of wire: a volume's in-use is IN_USE.
        return Enum.valueOf(
                states, r.get("status").asText().toUpperCase(Locale.ROOT).replace('-', '_'));
    }

    /**
     * @param name its name; {@code null} for a backup or a load balancer, which have none
     * @param status its state; {@code null} for a load balancer or a zone, which have none
     * @return a new resource of an own kind, held under its new id, as the admin state shows it:
     *     {@code {"id", "region", "name", "status"}}, and a volume's {@code "restored_from": null}
     */
    synchronized ObjectNode add(Own kind, String region, @Nullable String name, @Nullable Enum<?> status) {
        ObjectNode r = Wire.object().put("id", newId().toString()).put("region", region);
        if (name != null) {
            r.put("name", name);
        }
        if (status != null) {
            r.put("status", wire(status));
        }
        if (kind == Own.VOLUME) {
            r.putNull("restored_from");
        }
        own.hold(kind.kind, List.of(), r);
        return r;
    }

    /** @return the id of a seeded backup, database instance or volume ({@link #add}) */
    public UUID seed(Own kind, String region, @Nullable String name, Enum<?> status) {
        return UUID.fromString(add(kind, region, name, status).get("id").asText());
    }

    /** @return the resource of an own kind with that id, or {@code null} when there is none */
    @Nullable
    ObjectNode find(Own kind, UUID id) {
        return own.find(kind.kind, List.of(), id.toString());
    }

    /** @return a seeded load balancer with {@code listeners} listeners */
    public synchronized SeededLoadBalancer addLoadBalancer(String region, int listeners) {
        ObjectNode r = add(Own.LOAD_BALANCER, region, null, null);
        List<UUID> listenerIds = Stream.generate(this::newId).limit(listeners).toList();
        r.set("listener_ids", Wire.MAPPER.valueToTree(listenerIds));
        return new SeededLoadBalancer(UUID.fromString(r.get("id").asText()), region, listenerIds);
    }

    /**
     * @return the ids of the pools held under a load balancer, oldest first: read from {@link #resources}, the one
     *     store of pools, so a pool the generic behaviour deleted is gone from here too
     */
    public synchronized List<UUID> pools(UUID loadBalancerId) {
        ObjectNode lb = find(Own.LOAD_BALANCER, loadBalancerId);
        if (lb == null) {
            throw new NoSuchElementException("no load balancer " + loadBalancerId);
        }
        return resources.keys(POOL_KIND, poolScope(lb.get("region").asText(), loadBalancerId)).stream()
                .map(UUID::fromString)
                .toList();
    }

    /**
     * @return the scope of a load balancer's pools in {@link #resources}, as the operations on
     *     {@code /v1/load-balancers/{load_balancer_id}/pools} name it: the region, then the load balancer's id
     */
    static List<String> poolScope(String region, UUID loadBalancerId) {
        return List.of(region, loadBalancerId.toString());
    }

    /** @return a seeded, empty zone */
    public synchronized SeededZone addZone(String region, String name) {
        String fqdn = name.endsWith(".") ? name : name + ".";
        UUID id = UUID.fromString(add(Own.ZONE, region, fqdn, null).get("id").asText());
        recordsets.put(id, new TreeSet<>(LIST_ORDER));
        return new SeededZone(id, region, fqdn);
    }

    /**
     * @return the id of a recordset added to a zone; a relative name is put under the zone
     * @throws IllegalArgumentException when the type is not one the API lists
     */
    public synchronized UUID addRecordset(
            UUID zoneId, String name, String type, String status, int ttl, List<String> records) {
        if (!RECORD_TYPES.contains(type)) {
            throw new IllegalArgumentException("type must be one of " + RECORD_TYPES + ", was " + type);
        }
        ObjectNode zone = find(Own.ZONE, zoneId);
        if (zone == null) {
            throw new NoSuchElementException("no zone " + zoneId);
        }
        String zoneName = zone.get("name").asText();
        String fqdn = name.endsWith(".") ? name : name + "." + zoneName;
        UUID id = newId();
        String now = Wire.now();
        ObjectNode r = Wire.object()
                .put("id", id.toString())
                .put("crn", "crn:" + zone.get("region").asText() + ":dns:recordset:" + id)
                .put("zone_id", zoneId.toString())
                .put("zone_name", zoneName)
                .put("name", fqdn.toLowerCase(Locale.ROOT))
                .put("description", type + " record of " + fqdn)
                .put("status", status)
                .put("action", "NONE")
                .put("type", type)
                .put("ttl", ttl);
        List.copyOf(records).forEach(r.putArray("records")::add);
        recordsets.get(zoneId).add(r.put("created_at", now).put("updated_at", now));
        return id;
    }

    /**
     * What a live view reads of a database instance or a volume.
     *
     * @param kind {@link Own#INSTANCE} or {@link Own#VOLUME}
     * @return a copy of it, taken whole under the lock
     * @throws NoSuchElementException when the emulator has none with that id
     */
    public synchronized ObjectNode read(Own kind, UUID id) {
        return require(kind, id).deepCopy();
    }

    /**
     * Waits until a database instance or a volume reaches a state, reading it every 10 ms.
     *
     * @throws IllegalStateException when the state is not reached in time
     * @throws CancellationException when interrupted (the interrupt flag is kept)
     */
    public <S extends Enum<S>> void awaitStatus(Own kind, UUID id, Class<S> states, S expected, Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (status(read(kind, id), states) != expected) {
            if (System.nanoTime() - deadline >= 0) {
                throw new IllegalStateException(kind.kind.name() + " " + id + " is still "
                        + status(read(kind, id), states) + ", not " + expected + ", after " + timeout);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("interrupted while waiting");
            }
        }
    }

    /** Sets the state of a resource of an own kind, cancelling any transition still pending for it. */
    public synchronized void setStatus(Own kind, UUID id, Enum<?> status) {
        set(require(kind, id), Objects.requireNonNull(status, "status == null"));
    }

    private ObjectNode require(Own kind, UUID id) {
        ObjectNode found = find(kind, id);
        if (found == null) {
            throw new NoSuchElementException("the emulator has no " + kind.kind.name() + " " + id);
        }
        return found;
    }
    /**
     * The resource a request names, under the lock.
     *
     * @param region the region the request names, or {@code null} where its path names none
     * @throws ApiError 404 when there is none (in the region)
     */
    ObjectNode inRegion(Own kind, UUID id, @Nullable String region) {
        ObjectNode r = find(kind, id);
        if (r == null || (region != null && !r.get("region").asText().equals(region))) {
            throw ApiError.notFound(
                    kind.kind.name() + " " + id + " not found" + (region == null ? "" : " in region " + region));
        }
        return r;
    }

    /** @return whether a backup in that state can be restored, database or volume: only an AVAILABLE one */
    static boolean restorable(BackupStatus status) {
        return status == BackupStatus.AVAILABLE;
    }

    /**
     * @param kind {@link Own#DATABASE_BACKUP} or {@link Own#VOLUME_BACKUP}, its name the messages' word
     * @param region the region the request names, or {@code null} where its path names none (a database backup)
     * @return the backup a restore starts from
     * @throws ApiError 404 when there is none (in the region); 409 when it is not {@link #restorable}
     */
    ObjectNode restorable(Own kind, UUID id, String region) {
        ObjectNode backup = inRegion(kind, id, region);
        BackupStatus status = status(backup, BackupStatus.class);
        if (!restorable(status)) {
            throw ApiError.conflict(
                    kind.kind.name() + " " + id + " is " + status + "; only an AVAILABLE backup can be restored");
        }
        return backup;
    }

    /**
     * What a conflict hook ({@code <operationId>Conflict}) seeds: a resource in the first state of its type that the
     * operation's rule refuses, taken from the rule itself, so that the two cannot disagree.
     *
     * @param parameter the operation's path parameter that names the resource
     * @param name its name; {@code null} for a backup
     * @param allowed the rule: whether the operation accepts a resource in a state
     * @return the parameter's value: the resource's id
     * @throws IllegalStateException when the rule refuses no state: then none produces the operation's 409
     */
    <S extends Enum<S>> Map<String, String> seedRefused(
            String parameter, Own kind, String region, @Nullable String name, Class<S> states, Predicate<S> allowed) {
        S refused = Arrays.stream(states.getEnumConstants())
                .filter(allowed.negate())
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(
                        "no " + states.getSimpleName() + " is refused: no state produces the 409"));
        return Map.of(parameter, seed(kind, region, name, refused).toString());
    }

    /** The list order of a zone's recordsets: name, type, then id. */
    private static final Comparator<ObjectNode> LIST_ORDER = Comparator.comparing(
                    (ObjectNode r) -> r.get("name").asText())
            .thenComparing(r -> r.get("type").asText())
            .thenComparing(r -> UUID.fromString(r.get("id").asText()));

    private static final String[] WORDS = {
        "www", "api", "mail", "app", "cdn", "vpn", "db", "git", "ci", "static", "img", "auth", "shop", "blog", "docs",
        "status", "grafana", "k8s", "edge", "sip"
    };
    private static final String[] SITES = {"", "-eu", "-us", "-ap", "-staging", "-dev"};
    /** Cumulative weights per type, out of 1000. */
    private static final String[] WEIGHTED_TYPES = {
        "A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA", "PTR", "SPF", "SSHFP", "NAPTR", "NS"
    };

    private static final int[] WEIGHTS = {420, 580, 760, 810, 900, 940, 960, 975, 985, 992, 997, 1000};

    /**
     * Fills a zone with a realistic, reproducible mix of recordsets: the apex SOA and NS, then hosts named like a
     * real estate of services ({@code www-12}, {@code api-eu-340}), mostly A, AAAA and CNAME, some MX, TXT, SRV and
     * CAA, a few of every other type; a small share not {@code ACTIVE}. The same seed gives the same names and types.
     *
     * @param seeded a seeded zone
     * @param count how many recordsets to add, the apex SOA and NS included
     * @param seed the random seed
     */
    public void fillZone(SeededZone seeded, int count, long seed) {
        Random random = new Random(seed);
        UUID zoneId = seeded.id();
        String zone = seeded.name();
        if (count >= 1) {
            String soa = "ns1.example.net. hostmaster." + zone + " 2024010101 3600 600 86400 3600";
            addRecordset(zoneId, zone, "SOA", "ACTIVE", 3600, List.of(soa));
        }
        if (count >= 2) {
            addRecordset(zoneId, zone, "NS", "ACTIVE", 86400, List.of("ns1.example.net.", "ns2.example.net."));
        }
        for (int i = 2; i < count; i++) {
            // The first type whose cumulative weight is above the roll: a weight the roll equals is the type's end.
            int at = Arrays.binarySearch(WEIGHTS, random.nextInt(1000));
            String type = WEIGHTED_TYPES[at < 0 ? -at - 1 : at + 1];
            String host = WORDS[random.nextInt(WORDS.length)] + SITES[random.nextInt(SITES.length)] + "-" + i;
            int roll = random.nextInt(100);
            String status = roll < 97 ? "ACTIVE" : roll < 99 ? "PENDING" : "ERROR";
            int ttl = new int[] {60, 300, 300, 3600, 3600, 86400}[random.nextInt(6)];
            addRecordset(zoneId, host, type, status, ttl, records(type, host, zone, random));
        }
    }

    private static List<String> records(String type, String host, String zone, Random r) {
        return switch (type) {
            case "A" -> r.nextInt(4) == 0 ? List.of(ipv4(r), ipv4(r)) : List.of(ipv4(r));
            case "AAAA" ->
                List.of(String.format(Locale.ROOT, "2001:db8:%x::%x", r.nextInt(0xffff), 1 + r.nextInt(0xfff)));
            case "CNAME" -> List.of("lb-" + r.nextInt(50) + "." + zone);
            case "MX" -> List.of("10 mx1." + zone, "20 mx2." + zone);
            case "TXT" ->
                List.of("\"v=spf1 include:_spf." + zone + " -all\"", "\"site-verification=" + hex(r, 16) + "\"");
            case "SRV" -> List.of("10 5 " + (5000 + r.nextInt(4000)) + " " + host + "." + zone);
            case "CAA" -> List.of("0 issue \"letsencrypt.org\"");
            case "PTR" -> List.of(host + "." + zone);
            case "SPF" -> List.of("\"v=spf1 -all\"");
            case "SSHFP" -> List.of("1 1 " + hex(r, 40));
            case "NAPTR" -> List.of("100 10 \"U\" \"E2U+sip\" \"!^.*$!sip:info@" + zone + "!\" .");
            default -> List.of("ns" + (1 + r.nextInt(4)) + ".example.net.");
        };
    }

    private static String ipv4(Random r) {
        String[] nets = {"192.0.2.", "198.51.100.", "203.0.113."};
        return nets[r.nextInt(3)] + (1 + r.nextInt(254));
    }

    private static String hex(Random r, int chars) {
        StringBuilder sb = new StringBuilder(chars);
        for (int i = 0; i < chars; i++) {
            sb.append(Character.forDigit(r.nextInt(16), 16));
        }
        return sb.toString();
    }
}
