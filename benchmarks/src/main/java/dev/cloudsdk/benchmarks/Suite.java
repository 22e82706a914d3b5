package dev.cloudsdk.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs the five measurements, SDK and baseline side by side, and writes the report.
 *
 * <pre>
 * java -jar benchmarks/target/benchmarks.jar                 # full suite, writes benchmarks/RESULTS.md
 * java -jar benchmarks/target/benchmarks.jar --quick --out x.md   # a few iterations: proves it builds and runs
 * </pre>
 */
public final class Suite {
    static final int[] THREADS = {1, 2, 8, 32};

    /** One JMH figure: score and error in the benchmark's unit, and bytes allocated per operation. */
    record Stat(double score, double error, String unit, double allocBytes) {
    }

    /** Everything the report shows. */
    record Results(boolean quick, Map<String, Stat> jmh, long paginationTotal, ColdStart.Result[] coldStart,
                   int coldStartRuns, List<Concurrency.Result> concurrencySdk,
                   List<Concurrency.Result> concurrencyBaseline, long wallSeconds) {
    }

    private Suite() {
    }

    /**
     * @param args {@code --quick} for a few iterations only; {@code --out FILE} (default
     *             {@code benchmarks/RESULTS.md})
     * @throws Exception when a benchmark fails
     */
    public static void main(String[] args) throws Exception {
        boolean quick = false;
        Path out = Path.of("benchmarks", "RESULTS.md");
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--quick")) {
                quick = true;
            } else if (args[i].equals("--out") && i + 1 < args.length) {
                out = Path.of(args[++i]);
            } else {
                throw new IllegalArgumentException("usage: [--quick] [--out FILE], got " + args[i]);
            }
        }
        Results results = run(quick);
        String previous = Files.exists(out) ? Files.readString(out) : "";
        Path parent = out.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(out, Report.markdown(results, previous));
        System.out.println("wrote " + out.toAbsolutePath());
    }

    static Results run(boolean quick) throws Exception {
        long start = System.nanoTime();
        Map<String, Stat> jmh = new HashMap<>();
        jmh.putAll(jmh(options(quick).include(PerCallBenchmark.class.getName() + "\\.").addProfiler(GCProfiler.class)));
        jmh.putAll(jmh(options(quick).include(ParseBenchmark.class.getName() + "\\.").addProfiler(GCProfiler.class)));
        long total = quick ? 20_000 : 1_000_000;
        ChainedOptionsBuilder pagination = new OptionsBuilder().include(PaginationBenchmark.class.getName() + "\\.")
                .shouldFailOnError(true).param("total", Long.toString(total))
                .warmupIterations(quick ? 1 : 2).measurementIterations(quick ? 1 : 5);
        if (quick) {
            pagination.forks(0);
        }
        jmh.putAll(jmh(pagination));

        try (Fixture f = Fixture.start(0)) {
            int runs = quick ? 1 : 10;
            ColdStart.Result[] cold = ColdStart.run(f.server.baseUrl(), runs);
            Concurrency.Op sdk = () -> f.lb.pools().create(Payloads.LB_ID, f.createPool);
            Concurrency.Op baseline = () -> f.baseline.createPool(Payloads.LB_ID, f.createPoolBaseline);
            long warm = quick ? 200 : 3000;
            long measure = quick ? 200 : 3000;
            Concurrency.run(sdk, 8, warm);
            Concurrency.run(baseline, 8, warm);
            List<Concurrency.Result> sdkResults = new ArrayList<>();
            List<Concurrency.Result> baselineResults = new ArrayList<>();
            for (int threads : THREADS) {
                sdkResults.add(Concurrency.run(sdk, threads, measure));
                baselineResults.add(Concurrency.run(baseline, threads, measure));
            }
            long wall = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
            return new Results(quick, jmh, total, cold, runs, sdkResults, baselineResults, wall);
        }
    }

    private static ChainedOptionsBuilder options(boolean quick) {
        ChainedOptionsBuilder b = new OptionsBuilder().shouldFailOnError(true);
        if (quick) {
            return b.forks(0).warmupIterations(1).warmupTime(TimeValue.milliseconds(100))
                    .measurementIterations(1).measurementTime(TimeValue.milliseconds(200));
        }
        return b.forks(2).warmupIterations(4).warmupTime(TimeValue.seconds(1))
                .measurementIterations(5).measurementTime(TimeValue.seconds(1));
    }

    private static Map<String, Stat> jmh(ChainedOptionsBuilder options) throws Exception {
        Collection<RunResult> results = new Runner(options.build()).run();
        Map<String, Stat> stats = new HashMap<>();
        for (RunResult r : results) {
            String name = r.getParams().getBenchmark();
            name = name.substring(name.lastIndexOf('.') + 1);
            double alloc = Double.NaN;
            for (String key : r.getSecondaryResults().keySet()) {
                if (key.endsWith("gc.alloc.rate.norm")) {
                    alloc = r.getSecondaryResults().get(key).getScore();
                }
            }
            stats.put(name, new Stat(r.getPrimaryResult().getScore(), r.getPrimaryResult().getScoreError(),
                    r.getPrimaryResult().getScoreUnit(), alloc));
        }
        return stats;
    }
}
