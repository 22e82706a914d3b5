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

    /** The figures of one side: medians over the runs. */
    record Result(int runs, double wallMillis, double firstCallMillis, long classes) {
    }

    private ColdStart() {
    }

    /** Called in the child JVM. */
    static void report(long nanos, String check) {
        long classes = ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount();
        System.out.println(PREFIX + nanos + " " + classes + " " + check);
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
        return new Result[] {median(sdk), median(baseline)};
    }

    private static double[] once(Class<?> main, String baseUrl) throws IOException, InterruptedException {
        long start = System.nanoTime();
        String out = launch(List.of(), main, baseUrl);
        long wall = System.nanoTime() - start;
        String line = out.lines().filter(l -> l.startsWith(PREFIX)).findFirst()
                .orElseThrow(() -> new IllegalStateException(main.getSimpleName() + " printed no result:\n" + out));
        String[] parts = line.split(" ");
        return new double[] {wall / 1e6, Long.parseLong(parts[1]) / 1e6, Long.parseLong(parts[2])};
    }

    /**
     * Runs {@code main} in a fresh JVM on this JVM's class path and returns what it printed.
     *
     * @throws IllegalStateException when it fails or runs longer than 10 minutes
     */
    static String launch(List<String> jvmArgs, Class<?> main, String... args) throws IOException,
            InterruptedException {
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

    private static Result median(List<double[]> runs) {
        double[] m = new double[3];
        for (int k = 0; k < 3; k++) {
            double[] v = new double[runs.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = runs.get(i)[k];
            }
            Arrays.sort(v);
            m[k] = v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
        }
        return new Result(runs.size(), m[0], m[1], Math.round(m[2]));
    }
}
