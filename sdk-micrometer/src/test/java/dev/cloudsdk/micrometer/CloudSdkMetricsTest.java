package dev.cloudsdk.micrometer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfigBuilder;
import dev.cloudsdk.core.NotFoundException;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.UnreadableResponseException;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import mockwebserver3.SocketEffect;
import mockwebserver3.SocketEffect.CloseSocket;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The meters of real DNS calls against MockWebServer: names, exact tags, counts, and nothing secret in a tag. */
class CloudSdkMetricsTest extends WireTest {
    private static final UUID ZONE = UUID.fromString("9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a");
    private static final String EMPTY_PAGE = "{\"recordsets\":[],\"meta\":{\"has_more\":false}}";

    private final SimpleMeterRegistry registry = new SimpleMeterRegistry();

    private ClientConfigBuilder metered() {
        return configBuilder().callListener(CloudSdkMetrics.create(registry));
    }

    private static void list(DnsClient dns) {
        dns.recordsets().listPage(ZONE, ListRecordsetsRequest.all());
    }

    private static Map<String, String> callTags(String outcome, String status, String exception, boolean async) {
        Map<String, String> tags = new LinkedHashMap<>(attemptTags(outcome, status));
        tags.put("exception", exception);
        tags.put("async", Boolean.toString(async));
        return tags;
    }

    private static Map<String, String> attemptTags(String outcome, String status) {
        return Map.of(
                "operation", "ListRecordsets", "method", "GET", "region", REGION, "outcome", outcome, "status", status);
    }

    private static Map<String, String> tagsOf(Meter m) {
        Map<String, String> tags = new LinkedHashMap<>();
        for (Tag t : m.getId().getTags()) {
            tags.put(t.getKey(), t.getValue());
        }
        return tags;
    }

    /** @return the only timer of that name, after checking its tags are exactly these */
    private Timer onlyTimer(String name, Map<String, String> tags) {
        Collection<Timer> timers = registry.find(name).timers();
        assertThat(timers).as(name).hasSize(1);
        Timer t = timers.iterator().next();
        assertThat(tagsOf(t)).as(name + " tags").containsExactlyInAnyOrderEntriesOf(tags);
        return t;
    }

    private double retries(String reason) {
        Counter c = registry.find(CloudSdkMetrics.RETRIES)
                .tags("operation", "ListRecordsets", "reason", reason)
                .counter();
        return c == null ? 0 : c.count();
    }

    private static int refusedPort() throws Exception {
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return s.getLocalPort();
        }
    }

    @AfterEach
    void noTagCarriesTheTokenAnIdOrARequestId() {
        for (Meter m : registry.getMeters()) {
            assertThat(m.getId().getTags())
                    .as(m.getId().getName())
                    .noneMatch(t -> t.getValue().contains(TOKEN)
                            || t.getValue().contains(ZONE.toString())
                            || t.getValue().startsWith("req-")
                            || t.getValue().contains("problem"));
        }
    }

    @Test
    void aSuccessfulCallIsOneCallAndOneAttemptTaggedSuccessAnd200() {
        server.enqueue(json(200, EMPTY_PAGE));
        list(DnsClient.create(metered().build()));
        assertThat(takeRequest().getTarget()).isEqualTo("/api/v1/zones/" + ZONE + "/recordsets");
        assertThat(onlyTimer(CloudSdkMetrics.CALLS, callTags("SUCCESS", "200", "none", false))
                        .count())
                .isEqualTo(1);
        assertThat(onlyTimer(CloudSdkMetrics.ATTEMPTS, attemptTags("SUCCESS", "200"))
                        .count())
                .isEqualTo(1);
        assertThat(registry.find(CloudSdkMetrics.RETRIES).counters()).isEmpty();
    }

    @Test
    void callsToOtherIdsShareOneSeries() {
        DnsClient dns = DnsClient.create(metered().build());
        for (int i = 0; i < 3; i++) {
            server.enqueue(json(200, EMPTY_PAGE));
            dns.recordsets().listPage(UUID.randomUUID(), ListRecordsetsRequest.all());
        }
        assertThat(server.getRequestCount()).isEqualTo(3);
        assertThat(onlyTimer(CloudSdkMetrics.CALLS, callTags("SUCCESS", "200", "none", false))
                        .count())
                .isEqualTo(3);
    }

    @Test
    void aNotFoundIsAClientErrorWithItsStatusAndExceptionAndNoRetry() {
        server.enqueue(error(404));
        assertThatThrownBy(() -> list(DnsClient.create(metered().build()))).isInstanceOf(NotFoundException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(onlyTimer(CloudSdkMetrics.CALLS, callTags("CLIENT_ERROR", "404", "NotFoundException", false))
                        .count())
                .isEqualTo(1);
        assertThat(onlyTimer(CloudSdkMetrics.ATTEMPTS, attemptTags("CLIENT_ERROR", "404"))
                        .count())
                .isEqualTo(1);
        assertThat(registry.find(CloudSdkMetrics.RETRIES).counters()).isEmpty();
    }

    @Test
    void aServerErrorOnEveryAttemptCountsEachRetryByItsStatus() {
        server.enqueue(error(503));
        server.enqueue(error(503));
        server.enqueue(error(503));
        assertThatThrownBy(() -> list(DnsClient.create(metered().build()))).isInstanceOf(ServerException.class);
        assertThat(server.getRequestCount()).isEqualTo(3);
        assertThat(sleeps).hasSize(2);
        assertThat(retries("503")).isEqualTo(2.0);
        assertThat(onlyTimer(CloudSdkMetrics.CALLS, callTags("SERVER_ERROR", "503", "ServerException", false))
                        .count())
                .isEqualTo(1);
        assertThat(onlyTimer(CloudSdkMetrics.ATTEMPTS, attemptTags("SERVER_ERROR", "503"))
                        .count())
                .isEqualTo(3);
    }

    @Test
    void aRetriedCallThatSucceedsCountsEachRetryByWhatFailed() {
        server.enqueue(error(503));
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .onResponseStart(new CloseSocket())
                .build());
        server.enqueue(json(200, EMPTY_PAGE));
        list(DnsClient.create(metered().build()));
        assertThat(server.getRequestCount()).isEqualTo(3);
        assertThat(retries("503")).isEqualTo(1.0);
        assertThat(retries("ApiConnectionException")).isEqualTo(1.0);
        assertThat(registry.find(CloudSdkMetrics.RETRIES).counters()).hasSize(2);
        assertThat(onlyTimer(CloudSdkMetrics.CALLS, callTags("SUCCESS", "200", "none", false))
                        .count())
                .isEqualTo(1);
        assertThat(registry.find(CloudSdkMetrics.ATTEMPTS).timers())
                .extracting(CloudSdkMetricsTest::tagsOf)
                .containsExactlyInAnyOrder(
                        attemptTags("SERVER_ERROR", "503"),
                        attemptTags("CONNECTION_ERROR", "NONE"),
                        attemptTags("SUCCESS", "200"));
    }

    @Test
    void aRefusedConnectionIsAConnectionErrorWithNoStatus() throws Exception {
        DnsClient dns = DnsClient.create(metered()
                .baseUrl("http://127.0.0.1:" + refusedPort() + "/")
                .retryPolicy(RetryPolicy.none())
                .build());
        assertThatThrownBy(() -> list(dns)).isInstanceOf(ApiConnectionException.class);
        assertThat(onlyTimer(
                                CloudSdkMetrics.CALLS,
                                callTags("CONNECTION_ERROR", "NONE", "ApiConnectionException", false))
                        .count())
                .isEqualTo(1);
        assertThat(onlyTimer(CloudSdkMetrics.ATTEMPTS, attemptTags("CONNECTION_ERROR", "NONE"))
                        .count())
                .isEqualTo(1);
    }

    @Test
    void aRefusedConnectionRetriedCountsAsManyRetriesAsBackoffs() throws Exception {
        DnsClient dns = DnsClient.create(
                metered().baseUrl("http://127.0.0.1:" + refusedPort() + "/").build());
        assertThatThrownBy(() -> list(dns)).isInstanceOf(ApiConnectionException.class);
        assertThat(sleeps).hasSize(2);
        assertThat(retries("ApiConnectionException")).isEqualTo(2.0);
        assertThat(onlyTimer(CloudSdkMetrics.ATTEMPTS, attemptTags("CONNECTION_ERROR", "NONE"))
                        .count())
                .isEqualTo(3);
    }

    @Test
    void aRetryRefusedByTheSpentRetryBudgetIsCountedByWhatFailed() throws Exception {
        for (int i = 0; i < 4; i++) {
            server.enqueue(error(503));
        }
        DnsClient dns = DnsClient.create(metered()
                .retryPolicy(RetryPolicy.builder()
                        .sleeper(sleeps::add)
                        .retryBudget(10)
                        .build())
                .build());
        assertThatThrownBy(() -> list(dns)).isInstanceOf(ServerException.class); // two retries spend the 10
        assertThatThrownBy(() -> list(dns))
                .isInstanceOf(ServerException.class)
                .hasMessageContaining("the retry budget of this ClientConfig is spent");
        assertThat(server.getRequestCount()).isEqualTo(3 + 1);
        assertThat(retries("503")).isEqualTo(2.0);
        Counter refused = registry.find(CloudSdkMetrics.RETRIES_REFUSED).counter();
        assertThat(refused).isNotNull();
        assertThat(tagsOf(refused))
                .containsExactlyInAnyOrderEntriesOf(Map.of("operation", "ListRecordsets", "reason", "503"));
        assertThat(refused.count()).isEqualTo(1.0);
        assertThat(onlyTimer(CloudSdkMetrics.CALLS, callTags("SERVER_ERROR", "503", "ServerException", false))
                        .count())
                .isEqualTo(2);

        // A retry after a refused connection costs 10: the next one is refused at once.
        DnsClient down = DnsClient.create(metered()
                .baseUrl("http://127.0.0.1:" + refusedPort() + "/")
                .retryPolicy(RetryPolicy.builder()
                        .sleeper(sleeps::add)
                        .retryBudget(10)
                        .build())
                .build());
        assertThatThrownBy(() -> list(down)).isInstanceOf(ApiConnectionException.class);
        assertThat(registry.find(CloudSdkMetrics.RETRIES_REFUSED)
                        .tags("reason", "ApiConnectionException")
                        .counter()
                        .count())
                .isEqualTo(1.0);
        assertThat(retries("ApiConnectionException")).isEqualTo(1.0);
    }

    @Test
    void aCallEndedByAFailureOfItsOwnIsNotTaggedWithTheLastAttemptsStatus() {
        server.enqueue(error(503));
        AtomicInteger asked = new AtomicInteger();
        DnsClient dns = DnsClient.create(metered()
                .tokenProvider(() -> {
                    if (asked.incrementAndGet() > 1) {
                        throw new IllegalStateException("the vault is down");
                    }
                    return TOKEN;
                })
                .build());
        assertThatThrownBy(() -> list(dns)).hasRootCauseInstanceOf(IllegalStateException.class);
        assertThat(server.getRequestCount()).isEqualTo(1);
        assertThat(retries("503")).isEqualTo(1.0);
        // The token supplier's failure ended the call, not the 503 before it.
        assertThat(onlyTimer(CloudSdkMetrics.CALLS, callTags("UNKNOWN", "NONE", "TokenProviderException", false))
                        .count())
                .isEqualTo(1);
    }

    @Test
    void aReadTimeoutIsATimeout() {
        server.enqueue(new MockResponse.Builder()
                .onResponseStart(SocketEffect.Stall.INSTANCE)
                .build());
        DnsClient dns = DnsClient.create(metered()
                .readTimeout(Duration.ofMillis(200))
                .retryPolicy(RetryPolicy.none())
                .build());
        assertThatThrownBy(() -> list(dns)).isInstanceOf(ApiTimeoutException.class);
        assertThat(onlyTimer(CloudSdkMetrics.CALLS, callTags("TIMEOUT", "NONE", "ApiTimeoutException", false))
                        .count())
                .isEqualTo(1);
    }

    @Test
    void aSuccessfulStatusWithAnUnusableBodyIsUnknownWithItsStatus() {
        server.enqueue(json(200, "not json"));
        assertThatThrownBy(() -> list(DnsClient.create(metered().build())))
                .isInstanceOf(UnreadableResponseException.class);
        assertThat(onlyTimer(CloudSdkMetrics.CALLS, callTags("UNKNOWN", "200", "UnreadableResponseException", false))
                        .count())
                .isEqualTo(1);
    }

    @Test
    void asyncCallsAreTaggedAsync() throws Exception {
        server.enqueue(json(200, EMPTY_PAGE));
        server.enqueue(error(404));
        DnsClient dns = DnsClient.create(metered().build());
        dns.async().recordsets().listPage(ZONE, ListRecordsetsRequest.all()).get(5, TimeUnit.SECONDS);
        assertThatThrownBy(() -> dns.async()
                        .recordsets()
                        .listPage(ZONE, ListRecordsetsRequest.all())
                        .get(5, TimeUnit.SECONDS))
                .isInstanceOf(ExecutionException.class)
                .hasCauseInstanceOf(NotFoundException.class);
        awaitCalls(2);
        assertThat(registry.find(CloudSdkMetrics.CALLS).timers())
                .extracting(CloudSdkMetricsTest::tagsOf)
                .containsExactlyInAnyOrder(
                        callTags("SUCCESS", "200", "none", true),
                        callTags("CLIENT_ERROR", "404", "NotFoundException", true));
    }

    /** An async call's end is heard just after its future completes, on the SDK's thread. */
    private void awaitCalls(long count) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
        while (registry.find(CloudSdkMetrics.CALLS).timers().stream()
                                .mapToLong(Timer::count)
                                .sum()
                        < count
                && System.nanoTime() < until) {
            Thread.sleep(5);
        }
    }

    @Test
    void aRegistryThatRefusesTheTimerNeverBreaksTheCall() {
        // The same name and tags already taken by a counter: the registry throws when the timer is registered.
        registry.counter(
                CloudSdkMetrics.CALLS,
                "operation",
                "ListRecordsets",
                "method",
                "GET",
                "region",
                REGION,
                "outcome",
                "SUCCESS",
                "status",
                "200",
                "exception",
                "none",
                "async",
                "false");
        server.enqueue(json(200, EMPTY_PAGE));
        list(DnsClient.create(metered().build()));
        assertThat(registry.find(CloudSdkMetrics.CALLS).timers()).isEmpty();
        assertThat(LogCapture.lines())
                .filteredOn(l -> l.startsWith("WARN dev.cloudsdk.telemetry"))
                .hasSize(1);
    }

    @Test
    void theListenerNamesItsRegistryAndRefusesNone() {
        assertThat(CloudSdkMetrics.create(registry)).hasToString("CloudSdkMetrics[SimpleMeterRegistry]");
        assertThatThrownBy(() -> CloudSdkMetrics.create(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("registry == null");
    }
}
