package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.TokenProviderException;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import dev.cloudsdk.core.testing.WireTest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.Test;

/**
 * Token providers as multi-tenant applications write them: backed by the caller's thread context. Each of these
 * failed on 0.2.0, where a blocking call asked its provider on an SDK thread that had inherited whichever
 * caller's {@code InheritableThreadLocal} values created it.
 */
class TenantTokensTest extends WireTest {
    private static final int TENANTS = 200;
    private static final String OK = "{\"thing\":{}}";

    /** Answers every request with a thing whose name is the bearer token the request carried. */
    private void echoTokens() {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                String auth = request.getHeaders().get("Authorization");
                return json(202, "{\"thing\":{\"display_name\":\"" + auth.substring(7) + "\"}}");
            }
        });
    }

    private static TestApi.Thing post(ServiceContext ctx) {
        return TestApi.postThing(ctx);
    }

    private static CompletableFuture<TestApi.Thing> postAsync(ServiceContext ctx) {
        return Calls.callAsync(
                ctx,
                TestApi.POST,
                new Object[] {TestApi.ID},
                List.of(),
                new TestApi.Body("n", 1),
                ResponseShape.member("thing", DatabindOracle.reader(TestApi.Thing.class)));
    }

    @Test
    void aBlockingCallAsksAThreadLocalProviderOnTheCallersThread() {
        echoTokens();
        ThreadLocal<String> tenant = new ThreadLocal<>();
        List<String> askedOn = new ArrayList<>();
        ClientConfig config = configBuilder()
                .tokenProvider(() -> {
                    askedOn.add(Thread.currentThread().getName());
                    return tenant.get();
                })
                .build();
        tenant.set("tenant-a-token");
        try {
            assertThat(post(ServiceContext.of(config)).displayName()).isEqualTo("tenant-a-token");
        } finally {
            tenant.remove();
        }
        assertThat(askedOn).containsExactly(Thread.currentThread().getName());
    }

    @Test
    void eightPoolThreadsServing200TenantsSendEachTenantsOwnTokenBlocking() throws Exception {
        echoTokens();
        InheritableThreadLocal<String> tenant = new InheritableThreadLocal<>();
        ClientConfig config = configBuilder().tokenProvider(tenant::get).build();
        ServiceContext ctx = ServiceContext.of(config);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<String>> sent = new ArrayList<>();
            for (int i = 0; i < TENANTS; i++) {
                String token = "tenant-" + i;
                sent.add(pool.submit(() -> {
                    tenant.set(token);
                    try {
                        return post(ctx).displayName();
                    } finally {
                        tenant.remove();
                    }
                }));
            }
            for (int i = 0; i < TENANTS; i++) {
                assertThat(sent.get(i).get(10, TimeUnit.SECONDS))
                        .as("the token call %d sent", i)
                        .isEqualTo("tenant-" + i);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(server.getRequestCount()).isEqualTo(TENANTS);
    }

    @Test
    void asyncCallsNeverSendAnotherTenantsTokenAPerCallProviderSendsTheirOwn() throws Exception {
        echoTokens();
        InheritableThreadLocal<String> tenant = new InheritableThreadLocal<>();
        ClientConfig config = configBuilder().tokenProvider(tenant::get).build();
        ServiceContext ctx = ServiceContext.of(config);
        ExecutorService pool = Executors.newFixedThreadPool(8);
        Map<Integer, Throwable> inheritedFailures = new ConcurrentHashMap<>();
        try {
            List<Future<String>> own = new ArrayList<>();
            for (int i = 0; i < TENANTS; i++) {
                String token = "tenant-" + i;
                int n = i;
                own.add(pool.submit(() -> {
                    tenant.set(token);
                    try {
                        // The context provider: asked on an SDK thread, which inherited nothing, so it has no token.
                        try {
                            postAsync(ctx).get(10, TimeUnit.SECONDS);
                        } catch (ExecutionException e) {
                            inheritedFailures.put(n, e.getCause());
                        }
                        // The way an async caller gives a call its tenant: a per-call token, captured here.
                        String captured = tenant.get();
                        RequestOptions mine = RequestOptions.builder()
                                .tokenProvider(() -> captured)
                                .build();
                        return postAsync(ctx.withOptions(mine))
                                .get(10, TimeUnit.SECONDS)
                                .displayName();
                    } finally {
                        tenant.remove();
                    }
                }));
            }
            for (int i = 0; i < TENANTS; i++) {
                assertThat(own.get(i).get(20, TimeUnit.SECONDS)).isEqualTo("tenant-" + i);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(inheritedFailures)
                .hasSize(TENANTS)
                .allSatisfy((n, e) -> assertThat(e)
                        .isExactlyInstanceOf(TokenProviderException.class)
                        .hasMessageContaining("returned null on an SDK thread \"cloudsdk-token-"));
        // Only the per-call tokens reached the server: no tenant's call went out with another's token.
        assertThat(server.getRequestCount()).isEqualTo(TENANTS);
    }

    @Test
    void aProviderThatFinishesInTimeLeavesTheInterruptFlagAlone() {
        server.enqueue(json(202, OK));
        ClientConfig config = configBuilder().tokenProvider(() -> "quick").build();
        post(ServiceContext.of(config));
        assertThat(Thread.currentThread().isInterrupted()).isFalse();
        assertThat(takeRequest().getHeaders().get("Authorization")).isEqualTo("Bearer quick");
    }

    @Test
    void aProviderStillRunningAtTheDeadlineIsInterruptedAndTheCallTimesOut() {
        CountDownLatch interrupted = new CountDownLatch(1);
        ClientConfig config = configBuilder()
                .callTimeout(Duration.ofMillis(300))
                .tokenProvider(() -> {
                    try {
                        Thread.sleep(10_000);
                        return "too-late";
                    } catch (InterruptedException e) {
                        interrupted.countDown();
                        Thread.currentThread().interrupt(); // as a well-behaved provider does
                        throw new IllegalStateException("interrupted", e);
                    }
                })
                .build();
        long start = System.nanoTime();
        assertThatThrownBy(() -> post(ServiceContext.of(config)))
                .isExactlyInstanceOf(ApiTimeoutException.class)
                .hasMessageContaining("call deadline of 300 ms exceeded while waiting for the token provider")
                .hasMessageContaining("never reached the server");
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isLessThan(5_000);
        assertThat(interrupted.getCount()).as("the provider was interrupted").isZero();
        assertThat(Thread.interrupted())
                .as("the caller's interrupt flag, as it was found")
                .isFalse();
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aCallerInterruptedBeforeTheCallFindsItsFlagStillSetAfterTheWatchdogFired() {
        ClientConfig config = configBuilder()
                .callTimeout(Duration.ofMillis(200))
                .tokenProvider(() -> {
                    // A provider that ignores interrupts, spinning until its thread is interrupted a second time.
                    long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(600);
                    while (System.nanoTime() < until) {
                        Thread.onSpinWait();
                    }
                    return "late";
                })
                .build();
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> post(ServiceContext.of(config))).isExactlyInstanceOf(ApiTimeoutException.class);
            assertThat(Thread.currentThread().isInterrupted())
                    .as("the caller's own interrupt")
                    .isTrue();
        } finally {
            Thread.interrupted();
        }
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void closingTheConfigEndsAWaitOnTheProvider() throws Exception {
        CountDownLatch asked = new CountDownLatch(1);
        ClientConfig config = configBuilder()
                .tokenProvider(() -> {
                    asked.countDown();
                    try {
                        Thread.sleep(10_000);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                    return "never-used";
                })
                .build();
        ServiceContext ctx = ServiceContext.of(config);
        CompletableFuture<Throwable> failure = CompletableFuture.supplyAsync(() -> {
            try {
                post(ctx);
                return null;
            } catch (RuntimeException e) {
                return Thread.currentThread().isInterrupted() ? new AssertionError("flag left set", e) : e;
            }
        });
        assertThat(asked.await(5, TimeUnit.SECONDS)).isTrue();
        config.close();
        assertThat(failure.get(5, TimeUnit.SECONDS))
                .isExactlyInstanceOf(ApiConnectionException.class)
                .hasMessageContaining("ClientConfig was closed");
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aThrowingProviderAndABlankTokenAreOneTypeThatKeepsTheCauseAndSaysWhere() {
        String caller = Thread.currentThread().getName();
        ClientConfig throwing = configBuilder()
                .tokenProvider(() -> {
                    throw new IllegalStateException("vault down\u001b[2J");
                })
                .build();
        assertThatThrownBy(() -> post(ServiceContext.of(throwing)))
                .isExactlyInstanceOf(TokenProviderException.class)
                .hasMessage("TestPost: the token provider failed on the caller's thread \"" + caller
                        + "\": java.lang.IllegalStateException (its message is not shown: a token provider's text may"
                        + " name a credential)")
                .cause()
                .isExactlyInstanceOf(IllegalStateException.class)
                .hasMessage(null);
        ClientConfig nothing = configBuilder().tokenProvider(() -> null).build();
        assertThatThrownBy(() -> post(ServiceContext.of(nothing)))
                .isExactlyInstanceOf(TokenProviderException.class)
                .hasMessage("TestPost: the token provider returned null on the caller's thread \"" + caller + "\"")
                .hasNoCause();
        ClientConfig broken = configBuilder().tokenProvider(() -> "a\nb").build();
        assertThatThrownBy(() -> post(ServiceContext.of(broken)))
                .isExactlyInstanceOf(TokenProviderException.class)
                .hasMessage("TestPost: the token provider on the caller's thread \"" + caller + "\" returned a token"
                        + " that holds a line break (U+000A) at index 1: a bearer token is visible ASCII without"
                        + " spaces; check what was copied with it")
                .hasMessageNotContaining("a\nb");
        assertThat(server.getRequestCount()).isZero();
    }

    /** Issue 27: a provider's value gets the config's words for the mistake, and its value is never quoted. */
    @Test
    void aProvidersTokenWithAKnownMistakeIsNamedWithItsFixAndNeverRepaired() {
        String caller = Thread.currentThread().getName();
        String prefix = "TestPost: the token provider on the caller's thread \"" + caller + "\" returned a token that ";
        ClientConfig bearer =
                configBuilder().tokenProvider(() -> "Bearer " + TOKEN).build();
        assertThatThrownBy(() -> post(ServiceContext.of(bearer)))
                .isExactlyInstanceOf(TokenProviderException.class)
                .hasMessage(prefix + "starts with 'Bearer ': pass the token alone, the SDK adds the scheme")
                .hasMessageNotContaining(TOKEN);
        ClientConfig fromFile =
                configBuilder().tokenProvider(() -> TOKEN + "\n").build();
        assertThatThrownBy(() -> post(ServiceContext.of(fromFile)))
                .isExactlyInstanceOf(TokenProviderException.class)
                .hasMessage(prefix + "ends with a line break (U+000A) at index 21: a token read from a file keeps its"
                        + " newline; strip() it")
                .hasMessageNotContaining(TOKEN);
        ClientConfig spaced = configBuilder().tokenProvider(() -> " " + TOKEN).build();
        assertThatThrownBy(() -> post(ServiceContext.of(spaced)))
                .isExactlyInstanceOf(TokenProviderException.class)
                .hasMessage(prefix + "has leading or trailing whitespace (U+0020) at index 0: strip() it")
                .hasMessageNotContaining(TOKEN);
        // Refused, not stripped: nothing went out with a repaired token.
        assertThat(server.getRequestCount()).isZero();
    }
}
