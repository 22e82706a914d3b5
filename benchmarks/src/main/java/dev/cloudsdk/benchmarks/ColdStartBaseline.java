package dev.cloudsdk.benchmarks;

import java.io.IOException;
import java.util.List;

/**
 * Measurement 4, baseline side: run in a fresh JVM, builds an OkHttp client and an ObjectMapper and completes the
 * first Create pool by hand, then prints the same line as {@link ColdStartSdk}.
 */
public final class ColdStartBaseline {
    private ColdStartBaseline() {}

    /**
     * @param args the server's base URL
     * @throws IOException when the call fails
     */
    public static void main(String[] args) throws IOException {
        long start = System.nanoTime();
        Baseline client = new Baseline(Baseline.httpClient(), args[0], Fixture.TOKEN, Fixture.REGION);
        Baseline.Pool pool = client.createPool(
                Payloads.LB_ID,
                new Baseline.CreatePool("web", "Web tier pool", "HTTP", "ROUND_ROBIN", List.of("web", "prod")));
        long nanos = System.nanoTime() - start;
        ColdStart.report(nanos, pool.name());
    }
}
