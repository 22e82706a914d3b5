package dev.cloudsdk.opentelemetry;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.AsyncSettings;
import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ContextPropagator;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

/**
 * 32 callers at once against DNS ListRecordsets, each in its own span and MDC, on its own region view with its own
 * executor: every listener event (on OkHttp's threads), every completion (on the caller's executor) and every page
 * its blocking walk fetched ahead ran in the caller's OpenTelemetry context and MDC, so each page's call span is in
 * the caller's trace; and afterwards calls made without a context see none on the SDK's or the executors' threads.
 */
class ContextPropagationTest extends WireTest {
    private static final int CALLERS = 32;
    private static final UUID ZONE = CloudSdkTelemetryTest.ZONE;

    private final InMemorySpanExporter spans = InMemorySpanExporter.create();
    private final OpenTelemetrySdk otel = OpenTelemetrySdk.builder()
            .setTracerProvider(SdkTracerProvider.builder()
                    .addSpanProcessor(SimpleSpanProcessor.create(spans))
                    .build())
            .build();
    /** Each caller's trace id, by its region. */
    private final Map<String, String> traces = new ConcurrentHashMap<>();

    private final Queue<String> wrong = new ConcurrentLinkedQueue<>();
    private final List<ExecutorService> executors = new ArrayList<>();
    private final Map<String, Semaphore> letGo = new ConcurrentHashMap<>();

    /** Checks, for each event the SDK reports on another thread, the current span and MDC against the caller's. */
    private final CallListener checking = call -> new CallListener.Observer() {
        @Override
        public void attemptEnd(CallListener.Attempt result) {
            check("attemptEnd", call.region());
        }

        @Override
        public void callEnd(int attempts, Duration elapsed, Throwable failure) {
            check("callEnd", call.region());
        }
    };

    private void check(String what, String region) {
        String trace = Span.current().getSpanContext().getTraceId();
        String expected = region.startsWith("r-")
                ? traces.get(region)
                : Span.getInvalid().getSpanContext().getTraceId();
        String mdc = MDC.get("caller");
        if (!trace.equals(expected) || !String.valueOf(mdc).equals(region.startsWith("r-") ? region : "null")) {
            wrong.add(what + " of " + region + " saw trace " + trace + " and MDC " + mdc + " on "
                    + Thread.currentThread().getName());
        }
    }

    @AfterEach
    void stop() {
        executors.forEach(ExecutorService::shutdownNow);
    }

    private static String recordsets(boolean hasMore, int... ids) {
        return "{\"recordsets\":["
                + Arrays.stream(ids).mapToObj(i -> "{\"id\":\"" + id(i) + "\"}").collect(Collectors.joining(","))
                + "],\"meta\":{\"has_more\":" + hasMore + "}}";
    }

    private static String id(int i) {
        return String.format("00000000-0000-4000-8000-%012d", i);
    }

    /** Pages by marker; a first page asked with limit=1 (the async calls) waits until its caller lets it go. */
    private void serve() {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
                String marker = request.getUrl().queryParameter("marker");
                if ("1".equals(request.getUrl().queryParameter("limit"))) {
                    Semaphore gate = letGo.computeIfAbsent(request.getHeaders().get("X-Region"), r -> new Semaphore(0));
                    assertThat(gate.tryAcquire(10, TimeUnit.SECONDS))
                            .as("let go")
                            .isTrue();
                    return json(200, recordsets(false, 9));
                }
                return json(
                        200,
                        marker == null
                                ? recordsets(true, 1, 2)
                                : marker.equals(id(2)) ? recordsets(true, 3) : recordsets(false, 4));
            }
        });
    }

    private ExecutorService executor(String name) {
        ExecutorService e = Executors.newSingleThreadExecutor(r -> new Thread(null, r, name, 0, false));
        executors.add(e);
        return e;
    }

    @Test
    void thirtyTwoCallersEachStayInTheirOwnTraceAndMdc() throws Exception {
        serve();
        DnsClient dns = DnsClient.create(configBuilder()
                .httpClient(null)
                .prefetchPages(2)
                .callListener(CallListener.all(CloudSdkTelemetry.create(otel), checking))
                .asyncSettings(AsyncSettings.UNSET.withContext(
                        ContextPropagator.all(ContextPropagator.mdc(), OpenTelemetryContext.propagator())))
                .build());
        CyclicBarrier start = new CyclicBarrier(CALLERS);
        ExecutorService pool = Executors.newFixedThreadPool(CALLERS, r -> new Thread(null, r, "caller", 0, false));
        executors.add(pool);
        List<Future<String>> results = new ArrayList<>();
        for (int i = 0; i < CALLERS; i++) {
            String region = "r-" + i;
            DnsClient view = dns.withRegion(region)
                    .withOptions(RequestOptions.builder()
                            .asyncSettings(AsyncSettings.UNSET.withExecutor(executor("app-" + i)))
                            .build());
            results.add(pool.submit(() -> {
                Span span =
                        otel.getTracer("app").spanBuilder("caller " + region).startSpan();
                traces.put(region, span.getSpanContext().getTraceId());
                MDC.put("caller", region);
                try (Scope ignored = span.makeCurrent()) {
                    start.await(10, TimeUnit.SECONDS);
                    return callAs(view, region);
                } finally {
                    MDC.clear();
                    span.end();
                }
            }));
        }
        List<String> completions = new ArrayList<>();
        for (Future<String> result : results) {
            completions.add(result.get(60, TimeUnit.SECONDS));
        }
        for (int i = 0; i < CALLERS; i++) {
            String region = "r-" + i;
            List<SpanData> calls = callSpans(region, 4);
            assertThat(calls)
                    .as("%s: its async call and its walk's three pages, two fetched ahead", region)
                    .hasSize(4)
                    .allSatisfy(s -> assertThat(s.getTraceId()).isEqualTo(traces.get(region)));
        }
        assertThat(wrong)
                .as("events that saw another caller's context, or none")
                .isEmpty();
        for (int i = 0; i < CALLERS; i++) {
            String region = "r-" + i;
            assertThat(completions.get(i))
                    .as(region + "'s completion")
                    .isEqualTo("app-" + i + " " + traces.get(region) + " " + region);
        }
        noThreadKeepsAContext(dns);
    }

    /** One caller: an async page completing on its executor, then a blocking walk of three pages. */
    private String callAs(DnsClient view, String region) throws Exception {
        CompletableFuture<String> seen = view.async()
                .recordsets()
                .listPage(ZONE, ListRecordsetsRequest.builder().limit(1).build())
                .thenApply(page -> Thread.currentThread().getName() + " "
                        + Span.current().getSpanContext().getTraceId() + " " + MDC.get("caller"));
        letGo.computeIfAbsent(region, r -> new Semaphore(0)).release();
        String completion = seen.get(30, TimeUnit.SECONDS);
        List<String> ids = view.recordsets().list(ZONE).stream()
                .map(r -> String.valueOf(r.id()))
                .collect(Collectors.toList());
        assertThat(ids).containsExactly(id(1), id(2), id(3), id(4));
        return completion;
    }

    /** The call spans of a region, once there are {@code expected} (a span ends after its future completes). */
    private List<SpanData> callSpans(String region, int expected) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        List<SpanData> found;
        do {
            found = spans.getFinishedSpanItems().stream()
                    .filter(s -> s.getName().equals("ListRecordsets"))
                    .filter(s -> region.equals(s.getAttributes().get(CloudSdkTelemetry.REGION)))
                    .toList();
        } while (found.size() < expected && System.nanoTime() < until && sleep());
        return found;
    }

    private static boolean sleep() throws InterruptedException {
        Thread.sleep(5);
        return true;
    }

    /**
     * After the callers: 64 calls from this thread, which has no span and no MDC, through a view that carries no
     * context; each of their events, on the threads the callers' calls ran on, must see none.
     */
    private void noThreadKeepsAContext(DnsClient dns) throws Exception {
        DnsClient quiet = dns.withRegion("none")
                .withOptions(RequestOptions.builder()
                        .asyncSettings(AsyncSettings.UNSET.withContext(ContextPropagator.NONE))
                        .build());
        List<CompletableFuture<?>> calls = new ArrayList<>();
        for (int i = 0; i < 64; i++) {
            calls.add(quiet.async().recordsets().listPage(ZONE, ListRecordsetsRequest.all()));
        }
        CompletableFuture.allOf(calls.toArray(CompletableFuture[]::new)).get(30, TimeUnit.SECONDS);
        for (ExecutorService app : executors.subList(1, executors.size())) {
            assertThat(app.submit(() -> Context.current() == Context.root() && MDC.getCopyOfContextMap() == null)
                            .get(5, TimeUnit.SECONDS))
                    .as("an app thread holds no context after")
                    .isTrue();
        }
        callSpans("none", 64);
        assertThat(wrong).as("events of calls without a context that saw one").isEmpty();
    }
}
