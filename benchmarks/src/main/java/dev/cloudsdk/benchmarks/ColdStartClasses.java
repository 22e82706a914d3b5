package dev.cloudsdk.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Measurement 4's classes, counted by where they come from: runs {@link ColdStartSdk} and {@link ColdStartBaseline}
 * once each in a fresh JVM with {@code -verbose:class} against one loopback server, prints how many classes each
 * side loaded per group of packages (the JDK, OkHttp and Okio, Kotlin, Jackson core, databind and jsr310, the SDK,
 * the benchmark's own), and, with a directory, writes the classes only one side loaded to {@code sdk-only.txt} and
 * {@code baseline-only.txt} there. Class loading is deterministic for a given code, so one run per side is enough;
 * the times of measurement 4 come from {@link ColdStart}.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.ColdStartClasses [out dir] [cold runs]
 * </pre>
 */
public final class ColdStartClasses {
    /** Groups in the order printed; the first prefix a class name starts with wins. */
    private static final Map<String, String> GROUPS = groups();

    private ColdStartClasses() {}

    private static Map<String, String> groups() {
        Map<String, String> g = new LinkedHashMap<>();
        g.put("dev.cloudsdk.benchmarks.", "benchmark (main, baseline's code)");
        g.put("dev.cloudsdk.core.", "SDK core");
        g.put("dev.cloudsdk.", "SDK service (load balancer)");
        g.put("com.fasterxml.jackson.core.", "Jackson core (streaming)");
        g.put("com.fasterxml.jackson.databind.", "Jackson databind");
        g.put("com.fasterxml.jackson.datatype.", "Jackson jsr310");
        g.put("com.fasterxml.jackson.", "Jackson other");
        g.put("okhttp3.", "OkHttp");
        g.put("okio.", "Okio");
        g.put("kotlin.", "Kotlin stdlib");
        g.put("java.lang.invoke.", "JDK java.lang.invoke (lambdas, string concat)");
        g.put("java.", "JDK java.*");
        g.put("javax.", "JDK javax.*");
        g.put("jdk.", "JDK jdk.*");
        g.put("sun.", "JDK sun.*");
        g.put("com.sun.", "JDK com.sun.*");
        g.put("", "other");
        return g;
    }

    /**
     * @param args an optional directory for the per-side lists, and an optional number of timed cold runs
     *             ({@link ColdStart}) to print after the counts
     * @throws Exception when a child JVM fails
     */
    public static void main(String[] args) throws Exception {
        try (LoopbackServer server = LoopbackServer.start(0)) {
            Set<String> sdk = classes(ColdStartSdk.class, server.baseUrl());
            Set<String> baseline = classes(ColdStartBaseline.class, server.baseUrl());
            System.out.print(table(sdk, baseline));
            if (args.length > 0) {
                Path dir = Path.of(args[0]);
                Files.createDirectories(dir);
                Files.write(dir.resolve("sdk-only.txt"), minus(sdk, baseline));
                Files.write(dir.resolve("baseline-only.txt"), minus(baseline, sdk));
                Files.write(dir.resolve("sdk.txt"), sdk);
                Files.write(dir.resolve("baseline.txt"), baseline);
                System.out.println("wrote " + dir.toAbsolutePath() + "/{sdk,baseline,sdk-only,baseline-only}.txt");
            }
            int runs = args.length > 1 ? Integer.parseInt(args[1]) : 0;
            if (runs > 0) {
                ColdStart.Result[] cold = ColdStart.run(server.baseUrl(), runs);
                double[] q = cold[0].firstCallRatioQuartiles();
                System.out.printf(
                        Locale.ROOT,
                        "COLD %d runs: first call %.1f / %.1f ms, per run %.2f [IQR %.2f-%.2f];"
                                + " wall %.0f / %.0f ms; classes %d / %d; main CPU %.0f / %.0f ms%n",
                        runs,
                        cold[0].firstCallMillis(),
                        cold[1].firstCallMillis(),
                        q[1],
                        q[0],
                        q[2],
                        cold[0].wallMillis(),
                        cold[1].wallMillis(),
                        cold[0].classes(),
                        cold[1].classes(),
                        cold[0].mainCpuMillis(),
                        cold[1].mainCpuMillis());
            }
        }
    }

    /** @return the names of the classes {@code main} loaded up to its result, in a fresh JVM */
    static Set<String> classes(Class<?> main, String baseUrl) throws IOException, InterruptedException {
        String out = ColdStart.launch(List.of("-verbose:class"), main, baseUrl);
        Set<String> names = new TreeSet<>();
        for (String line : out.lines().toList()) {
            // [0.012s][info][class,load] java.lang.Object source: shared objects file
            int tag = line.indexOf("[class,load] ");
            if (tag >= 0) {
                int start = tag + "[class,load] ".length();
                int end = line.indexOf(' ', start);
                // Hidden classes (lambdas, method handles) are named by address: number them instead, so that the
                // two sides' lists compare.
                String name = line.substring(start, end < 0 ? line.length() : end)
                        .replaceAll("/0x[0-9a-f]+$", "")
                        .replaceAll("\\$\\$Lambda\\$\\d+", "\\$\\$Lambda");
                String unique = name;
                for (int i = 2; !names.add(unique); i++) {
                    unique = name + " #" + i;
                }
            }
        }
        return names;
    }

    /** @return the Markdown table: classes per group on each side, and the difference */
    static String table(Set<String> sdk, Set<String> baseline) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        GROUPS.values().forEach(g -> counts.put(g, new int[2]));
        sdk.forEach(c -> counts.get(group(c))[0]++);
        baseline.forEach(c -> counts.get(group(c))[1]++);
        StringBuilder b = new StringBuilder("| Classes from | SDK | Baseline | SDK - baseline |\n|---|---|---|---|\n");
        counts.forEach((g, n) -> {
            if (n[0] + n[1] > 0) {
                b.append(String.format(Locale.ROOT, "| %s | %,d | %,d | %+,d |%n", g, n[0], n[1], n[0] - n[1]));
            }
        });
        b.append(String.format(
                Locale.ROOT,
                "| total | %,d | %,d | %+,d |%n",
                sdk.size(),
                baseline.size(),
                sdk.size() - baseline.size()));
        return b.toString();
    }

    private static String group(String className) {
        for (Map.Entry<String, String> e : GROUPS.entrySet()) {
            if (className.startsWith(e.getKey())) {
                return e.getValue();
            }
        }
        throw new IllegalStateException("the empty prefix matches every name");
    }

    private static List<String> minus(Set<String> a, Set<String> b) {
        List<String> out = new ArrayList<>(a);
        out.removeAll(b);
        return out;
    }
}
