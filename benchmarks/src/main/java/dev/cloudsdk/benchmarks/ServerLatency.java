package dev.cloudsdk.benchmarks;

import java.net.InetAddress;
import java.util.Arrays;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/**
 * The cause of the emulator's old 44 ms per request, measured beside the fix: plain OkHttp GETs against a bare
 * MockWebServer as it comes, and against one whose accepted sockets have {@code TCP_NODELAY}. MockWebServer writes
 * the headers and the body of a response separately; with Nagle's algorithm on, the body waits for the client's
 * ACK of the headers, which the client delays (about 40 ms on Linux).
 */
final class ServerLatency {

    /** Medians in milliseconds of a GET with a 7-byte JSON body. */
    record Result(int calls, double defaultMedianMillis, double noDelayMedianMillis) {}

    private ServerLatency() {}

    static Result run(int warmups, int calls) throws Exception {
        return new Result(calls, median(false, warmups, calls), median(true, warmups, calls));
    }

    private static double median(boolean noDelay, int warmups, int calls) throws Exception {
        OkHttpClient client = new OkHttpClient();
        try (MockWebServer server = new MockWebServer()) {
            if (noDelay) {
                server.setServerSocketFactory(new NoDelayServerSockets());
            }
            server.setDispatcher(new Dispatcher() {
                @Override
                public MockResponse dispatch(RecordedRequest request) {
                    return new MockResponse.Builder()
                            .code(200)
                            .addHeader("Content-Type", "application/json")
                            .body("{\"a\":1}")
                            .build();
                }
            });
            server.start(InetAddress.getLoopbackAddress(), 0);
            Request get = new Request.Builder().url(server.url("/")).build();
            double[] millis = time(
                    () -> {
                        try (Response r = client.newCall(get).execute()) {
                            r.body().string();
                        }
                    },
                    warmups,
                    calls);
            return millis[calls / 2];
        } finally {
            client.dispatcher().executorService().shutdown();
            client.connectionPool().evictAll();
        }
    }

    /** @return the milliseconds of each of {@code calls} calls after {@code warmups} untimed ones, sorted */
    static double[] time(Concurrency.Op op, int warmups, int calls) throws Exception {
        for (int i = 0; i < warmups; i++) {
            op.call();
        }
        double[] millis = new double[calls];
        for (int i = 0; i < calls; i++) {
            long start = System.nanoTime();
            op.call();
            millis[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(millis);
        return millis;
    }
}
