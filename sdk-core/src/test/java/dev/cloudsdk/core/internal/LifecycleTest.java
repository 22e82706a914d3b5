package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.Test;

class LifecycleTest extends WireTest {
    private static final String PAGE = "{\"items\":[{\"id\":\"" + TestApi.ID + "\"}]}";

    private static CompletableFuture<Page<TestApi.Thing>> get(ServiceContext ctx) {
        return Calls.callAsync(
                ctx,
                TestApi.GET,
                new Object[] {TestApi.ID},
                List.of(),
                null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
    }

    private static Page<TestApi.Thing> getNow(ServiceContext ctx) {
        return Calls.call(
                ctx,
                TestApi.GET,
                new Object[] {TestApi.ID},
                List.of(),
                null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
    }

    /** A config on the SDK's own HTTP client (no {@code httpClient(...)}), as most users make it. */
    private ClientConfig ownClientConfig() {
        return ClientConfig.builder()
                .baseUrl(server.url("/api").toString())
                .token(TOKEN)
                .region(REGION)
                .build();
    }

    @Test
    void aProgramWhoseMainReturnsAfterAnAsyncCallExitsAtOnce() throws Exception {
        server.enqueue(json(200, PAGE));
        ChildJvm.Run child =
                ChildJvm.run(AsyncThenExit.class, "items=", server.url("/api").toString());
        assertThat(child.exited())
                .as("the child JVM exited within 20 s of main's return; output: %s", child.output())
                .isTrue();
        assertThat(child.output()).contains("items=1");
        assertThat(child.exitValue()).isZero();
        // OkHttp's non-daemon dispatcher kept the JVM alive for 60 s after main returned.
        assertThat(child.millisToExit())
                .as("time from main's return to the exit")
                .isLessThan(10_000);
    }

    @Test
    void everyThreadTheSdkStartsIsADaemonNamedCloudsdk() throws Exception {
        Set<Thread> before = Thread.getAllStackTraces().keySet();
        server.enqueue(json(200, PAGE));
        ClientConfig config = ownClientConfig();
        try (config) {
            assertThat(get(ServiceContext.of(config)).get(5, TimeUnit.SECONDS).items())
                    .hasSize(1);
            Set<Thread> started = Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> !before.contains(t))
                    .filter(t -> !t.getName().startsWith("MockWebServer"))
                    .collect(Collectors.toSet());
            assertThat(started)
                    .allSatisfy(t -> assertThat(t.isDaemon())
                            .as("thread %s is a daemon", t.getName())
                            .isTrue());
            assertThat(started)
                    .filteredOn(t -> t.getName().contains("Dispatcher"))
                    .isEmpty();
            // The SDK's threads are shared by the configs of the process, so earlier tests may have started them.
            assertThat(Thread.getAllStackTraces().keySet())
                    .filteredOn(t -> t.getName().startsWith("cloudsdk-"))
                    .isNotEmpty()
                    .allSatisfy(t -> assertThat(t.isDaemon())
                            .as("%s is a daemon", t.getName())
                            .isTrue());
        }
    }

    @Test
    void closeIsIdempotentAndACallAfterItFailsAtOnce() {
        ClientConfig config = ownClientConfig();
        ServiceContext ctx = ServiceContext.of(config);
        config.close();
        config.close();
        assertThatThrownBy(() -> getNow(ctx))
                .isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("ClientConfig")
                .hasMessageContaining("closed");
        assertThatThrownBy(() -> get(ctx))
                .isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
        assertThatThrownBy(() -> ServiceContext.of(config))
                .isExactlyInstanceOf(IllegalStateException.class)
                .hasMessageContaining("closed");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void closeEndsAnInFlightAsyncCallWithAClearException() throws Exception {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.Stall.INSTANCE)
                .build());
        ClientConfig config = ownClientConfig();
        CompletableFuture<Page<TestApi.Thing>> f = get(ServiceContext.of(config));
        takeRequest();
        config.close();
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause()
                .isExactlyInstanceOf(ApiConnectionException.class)
                .hasMessageContaining("ClientConfig was closed");
    }

    @Test
    void closeEndsAnInFlightBlockingCallWithAClearException() throws Exception {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.Stall.INSTANCE)
                .build());
        ClientConfig config = ownClientConfig();
        CompletableFuture<Page<TestApi.Thing>> f =
                CompletableFuture.supplyAsync(() -> getNow(ServiceContext.of(config)));
        takeRequest();
        config.close();
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause()
                .isExactlyInstanceOf(ApiConnectionException.class)
                .hasMessageContaining("ClientConfig was closed");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void closeEndsAnAsyncCallThatIsWaitingToRetry() throws Exception {
        // Retry-After fixes the wait at 20 s: a jittered backoff could be short enough to retry before close().
        server.enqueue(new MockResponse.Builder()
                .code(503)
                .setHeader("Retry-After", "20")
                .build());
        ClientConfig config = ClientConfig.builder()
                .baseUrl(server.url("/api").toString())
                .token(TOKEN)
                .region(REGION)
                .retryPolicy(RetryPolicy.builder()
                        .baseDelay(Duration.ofSeconds(20))
                        .maxDelay(Duration.ofSeconds(20))
                        .build())
                .build();
        CompletableFuture<Page<TestApi.Thing>> f = get(ServiceContext.of(config));
        takeRequest();
        Thread.sleep(200);
        config.close();
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause()
                .hasMessageContaining("ClientConfig was closed");
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    @Test
    void closeReleasesTheSdksOwnClientButNotTheSharedThreads() throws Exception {
        server.enqueue(json(200, PAGE));
        server.enqueue(json(200, PAGE));
        ClientConfig config = ownClientConfig();
        ClientConfig other = ownClientConfig();
        getNow(ServiceContext.of(config));
        OkHttpClient own = InternalBridge.CORE.calls(config).http(RequestOptions.none());
        assertThat(own.connectionPool().connectionCount()).isEqualTo(1);
        config.close();
        assertThat(own.connectionPool().connectionCount()).isZero();
        // The dispatcher's threads are the process's, shared with every other config: still there for this one.
        assertThat(own.dispatcher().executorService().isShutdown()).isFalse();
        try (other) {
            assertThat(get(ServiceContext.of(other)).get(5, TimeUnit.SECONDS).items())
                    .hasSize(1);
        }
        assertThatThrownBy(() -> ServiceContext.of(config)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void closeNeverShutsDownTheCallersClient() throws Exception {
        server.enqueue(json(200, PAGE));
        server.enqueue(new MockResponse.Builder().body("still mine").build());
        ClientConfig config = config();
        getNow(ServiceContext.of(config));
        config.close();
        assertThat(http.dispatcher().executorService().isShutdown()).isFalse();
        try (Response r = http.newCall(
                        new Request.Builder().url(server.url("/mine")).build())
                .execute()) {
            assertThat(r.body().string()).isEqualTo("still mine");
        }
    }
}
