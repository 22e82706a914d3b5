package dev.cloudsdk.testkit.internal;

import dev.cloudsdk.testkit.SeededZone;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.UUID;

/**
 * Fills a zone with a realistic, reproducible mix of recordsets: the apex SOA and NS, then hosts named like a
 * real estate of services ({@code www-12}, {@code api-eu-340}), mostly A, AAAA and CNAME, some MX, TXT, SRV and
 * CAA, a few of every other type; a small share not {@code ACTIVE}. The same seed gives the same names and types.
 */
public final class ZoneGenerator {
    private static final String[] WORDS = {
        "www", "api", "mail", "app", "cdn", "vpn", "db", "git", "ci", "static", "img", "auth", "shop", "blog", "docs",
        "status", "grafana", "k8s", "edge", "sip"
    };
    private static final String[] SITES = {"", "-eu", "-us", "-ap", "-staging", "-dev"};
    /** Cumulative weights per type, out of 1000. */
    private static final String[] TYPES = {
        "A", "AAAA", "CNAME", "MX", "TXT", "SRV", "CAA", "PTR", "SPF", "SSHFP", "NAPTR", "NS"
    };

    private static final int[] WEIGHTS = {420, 580, 760, 810, 900, 940, 960, 975, 985, 992, 997, 1000};

    private ZoneGenerator() {}

    /**
     * @param store the store
     * @param seeded a seeded zone
     * @param count how many recordsets to add, the apex SOA and NS included
     * @param seed the random seed
     */
    public static void fill(Store store, SeededZone seeded, int count, long seed) {
        Random random = new Random(seed);
        UUID zoneId = seeded.id();
        String zone = seeded.name();
        if (count >= 1) {
            String soa = "ns1.example.net. hostmaster." + zone + " 2024010101 3600 600 86400 3600";
            store.addRecordset(zoneId, zone, "SOA", "ACTIVE", 3600, List.of(soa));
        }
        if (count >= 2) {
            store.addRecordset(zoneId, zone, "NS", "ACTIVE", 86400, List.of("ns1.example.net.", "ns2.example.net."));
        }
        for (int i = 2; i < count; i++) {
            // The first type whose cumulative weight is above the roll: a weight the roll equals is the type's end.
            int at = Arrays.binarySearch(WEIGHTS, random.nextInt(1000));
            String type = TYPES[at < 0 ? -at - 1 : at + 1];
            String host = WORDS[random.nextInt(WORDS.length)] + SITES[random.nextInt(SITES.length)] + "-" + i;
            int roll = random.nextInt(100);
            String status = roll < 97 ? "ACTIVE" : roll < 99 ? "PENDING" : "ERROR";
            int ttl = new int[] {60, 300, 300, 3600, 3600, 86400}[random.nextInt(6)];
            store.addRecordset(zoneId, host, type, status, ttl, records(type, host, zone, random));
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
