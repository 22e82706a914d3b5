package dev.cloudsdk.dns;

import static dev.cloudsdk.dns.RecordsetPages.id;
import static dev.cloudsdk.dns.RecordsetPages.page;
import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.ItemPublisher;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import dev.cloudsdk.core.testing.WireTest;
import dev.cloudsdk.dns.model.ListRecordsetsRequest;
import dev.cloudsdk.dns.model.Recordset;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;

/**
 * {@code listPublisher} on the wire: a page is requested only when the subscriber's demand exceeds what it already
 * has (the server counts the requests), cancel() ends the page call in flight, a failure after the retries reaches
 * onError with the iterator's exception, and each subscription starts over from the request's marker. WireTest
 * checks after each test that no connection is left in use.
 */
class ListRecordsetsPublisherWireTest extends WireTest {
    private static final UUID ZONE = RecordsetPages.ZONE;
    /** Long enough for a request the walk should not make to reach the server. */
    private static final long QUIET_MILLIS = 300;

    private final LinkedBlockingQueue<String> ends = new LinkedBlockingQueue<>();
    private final CallListener listener = call -> new CallListener.Observer() {
        @Override
        public void callEnd(int attempts, Duration elapsed, Throwable failure) {
            ends.add(failure == null ? "ok" : failure.getClass().getSimpleName());
        }
    };

    private AsyncRecordsets recordsets() {
        return DnsClient.create(configBuilder().callListener(listener).build())
                .async()
                .recordsets();
    }

    private static List<Object> ids(int... items) {
        return Arrays.stream(items)
                .mapToObj(RecordsetPages::id)
                .map(Object.class::cast)
                .toList();
    }

    private static List<Object> idsOf(List<Object> signals) {
        return signals.stream()
                .map(s -> s instanceof Recordset r ? (Object) r.id() : s)
                .toList();
    }

    @Test
    void aPageIsRequestedOnlyWhenTheDemandExceedsWhatIsBuffered() throws Exception {
        server.enqueue(json(200, page(true, null, 1, 2, 3)));
        server.enqueue(json(200, page(true, null, 4, 5, 6)));
        server.enqueue(json(200, page(false, null, 7)));
        ItemPublisher<Recordset> publisher = recordsets()
                .listPublisher(ZONE, ListRecordsetsRequest.builder().limit(3).build());
        Recorder<Recordset> sub = new Recorder<>();
        publisher.subscribe(sub);
        assertThat(sub.quietFor(QUIET_MILLIS)).isEmpty();
        assertThat(server.getRequestCount())
                .as("subscribed, nothing asked for: no request")
                .isZero();

        sub.subscription().request(2);
        assertThat(idsOf(sub.take(2))).isEqualTo(ids(1, 2));
        assertThat(takeRequest().getUrl().queryParameter("marker")).isNull();
        sub.subscription().request(1);
        assertThat(idsOf(sub.take(1))).as("the third item was buffered").isEqualTo(ids(3));
        assertThat(sub.quietFor(QUIET_MILLIS)).isEmpty();
        assertThat(server.getRequestCount())
                .as("demand met from the buffer: no second page")
                .isEqualTo(1);

        sub.subscription().request(1);
        assertThat(idsOf(sub.take(1))).isEqualTo(ids(4));
        assertThat(takeRequest().getUrl().queryParameter("marker")).isEqualTo(id(3).toString());
        sub.subscription().request(Long.MAX_VALUE);
        assertThat(idsOf(sub.take(4))).isEqualTo(List.of(id(5), id(6), id(7), Recorder.COMPLETE));
        assertThat(takeRequest().getUrl().queryParameter("marker")).isEqualTo(id(6).toString());
        assertThat(server.getRequestCount()).isEqualTo(3);
    }

    @Test
    void cancelEndsThePageCallInFlightAndRequestsNoMore() throws Exception {
        CountDownLatch page2Answered =
                answerTaken(r -> id(2).toString().equals(r.getUrl().queryParameter("marker")));
        server.enqueue(json(200, page(true, null, 1, 2)));
        server.enqueue(new MockResponse.Builder()
                .code(200)
                .setHeader("Content-Type", "application/json")
                .headersDelay(30, TimeUnit.SECONDS)
                .body(page(false, null, 3))
                .build());
        Recorder<Recordset> sub = new Recorder<>();
        recordsets().listPublisher(ZONE).subscribe(sub);
        sub.subscription().request(3);
        assertThat(idsOf(sub.take(2))).isEqualTo(ids(1, 2));
        takeRequest();
        assertThat(takeRequest().getUrl().queryParameter("marker")).isEqualTo(id(2).toString());
        assertThat(page2Answered.await(5, TimeUnit.SECONDS))
                .as("the server is answering page 2, 30 s late")
                .isTrue();

        sub.subscription().cancel();
        // Page 1's end is reported on its own thread and may come after page 2's on a loaded machine.
        assertThat(Arrays.asList(ends.poll(5, TimeUnit.SECONDS), ends.poll(5, TimeUnit.SECONDS)))
                .as("page 2's call ends with the cancel, not 30 s later")
                .containsExactlyInAnyOrder("ok", "CancellationException");
        sub.subscription().request(10);
        assertThat(sub.quietFor(QUIET_MILLIS)).as("no signal after cancel").isEmpty();
        assertThat(server.getRequestCount()).as("no request after cancel").isEqualTo(2);
    }

    @Test
    void aServerErrorAfterTheRetriesReachesOnErrorAfterTheItemsBeforeIt() throws Exception {
        server.enqueue(json(200, page(true, null, 1, 2)));
        for (int i = 0; i < 4; i++) {
            server.enqueue(error(503));
        }
        Recorder<Recordset> sub = new Recorder<>();
        DnsClient.create(configBuilder()
                        .retryPolicy(RetryPolicy.builder()
                                .maxAttempts(3)
                                .baseDelay(Duration.ZERO)
                                .build())
                        .build())
                .async()
                .recordsets()
                .listPublisher(ZONE)
                .subscribe(sub);
        sub.subscription().request(Long.MAX_VALUE);
        assertThat(idsOf(sub.take(2))).isEqualTo(ids(1, 2));
        assertThat(sub.error()).isInstanceOf(ServerException.class).hasMessageContaining("503");
        assertThat(sub.quietFor(QUIET_MILLIS)).as("nothing after onError").isEmpty();
        assertThat(server.getRequestCount())
                .as("page 1, and page 2's 3 attempts")
                .isEqualTo(4);
    }

    @Test
    void eachSubscriptionIsAWalkOfItsOwnFromTheRequestsMarker() throws Exception {
        server.enqueue(json(200, page(false, null, 4, 5)));
        server.enqueue(json(200, page(false, null, 4, 5)));
        ItemPublisher<Recordset> publisher = recordsets()
                .listPublisher(
                        ZONE, ListRecordsetsRequest.builder().marker(id(3)).build());
        for (int walk = 0; walk < 2; walk++) {
            Recorder<Recordset> sub = new Recorder<>();
            publisher.subscribe(sub);
            sub.subscription().request(5);
            assertThat(idsOf(sub.take(3))).isEqualTo(List.of(id(4), id(5), Recorder.COMPLETE));
            assertThat(takeRequest().getUrl().queryParameter("marker"))
                    .as("walk %d resumes at the marker", walk)
                    .isEqualTo(id(3).toString());
        }
    }

    @Test
    void aClosedClientFailsTheSubscriptionAtOnceWithoutDemand() throws Exception {
        ClientConfig config = config();
        ItemPublisher<Recordset> publisher =
                DnsClient.create(config).async().recordsets().listPublisher(ZONE);
        config.close();
        Recorder<Recordset> sub = new Recorder<>();
        publisher.subscribe(sub);
        assertThat(sub.error()).isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
        assertThat(server.getRequestCount()).isZero();
    }
}
