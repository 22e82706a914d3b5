package dev.cloudsdk.benchmarks;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Measurement 4 driver: starts fresh JVMs ({@link ColdStartSdk}, {@link ColdStartBaseline}) alternately against
 * one loopback server and collects, per run, the wall time from process start to exit, the time from
 * {@code main} to the first result, and the classes loaded.
 */
final class ColdStart {
    private static final String PREFIX = "COLDSTART ";

    /**
     * The figures of one side: medians over the runs; on the SDK's side also the first-call ratio SDK / baseline
     * taken run by run (each SDK run against the baseline run next to it), with its interquartile range.
     */
    record Result(
            int runs,
            double wallMillis,
            double firstCallMillis,
            long classes,
            double mainCpuMillis,
            double[] firstCallRatios) {
        /** @return {low quartile, median, high quartile} of the per-run first-call ratios */
        double[] firstCallRatioQuartiles() {
            double[] r = firstCallRatios.clone();
            Arrays.sort(r);
            double median = r.length % 2 == 1 ? r[r.length / 2] : (r[r.length / 2 - 1] + r[r.length / 2]) / 2;
            return new double[] {r[r.length / 4], median, r[(3 * r.length) / 4]};
        }
    }

    private ColdStart() {}

    /**
     * Called in the child JVM. Besides the time, it reports the main thread's CPU time so far: JVM start included
     * (the same on both sides), it is less at the mercy of other processes on the machine than the time.
     */
    static void report(long nanos, String check) {
        long classes = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
        long cpu = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        System.out.println(PREFIX + nanos + " " + classes + " " + cpu + " " + check);
        System.out.flush();
        // OkHttp's pool threads are daemons, but say so explicitly: the JVM ends right after the first call.
        Runtime.getRuntime().halt(0);
    }

    /** @return {sdk, baseline} */
    static Result[] run(String baseUrl, int runs) throws IOException, InterruptedException {
        List<double[]> sdk = new ArrayList<>();
        List<double[]> baseline = new ArrayList<>();
        // One untimed run of each first, so that both sides start with the jar in the page cache.
        once(ColdStartSdk.class, baseUrl);
        once(ColdStartBaseline.class, baseUrl);
        for (int i = 0; i < runs; i++) {
            sdk.add(once(ColdStartSdk.class, baseUrl));
            baseline.add(once(ColdStartBaseline.class, baseUrl));
        }
        double[] ratios = new double[runs];
        for (int i = 0; i < runs; i++) {
            ratios[i] = sdk.get(i)[1] / baseline.get(i)[1];
        }
        return new Result[] {median(sdk, ratios), median(baseline, ratios)};
    }

    private static double[] once(Class<?> main, String baseUrl) throws IOException, InterruptedException {
        long start = System.nanoTime();
        String out = launch(List.of(), main, baseUrl);
        long wall = System.nanoTime() - start;
        String line = out.lines()
                .filter(l -> l.startsWith(PREFIX))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(main.getSimpleName() + " printed no result:\n" + out));
        String[] parts = line.split(" ");
        return new double[] {
            wall / 1e6, Long.parseLong(parts[1]) / 1e6, Long.parseLong(parts[2]), Long.parseLong(parts[3]) / 1e6
        };
    }

    /**
     * Runs {@code main} in a fresh JVM on this JVM's class path and returns what it printed.
     *
     * @throws IllegalStateException when it fails or runs longer than 10 minutes
     */
    static String launch(List<String> jvmArgs, Class<?> main, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmArgs);
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(main.getName());
        command.addAll(Arrays.asList(args));
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        StringBuilder all = new StringBuilder();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            for (String l = r.readLine(); l != null; l = r.readLine()) {
                all.append(l).append('\n');
            }
        }
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IllegalStateException(main.getSimpleName() + " did not finish in 10 minutes");
        }
        if (p.exitValue() != 0) {
            throw new IllegalStateException(main.getSimpleName() + " failed (exit " + p.exitValue() + "):\n" + all);
        }
        return all.toString();
    }

    private static Result median(List<double[]> runs, double[] ratios) {
        double[] m = new double[4];
        for (int k = 0; k < 4; k++) {
            double[] v = new double[runs.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = runs.get(i)[k];
            }
            Arrays.sort(v);
            m[k] = v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
        }
        return new Result(runs.size(), m[0], m[1], Math.round(m[2]), m[3], ratios);
    }
}
