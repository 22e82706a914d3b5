package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import java.util.function.Consumer;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link ItemPublisher} over {@link NumberPages} answered on the caller's thread, so that every step is
 * deterministic: when each page is requested against what the subscriber has had, and how a walk fails.
 */
class ItemPublisherTest {
    /** For each page requested: how many items the subscriber had been given when it was. */
    private final List<Long> deliveredAtEachRequest = new ArrayList<>();

    private final List<String> markers = new ArrayList<>();
    private final List<Object> signals = new ArrayList<>();

    private Function<String, CompletableFuture<Page<Long>>> pages(long total) {
        return marker -> {
            markers.add(String.valueOf(marker));
            deliveredAtEachRequest.add(
                    signals.stream().filter(Long.class::isInstance).count());
            return CompletableFuture.completedFuture(NumberPages.page(total, 3, marker));
        };
    }

    /** The thread of the last {@code onNext}. */
    private Thread onNextThread;

    /** @return a subscriber that records every signal in {@link #signals}, after {@code onSubscribe} runs its part */
    private Flow.Subscriber<Long> recording(Consumer<Flow.Subscription> onSubscribe) {
        return new Flow.Subscriber<>() {
            @Override
            public void onSubscribe(Flow.Subscription s) {
                onSubscribe.accept(s);
            }

            @Override
            public void onNext(Long item) {
                signals.add(item);
                onNextThread = Thread.currentThread();
            }

            @Override
            public void onError(Throwable failure) {
                signals.add(failure);
            }

            @Override
            public void onComplete() {
                signals.add("complete");
            }
        };
    }

    private Flow.Subscriber<Long> asking(long n) {
        return recording(s -> s.request(n));
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void underUnboundedDemandTheNextPageGoesAheadOnlyAsFarAsPrefetchPagesAllows(int prefetchPages) {
        new ItemPublisher<>(() -> {}, null, pages(9), NumberPages::markerOf, prefetchPages)
                .subscribe(asking(Long.MAX_VALUE));
        assertThat(signals).hasSize(10).endsWith("complete");
        // Pages answer at once, so a page requested ahead is requested as the page before it arrives: with 0,
        // only once every item before it was delivered; with 1 or more, before the page before it is delivered.
        assertThat(deliveredAtEachRequest)
                .containsExactlyElementsOf(prefetchPages == 0 ? List.of(0L, 3L, 6L) : List.of(0L, 0L, 3L));
    }

    @Test
    void demandWithinWhatIsBufferedRequestsNoPage() {
        List<Flow.Subscription> subscription = new ArrayList<>();
        new ItemPublisher<>(() -> {}, null, pages(9), NumberPages::markerOf, 1).subscribe(recording(subscription::add));
        assertThat(markers).as("subscribed, nothing asked for").isEmpty();
        subscription.get(0).request(2);
        subscription.get(0).request(1);
        assertThat(markers).as("3 asked for, 3 on the first page").containsExactly("null");
        subscription.get(0).request(1);
        assertThat(markers).containsExactly("null", "3");
        assertThat(signals).containsExactly(1L, 2L, 3L, 4L);
    }

    @Test
    void aRepeatedMarkerFailsTheWalkAfterTheItemsBeforeIt() {
        Function<String, CompletableFuture<Page<Long>>> looping =
                marker -> CompletableFuture.completedFuture(new Page<>(
                        marker == null ? List.of(1L, 2L) : List.of(3L, 2L),
                        PageMeta.builder().hasMore(true).build()));
        new ItemPublisher<>(() -> {}, null, looping, NumberPages::markerOf, 1).subscribe(asking(10));
        assertThat(signals).hasSize(5).startsWith(1L, 2L, 3L, 2L);
        assertThat(signals.get(4))
                .isExactlyInstanceOf(CloudSdkException.class)
                .asString()
                .contains("marker 2 was already used");
    }

    @Test
    void aFailedPageArrivesAsOnErrorWithItsOwnExceptionAfterTheItemsBeforeIt() {
        ServerException down = new ServerException(ErrorResponse.builder()
                .statusCode(503)
                .method("GET")
                .path("/v1/zones")
                .build());
        // A future derived from the call fails with a CompletionException around it: the subscriber gets the cause.
        Function<String, CompletableFuture<Page<Long>>> failing = marker -> marker == null
                ? CompletableFuture.completedFuture(NumberPages.page(9, 3, null))
                : CompletableFuture.completedFuture(marker).thenApply(m -> {
                    throw down;
                });
        new ItemPublisher<>(() -> {}, null, failing, NumberPages::markerOf, 1).subscribe(asking(10));
        assertThat(signals).containsExactly(1L, 2L, 3L, down);
    }

    @Test
    void aPageThatArrivesWhileTheSubscriberIsInOnSubscribeIsDeliveredAfterItReturns() {
        CompletableFuture<Page<Long>> firstPage = new CompletableFuture<>();
        new ItemPublisher<>(() -> {}, null, marker -> firstPage, NumberPages::markerOf, 1).subscribe(recording(s -> {
            signals.add("onSubscribe");
            s.request(1);
            // The page's call completes on another thread before onSubscribe returns.
            Thread arrival = new Thread(() -> firstPage.complete(NumberPages.page(9, 3, null)));
            arrival.start();
            try {
                arrival.join();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            signals.add("onSubscribe returns");
        }));
        assertThat(signals).containsExactly("onSubscribe", "onSubscribe returns", 1L);
        assertThat(onNextThread).as("delivered by the subscribing thread").isSameAs(Thread.currentThread());
    }
}
