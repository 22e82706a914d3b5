package dev.cloudsdk.benchmarks;

import java.util.Map;
import java.util.TreeMap;

/**
 * Measurement 1 and 2's paired time ratios alone, run again and again in one JVM, with the suite's settings: to tell
 * a change's cost from the machine's drift between two suite runs. Run it from two builds in turn and compare the
 * medians round by round.
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.PairedRepeat 3
 * </pre>
 */
public final class PairedRepeat {
    private PairedRepeat() {}

    /** @param args the number of rounds (default 1) */
    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 1;
        try (Fixture f = Fixture.start(0)) {
            for (int r = 1; r <= rounds; r++) {
                StringBuilder line = new StringBuilder("round " + r + ":");
                Map<String, Paired.Result> ratios = new TreeMap<>(Suite.paired(f, false));
                ratios.forEach((op, p) -> line.append(String.format(" %s %.3f", op, p.medianRatio())));
                System.out.println(line);
            }
        }
    }
}
