package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import okhttp3.Dispatcher;
import okhttp3.OkHttpClient;

/**
 * A child-JVM program for {@link SuppliedClientLifecycleTest}: one async call through a config on a supplied
 * {@link OkHttpClient}, made in one of the two ways docs/configuration.md shows, then {@code main} returns. The JVM
 * must exit at once; with a plain client left as it is, OkHttp's non-daemon dispatcher thread keeps it alive for 60 s.
 * Its last line, {@code non-daemon threads=}, is printed as {@code main} returns: the test times the exit from it.
 */
public final class SuppliedClientThenExit {
    private SuppliedClientThenExit() {}

    /**
     * @param args the base URL, then {@code daemon-dispatcher} or {@code shutdown-at-exit}
     * @throws Exception when the call fails
     */
    public static void main(String[] args) throws Exception {
        boolean daemons = args[1].equals("daemon-dispatcher");
        OkHttpClient shared = daemons ? daemonDispatcherClient() : new OkHttpClient();
        ClientConfig config = ClientConfig.builder()
                .baseUrl(args[0])
                .token("child-token")
                .region("eu-1")
                .httpClient(shared)
                .build();
        Page<TestApi.Thing> page = Calls.callAsync(
                        ServiceContext.of(config),
                        TestApi.GET,
                        new Object[] {TestApi.ID},
                        List.of(),
                        null,
                        ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)))
                .get();
        System.out.println("items=" + page.items().size());
        if (!daemons) {
            // As docs/configuration.md shows: the client is the caller's, so the caller releases it.
            config.close();
            shared.dispatcher().executorService().shutdown();
            shared.connectionPool().evictAll();
        }
        System.out.println("non-daemon threads="
                + Thread.getAllStackTraces().keySet().stream()
                        .filter(t -> !t.isDaemon() && t != Thread.currentThread() && t.isAlive())
                        .map(Thread::getName)
                        .sorted()
                        .collect(Collectors.toList()));
    }

    /** As docs/configuration.md shows: a dispatcher whose threads are daemons, as the SDK's own client has. */
    private static OkHttpClient daemonDispatcherClient() {
        ExecutorService daemons = Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "my-http");
            t.setDaemon(true);
            return t;
        });
        return new OkHttpClient.Builder().dispatcher(new Dispatcher(daemons)).build();
    }
}
