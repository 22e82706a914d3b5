package dev.cloudsdk.core.internal;

import static dev.cloudsdk.core.internal.TestApi.ID;
import static dev.cloudsdk.core.internal.TestApi.page;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.AsyncSettings;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.ContextPropagator;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.internal.TestApi.Thing;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

/**
 * The executor an application names for its futures: a refusal completes the future with a clear exception rather
 * than leave it hanging, closing the config leaves the executor running, and views inherit and override the
 * executor and the context one component at a time.
 */
class CompletionExecutorTest extends WireTest {
    private static final ResponseShape<?> ITEMS = ResponseShape.page("items", DatabindOracle.reader(Thing.class));
    private final List<ExecutorService> executors = new ArrayList<>();

    @AfterEach
    void stopExecutors() {
        executors.forEach(ExecutorService::shutdownNow);
        MDC.clear();
    }

    private ExecutorService executor(String name) {
        ExecutorService e = AsyncContextTest.appExecutor(name);
        executors.add(e);
        return e;
    }

    private static CompletableFuture<?> get(ServiceContext ctx) {
        return Calls.callAsync(ctx, TestApi.GET, new Object[] {ID}, List.of(), null, ITEMS);
    }

    /** Lets the server answer a request of {@link #answerWhenLetGo()}: once the test's stage is on the future. */
    private final Semaphore letGo = new Semaphore(0);

    /**
     * Answers each request with a page once the test has put its stage on the call's future, so that the stage
     * runs where the future completes, never on the test's thread for a future already done.
     */
    private void answerWhenLetGo() {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                assertThat(letGo.tryAcquire(10, TimeUnit.SECONDS))
                        .as("the test let the answer go")
                        .isTrue();
                return json(200, page(false, 1));
            }
        });
    }

    /** Where the future completed, and with which MDC. */
    private String where(CompletableFuture<?> call) throws Exception {
        CompletableFuture<String> seen = call.handle((v, failed) ->
                Thread.currentThread().getName() + " mdc=" + MDC.get("caller") + (failed == null ? "" : " " + failed));
        letGo.release();
        return seen.get(5, TimeUnit.SECONDS);
    }

    @Test
    void aShutDownExecutorFailsTheFutureWithAClearExceptionInsteadOfHanging() {
        server.enqueue(json(200, page(false, 1)));
        ExecutorService app = executor("app");
        app.shutdown();
        ClientConfig config = configBuilder()
                .asyncSettings(AsyncSettings.UNSET.withExecutor(app))
                .build();
        CompletableFuture<?> call = get(ServiceContext.of(config));
        assertThatThrownBy(() -> call.get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .cause()
                .isInstanceOf(CloudSdkException.class)
                .hasMessage("TestGet ended, but the executor named with AsyncSettings.withExecutor refused to complete"
                        + " its future (java.util.concurrent.RejectedExecutionException): it is shut down or"
                        + " saturated; the call succeeded and its result is dropped")
                .hasCauseInstanceOf(RejectedExecutionException.class);
        assertThat(server.getRequestCount()).as("the call itself was made").isEqualTo(1);
    }

    @Test
    void aRefusedFailureKeepsTheCallsOwnFailureSuppressed() {
        server.enqueue(error(404));
        ExecutorService app = executor("app");
        app.shutdown();
        ClientConfig config = configBuilder()
                .asyncSettings(AsyncSettings.UNSET.withExecutor(app))
                .build();
        CompletableFuture<?> call = get(ServiceContext.of(config));
        assertThatThrownBy(() -> call.get(5, TimeUnit.SECONDS))
                .cause()
                .isInstanceOf(CloudSdkException.class)
                .hasMessageEndingWith("the call's own failure is suppressed here")
                .satisfies(e -> assertThat(e.getSuppressed())
                        .singleElement()
                        .satisfies(s -> assertThat(s).hasMessageContaining("404")));
    }

    @Test
    void closingTheConfigLeavesTheApplicationsExecutorRunning() throws Exception {
        answerWhenLetGo();
        ExecutorService app = executor("app");
        ClientConfig config = configBuilder()
                .asyncSettings(AsyncSettings.UNSET.withExecutor(app))
                .build();
        assertThat(where(get(ServiceContext.of(config)))).isEqualTo("app mdc=null");
        config.close();
        assertThat(app.isShutdown()).isFalse();
        assertThat(app.submit(() -> "still runs").get(5, TimeUnit.SECONDS)).isEqualTo("still runs");
    }

    @Test
    void cancellingTheHandedFutureCancelsTheCall() throws Exception {
        server.enqueue(json(200, page(false, 1))
                .newBuilder()
                .headersDelay(30, TimeUnit.SECONDS)
                .build());
        LinkedBlockingQueue<String> ends = new LinkedBlockingQueue<>();
        ClientConfig config = configBuilder()
                .asyncSettings(AsyncSettings.UNSET.withExecutor(executor("app")))
                .callListener(c -> new CallListener.Observer() {
                    @Override
                    public void callEnd(int attempts, Duration elapsed, Throwable failure) {
                        ends.add(String.valueOf(failure));
                    }
                })
                .build();
        CompletableFuture<?> call = get(ServiceContext.of(config));
        takeRequest();
        assertThat(call.cancel(true)).isTrue();
        assertThat(call).isCancelled();
        assertThat(ends.poll(5, TimeUnit.SECONDS))
                .as("the call itself ended by the cancel, not 30 s later")
                .startsWith(CancellationException.class.getName());
        // And WireTest's after-each check: the cancelled exchange's connection is not left in use.
    }

    @Test
    void viewsInheritTheExecutorAndTheContextAndOverrideEachAlone() throws Exception {
        answerWhenLetGo();
        // The SDK's own HTTP client: OkHttp's threads of the test's client would inherit this thread's MDC.
        ServiceContext base = ServiceContext.of(configBuilder()
                .httpClient(null)
                .asyncSettings(AsyncSettings.UNSET
                        .withExecutor(executor("config-pool"))
                        .withContext(ContextPropagator.mdc()))
                .build());
        ServiceContext other = base.withOptions(RequestOptions.builder()
                .asyncSettings(AsyncSettings.UNSET.withExecutor(executor("view-pool")))
                .build());
        ServiceContext quiet = other.withOptions(RequestOptions.builder()
                .asyncSettings(AsyncSettings.UNSET.withContext(ContextPropagator.NONE))
                .build());
        ServiceContext direct = quiet.withOptions(RequestOptions.builder()
                .asyncSettings(AsyncSettings.UNSET.withExecutor(Runnable::run))
                .build());
        MDC.put("caller", "c1");
        assertThat(where(get(base))).isEqualTo("config-pool mdc=c1");
        assertThat(where(get(other)))
                .as("its own executor, the config's context")
                .isEqualTo("view-pool mdc=c1");
        assertThat(where(get(quiet))).as("its parent's executor, no context").isEqualTo("view-pool mdc=null");
        assertThat(where(get(direct).thenApply(v -> v)))
                .as("completed on the SDK's thread that ended the call")
                .startsWith("OkHttp ")
                .endsWith("mdc=null");
        assertThat(where(get(other.withRegion("eu-2"))))
                .as("withRegion keeps it")
                .isEqualTo("view-pool mdc=c1");
        assertThat(quiet.options().asyncSettings().context()).isSameAs(ContextPropagator.NONE);
        assertThat(quiet.options().toString())
                .contains("asyncSettings=AsyncSettings[executor=")
                .contains("context=" + ContextPropagator.NONE);
    }

    @Test
    void optionsLayerComponentByComponent() {
        ExecutorService a = executor("a");
        RequestOptions parent = RequestOptions.builder()
                .asyncSettings(AsyncSettings.UNSET.withExecutor(a).withContext(ContextPropagator.mdc()))
                .build();
        RequestOptions child = parent.overriddenBy(RequestOptions.builder()
                .asyncSettings(AsyncSettings.UNSET.withContext(ContextPropagator.NONE))
                .build());
        assertThat(child.asyncSettings()).isEqualTo(new AsyncSettings(a, ContextPropagator.NONE));
        assertThat(parent.overriddenBy(RequestOptions.none())).isSameAs(parent);
        assertThat(parent.toBuilder().build()).isEqualTo(parent).hasSameHashCodeAs(parent);
        assertThat(RequestOptions.none().asyncSettings()).isEqualTo(AsyncSettings.UNSET);
        assertThat(RequestOptions.none().toString()).doesNotContain("asyncSettings");
        assertThatThrownBy(() -> RequestOptions.builder().asyncSettings(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("asyncSettings == null");
        assertThatThrownBy(() -> AsyncSettings.UNSET.withExecutor(null)).hasMessage("executor == null");
        assertThat(ContextPropagator.all(ContextPropagator.mdc())).isSameAs(ContextPropagator.mdc());
    }
}
