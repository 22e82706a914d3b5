package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.WireTest;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

/** The telemetry hook: every event of a call, in order, with what it carries; a failing listener breaks nothing. */
class CallListenerTest extends WireTest {
    private final List<String> events = new CopyOnWriteArrayList<>();

    /** Records every event as one line; adds a traceparent to each attempt. */
    private final CallListener recording = call -> {
        events.add("start " + call);
        return new CallListener.Observer() {
            @Override
            public void attemptStart(int attempt, int maxAttempts, BiConsumer<String, String> headers) {
                events.add("attempt " + attempt + "/" + maxAttempts);
                headers.accept("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01");
            }

            @Override
            public void attemptEnd(CallListener.Attempt a) {
                events.add("end " + a.attempt() + "/" + a.maxAttempts() + " status " + a.statusCode() + " id "
                        + a.requestId() + " failure "
                        + (a.failure() == null ? null : a.failure().getClass().getSimpleName()));
            }

            @Override
            public void backoff(int nextAttempt, Duration wait) {
                events.add("backoff to " + nextAttempt);
            }

            @Override
            public void callEnd(int attempts, Duration elapsed, Throwable failure) {
                events.add("done " + attempts + " failure "
                        + (failure == null ? null : failure.getClass().getSimpleName()));
            }
        };
    };

    private String startLine(String method, String template, String region, boolean async) {
        return "start Call[operation=Test" + (method.equals("GET") ? "Get" : "Post") + ", method=" + method
                + ", pathTemplate=" + template + ", region=" + region + ", serverAddress="
                + server.url("/").host()
                + ", serverPort=" + server.getPort() + ", async=" + async + "]";
    }

    @Test
    void aSuccessfulCallIsStartAttemptEndAndDoneWithTheTemplateNotTheIds() {
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "application/json")
                .setHeader("X-Request-Id", "rid-1")
                .body("{\"items\":[]}")
                .build());
        TestApi.getItems(
                ServiceContext.of(configBuilder().callListener(recording).build()));
        assertThat(events)
                .containsExactly(
                        startLine("GET", "/v1/things/{}/items", REGION, false),
                        "attempt 1/3",
                        "end 1/3 status 200 id rid-1 failure null",
                        "done 1 failure null");
        RecordedRequest r = takeRequest();
        assertThat(r.getHeaders().get("traceparent")).startsWith("00-0af7651916cd43dd8448eb211c80319c");
        assertThat(events).noneMatch(e -> e.contains(TOKEN) || e.contains(TestApi.ID.toString()));
    }

    @Test
    void aRetriedCallShowsEachAttemptAndTheBackoffBetween() {
        server.enqueue(error(503));
        server.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(
                ServiceContext.of(configBuilder().callListener(recording).build()));
        assertThat(events)
                .containsExactly(
                        startLine("GET", "/v1/things/{}/items", REGION, false),
                        "attempt 1/3",
                        "end 1/3 status 503 id req-503 failure ServerException",
                        "backoff to 2",
                        "attempt 2/3",
                        "end 2/3 status 200 id null failure null",
                        "done 2 failure null");
        assertThat(takeRequest().getHeaders().get("traceparent")).isNotNull();
        assertThat(takeRequest().getHeaders().get("traceparent")).isNotNull();
    }

    @Test
    void aFailedCallEndsWithTheExceptionTheCallerGets() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort();
        }
        ClientConfig config = configBuilder()
                .baseUrl("http://127.0.0.1:" + port + "/")
                .callListener(recording)
                .retryPolicy(RetryPolicy.none())
                .build();
        assertThatThrownBy(() -> TestApi.postThing(ServiceContext.of(config)))
                .isInstanceOf(ApiConnectionException.class);
        assertThat(events).hasSize(4);
        assertThat(events.get(1)).isEqualTo("attempt 1/1");
        assertThat(events.get(2)).isEqualTo("end 1/1 status 0 id null failure ApiConnectionException");
        assertThat(events.get(3)).isEqualTo("done 1 failure ApiConnectionException");
    }

    @Test
    void anAsyncCallHasTheSameEventsAndEndsWhenItsFutureDoes() throws Exception {
        server.enqueue(error(503));
        server.enqueue(error(503));
        server.enqueue(error(503));
        ClientConfig config = configBuilder()
                .callListener(recording)
                .retryPolicy(RetryPolicy.builder()
                        .baseDelay(Duration.ofMillis(1))
                        .maxDelay(Duration.ofMillis(2))
                        .build())
                .build();
        CompletableFuture<Page<TestApi.Thing>> f = Calls.callAsync(
                ServiceContext.of(config),
                TestApi.GET,
                new Object[] {TestApi.ID},
                List.of(),
                null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS)).hasCauseInstanceOf(ServerException.class);
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        while (!events.get(events.size() - 1).startsWith("done") && System.nanoTime() < until) {
            Thread.sleep(5);
        }
        assertThat(events.get(0)).isEqualTo(startLine("GET", "/v1/things/{}/items", REGION, true));
        assertThat(events)
                .filteredOn(e -> e.startsWith("attempt "))
                .containsExactly("attempt 1/3", "attempt 2/3", "attempt 3/3");
        assertThat(events).filteredOn(e -> e.startsWith("backoff")).containsExactly("backoff to 2", "backoff to 3");
        assertThat(events.get(events.size() - 1)).isEqualTo("done 3 failure ServerException");
    }

    @Test
    void allTellsEachListenerEvenWhenOneThrows() {
        List<String> second = new CopyOnWriteArrayList<>();
        CallListener throwing = call -> new CallListener.Observer() {
            @Override
            public void attemptEnd(CallListener.Attempt a) {
                throw new IllegalStateException("first listener's bug");
            }
        };
        CallListener counting = call -> new CallListener.Observer() {
            @Override
            public void attemptEnd(CallListener.Attempt a) {
                second.add("end " + a.statusCode());
            }

            @Override
            public void callEnd(int attempts, Duration elapsed, Throwable failure) {
                second.add("done " + attempts);
            }
        };
        server.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(ServiceContext.of(configBuilder()
                .callListener(CallListener.all(throwing, recording, counting))
                .build()));
        assertThat(second).containsExactly("end 200", "done 1");
        assertThat(events).hasSize(4).last().isEqualTo("done 1 failure null");
        assertThat(LogCapture.lines())
                .filteredOn(l -> l.startsWith("WARN dev.cloudsdk.telemetry"))
                .hasSize(1);
        assertThat(takeRequest().getHeaders().get("traceparent")).isNotNull();
    }

    @Test
    void aListenerThatThrowsNeverBreaksTheCallAndIsLoggedOnce() {
        CallListener broken = call -> new CallListener.Observer() {
            @Override
            public void attemptStart(int attempt, int maxAttempts, BiConsumer<String, String> headers) {
                headers.accept("Authorization", "Bearer stolen");
            }

            @Override
            public void attemptEnd(CallListener.Attempt a) {
                throw new IllegalStateException("listener bug");
            }

            @Override
            public void callEnd(int attempts, Duration elapsed, Throwable failure) {
                throw new IllegalStateException("listener bug again");
            }
        };
        server.enqueue(json(200, "{\"items\":[]}"));
        server.enqueue(json(200, "{\"items\":[]}"));
        ServiceContext ctx =
                ServiceContext.of(configBuilder().callListener(broken).build());
        assertThat(TestApi.getItems(ctx)).isNotNull();
        assertThat(TestApi.getItems(ctx)).isNotNull();
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer " + TOKEN);
        assertThat(LogCapture.lines())
                .filteredOn(l -> l.startsWith("WARN dev.cloudsdk.telemetry"))
                .hasSize(1)
                .first()
                .asString()
                .contains("the call goes on");
        CallListener throwsAtStart = call -> {
            throw new IllegalStateException("no");
        };
        server.enqueue(json(200, "{\"items\":[]}"));
        assertThat(TestApi.getItems(ServiceContext.of(
                        configBuilder().callListener(throwsAtStart).build())))
                .isNotNull();
    }
}
