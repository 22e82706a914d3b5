package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.Page;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.TokenProviderException;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.TokenSpellings;
import dev.cloudsdk.core.testing.WireTest;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import org.junit.jupiter.api.Test;

/**
 * The token provider: what its failure shows (its type and stack, never its text), and how it meets the call's
 * deadline (asked inside it, off the caller's thread for an async call, interrupted when the deadline ends the call,
 * and never holding up the other calls of the config).
 */
class TokenProviderTest extends WireTest {
    private static final String PAGE = "{\"items\":[]}";

    private static void post(ServiceContext ctx) {
        TestApi.postThing(ctx);
    }

    private static CompletableFuture<Page<TestApi.Thing>> getAsync(ServiceContext ctx) {
        return Calls.callAsync(
                ctx,
                TestApi.GET,
                new Object[] {TestApi.ID},
                List.of(),
                null,
                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)));
    }

    private static long millisSince(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A secret store's own words, which name a token the SDK was never given. */
    static final class VaultException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String token;

        VaultException(String token, Throwable cause) {
            super("lease expired", cause);
            this.token = token;
        }

        @Override
        public String getMessage() {
            return super.getMessage() + " for " + token;
        }
    }

    /**
     * Issue 36: a provider that fails naming a token, before any token was returned or after, shows it nowhere:
     * not in the message, nor in any cause's message or {@code toString()} in the printed stack trace. The cause
     * keeps the JDK's own types and every stack trace.
     */
    @Test
    void aProviderFailureNamingATokenShowsItNowhereBeforeOrAfterATokenWasReturned() {
        server.enqueue(json(202, "{\"thing\":{}}"));
        String fresh = TokenSpellings.JWT;
        String[] next = {TOKEN};
        ClientConfig config = configBuilder()
                .tokenProvider(() -> {
                    if (next[0] == null) {
                        IllegalStateException cause = new IllegalStateException("refresh of " + TOKEN + " refused");
                        cause.addSuppressed(new IOException("tried " + fresh));
                        throw new VaultException(fresh, cause);
                    }
                    String t = next[0];
                    next[0] = null;
                    return t;
                })
                .build();
        ServiceContext ctx = ServiceContext.of(config);
        ClientConfig failsFirst = configBuilder()
                .tokenProvider(() -> {
                    throw new VaultException(fresh, new IllegalArgumentException(TOKEN));
                })
                .build();
        Throwable before = catchThrowable(() -> post(ServiceContext.of(failsFirst)));
        post(ctx);
        Throwable after = catchThrowable(() -> post(ctx));
        for (Throwable e : new Throwable[] {before, after}) {
            assertThat(e)
                    .isExactlyInstanceOf(TokenProviderException.class)
                    .hasMessageEndingWith(VaultException.class.getName()
                            + " (its message is not shown: a token provider's text may name" + " a credential)");
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            for (String token : new String[] {TOKEN, fresh}) {
                TokenSpellings.assertNoSpelling("stack trace", trace.toString(), token);
            }
            assertThat(trace.toString())
                    .contains(
                            "Caused by: " + VaultException.class.getName() + "\n",
                            "\tat " + TokenProviderTest.class.getName());
            assertThat(e.getCause().getCause().getMessage()).isNull();
            assertThat(e.getCause().getCause())
                    .isInstanceOfAny(IllegalStateException.class, IllegalArgumentException.class);
        }
        Throwable[] suppressed = after.getCause().getCause().getSuppressed();
        assertThat(suppressed).singleElement().isExactlyInstanceOf(IOException.class);
        assertThat(suppressed[0].getMessage()).isNull();
    }

    @Test
    void aSlowTokenProviderRunsInsideTheDeadlineOfABlockingCall() {
        ClientConfig config = configBuilder()
                .callTimeout(Duration.ofMillis(500))
                .retryPolicy(RetryPolicy.none())
                .tokenProvider(() -> {
                    sleep(3_000);
                    return "late-token";
                })
                .build();
        long start = System.nanoTime();
        assertThatThrownBy(() -> Calls.call(
                        ServiceContext.of(config),
                        TestApi.GET,
                        new Object[] {TestApi.ID},
                        List.of(),
                        null,
                        ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class))))
                .isInstanceOfSatisfying(ApiTimeoutException.class, e -> {
                    assertThat(e.limit()).isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE);
                    assertThat(e.requestMayHaveBeenSent()).isFalse();
                    assertThat(e).hasMessageContaining("token provider");
                });
        assertThat(millisSince(start)).isLessThan(2_000);
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aDeadlineAfterAnAttemptThatReachedTheServerSaysSo() {
        AtomicInteger asked = new AtomicInteger();
        ClientConfig config = configBuilder()
                .callTimeout(Duration.ofMillis(800))
                .tokenProvider(() -> {
                    if (asked.incrementAndGet() == 2) {
                        sleep(3_000);
                    }
                    return "token";
                })
                .retryPolicy(RetryPolicy.builder().baseDelay(Duration.ZERO).build())
                .build();
        server.enqueue(error(503));
        assertThatThrownBy(() -> TestApi.getItems(ServiceContext.of(config)))
                .isInstanceOfSatisfying(ApiTimeoutException.class, e -> {
                    assertThat(e.requestMayHaveBeenSent())
                            .as("attempt 1 reached the server")
                            .isTrue();
                    assertThat(e.getMessage())
                            .contains("while waiting for the token provider")
                            .doesNotContain("never reached the server");
                });
        assertThat(server.getRequestCount()).isEqualTo(1);
    }

    /** One test for two findings: the provider is asked off the caller's thread, and interrupted at the deadline. */
    @Test
    void anAsyncCallAsksTheProviderOffTheCallersThreadAndItsDeadlineInterruptsIt() throws Exception {
        Thread caller = Thread.currentThread();
        List<Thread> askedOn = new CopyOnWriteArrayList<>();
        CountDownLatch interrupted = new CountDownLatch(1);
        ClientConfig config = configBuilder()
                .callTimeout(Duration.ofMillis(500))
                .tokenProvider(() -> {
                    askedOn.add(Thread.currentThread());
                    try {
                        Thread.sleep(20_000);
                    } catch (InterruptedException e) {
                        interrupted.countDown();
                        Thread.currentThread().interrupt();
                    }
                    return "late-token";
                })
                .build();
        long start = System.nanoTime();
        CompletableFuture<Page<TestApi.Thing>> f = getAsync(ServiceContext.of(config));
        assertThat(millisSince(start))
                .as("callAsync returned without waiting for the provider")
                .isLessThan(400);
        assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS))
                .cause()
                .isInstanceOfSatisfying(
                        ApiTimeoutException.class,
                        e -> assertThat(e.limit()).isEqualTo(ApiTimeoutException.Limit.CALL_DEADLINE));
        assertThat(millisSince(start)).isLessThan(2_000);
        assertThat(interrupted.await(2, TimeUnit.SECONDS))
                .as("the provider was interrupted")
                .isTrue();
        assertThat(askedOn).isNotEmpty().doesNotContain(caller);
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aCallbackThatBlocksOnADeadlineNeverStallsTheOtherCallsOfTheConfig() throws Exception {
        AtomicInteger asked = new AtomicInteger();
        // The first call waits for its token past its deadline, so only the SDK's timer can end it.
        ClientConfig config = configBuilder()
                .tokenProvider(() -> {
                    if (asked.incrementAndGet() == 1) {
                        sleep(3_000);
                    }
                    return "token-" + asked.get();
                })
                .build();
        ServiceContext ctx = ServiceContext.of(config);
        server.enqueue(new MockResponse.Builder()
                .code(503)
                .setHeader("Retry-After", "1")
                .build());
        server.enqueue(json(200, PAGE));
        CompletableFuture<Page<TestApi.Thing>> a = getAsync(ctx.withOptions(
                RequestOptions.builder().callTimeout(Duration.ofMillis(300)).build()));
        sleep(50);
        CompletableFuture<Page<TestApi.Thing>> b = getAsync(ctx);
        // A caller's stage that blocks until b is done, run by whatever thread completes a.
        CompletableFuture<Object> blocked = a.handle((v, e) -> b.join());
        assertThat(b.get(5, TimeUnit.SECONDS).items()).isEmpty();
        assertThat(blocked.get(5, TimeUnit.SECONDS)).isNotNull();
        assertThat(a).isCompletedExceptionally();
    }
}
