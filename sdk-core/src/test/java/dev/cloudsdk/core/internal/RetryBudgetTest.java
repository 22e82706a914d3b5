package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.ErrorResponse;
import dev.cloudsdk.core.RateLimitException;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.ServerException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The token bucket alone: costs, refusal, refunds, the cap, and no overdraft or overflow under 32 threads. */
class RetryBudgetTest {
    private static final int THREADS = 32;

    @Test
    void aRetryCosts5AndOneAfterATimeoutOrConnectionFailure10() {
        ErrorResponse r503 = ErrorResponse.builder()
                .statusCode(503)
                .method("GET")
                .path("/v1/x")
                .build();
        ErrorResponse r429 = ErrorResponse.builder()
                .statusCode(429)
                .method("GET")
                .path("/v1/x")
                .build();
        assertThat(RetryRules.Budget.cost(new ServerException(r503))).isEqualTo(5);
        assertThat(RetryRules.Budget.cost(new RateLimitException(r429, null))).isEqualTo(5);
        assertThat(RetryRules.Budget.cost(
                        new ApiConnectionException("GET", "/v1/x", false, "refused", new IOException())))
                .isEqualTo(10);
        assertThat(RetryRules.Budget.cost(new ApiTimeoutException(
                        "GET", "/v1/x", true, ApiTimeoutException.Limit.READ, new IOException())))
                .isEqualTo(10);
    }

    @Test
    void aFullBucketOf500Pays100RetriesThenRefuses() {
        RetryRules.Budget budget = RetryRules.Budget.of(500);
        assertThat(Internals.available(budget)).isEqualTo(500);
        int paid = 0;
        while (budget.acquire(RetryRules.Budget.RETRY_COST)) {
            paid++;
        }
        assertThat(paid).isEqualTo(100);
        assertThat(Internals.available(budget)).isZero();
    }

    @Test
    void aRetryItCannotPayTakesNothing() {
        RetryRules.Budget budget = RetryRules.Budget.of(12);
        assertThat(budget.acquire(10)).isTrue();
        assertThat(Internals.available(budget)).isEqualTo(2);
        assertThat(budget.acquire(5)).isFalse();
        assertThat(Internals.available(budget)).isEqualTo(2);
    }

    @Test
    void aSuccessPutsBackWhatItsLastRetryTookOrOneNeverAboveTheSize() {
        RetryRules.Budget budget = RetryRules.Budget.of(20);
        budget.acquire(10);
        budget.acquire(5);
        assertThat(Internals.available(budget)).isEqualTo(5);
        budget.refund(10);
        assertThat(Internals.available(budget)).isEqualTo(15);
        budget.refund(0);
        assertThat(Internals.available(budget)).isEqualTo(16);
        budget.refund(5);
        assertThat(Internals.available(budget)).as("capped at the size").isEqualTo(20);
        budget.refund(0);
        assertThat(Internals.available(budget)).isEqualTo(20);
    }

    @Test
    void theLargestSizeCannotOverflow() {
        RetryRules.Budget budget = RetryRules.Budget.of(Integer.MAX_VALUE);
        budget.acquire(5);
        budget.refund(10);
        assertThat(Internals.available(budget)).isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void offPaysEveryRetryAndKeepsNoCount() {
        RetryRules.Budget off = RetryRules.Budget.of(0);
        assertThat(off.off()).isTrue();
        for (int i = 0; i < 1000; i++) {
            assertThat(off.acquire(10)).isTrue();
        }
        off.refund(0);
        assertThat(Internals.available(off)).isZero();
    }

    @Test
    void thirtyTwoThreadsRacingForTheLastTokensGetExactly100RetriesBetweenThem() throws Exception {
        for (int round = 0; round < 20; round++) {
            RetryRules.Budget budget = RetryRules.Budget.of(500);
            List<Integer> paid = race(() -> {
                int n = 0;
                while (budget.acquire(RetryRules.Budget.RETRY_COST)) {
                    n++;
                }
                return n;
            });
            assertThat(paid.stream().mapToInt(Integer::intValue).sum()).isEqualTo(100);
            assertThat(Internals.available(budget)).isZero();
        }
    }

    @Test
    void thirtyTwoThreadsRefundingNeverPassTheSize() throws Exception {
        RetryRules.Budget budget = RetryRules.Budget.of(1000);
        budget.acquire(1000);
        race(() -> {
            for (int i = 0; i < 100; i++) {
                budget.refund(0);
                assertThat(Internals.available(budget)).isBetween(1, 1000);
            }
            return 0;
        });
        assertThat(Internals.available(budget)).as("3,200 refunds of 1, capped").isEqualTo(1000);

        RetryRules.Budget exact = RetryRules.Budget.of(10_000);
        exact.acquire(10_000);
        race(() -> {
            for (int i = 0; i < 100; i++) {
                exact.refund(0);
            }
            return 0;
        });
        assertThat(Internals.available(exact)).as("no refund lost to a race").isEqualTo(3200);
    }

    @Test
    void thePolicyTakesASizeOfAtLeast10OrNone() {
        assertThat(RetryPolicy.defaults().retryBudget()).isEqualTo(500);
        assertThat(RetryPolicy.builder().retryBudget(10).build().retryBudget()).isEqualTo(10);
        assertThat(RetryPolicy.builder().noRetryBudget().build().retryBudget()).isZero();
        assertThat(RetryPolicy.builder().noRetryBudget().build().toString()).contains("retryBudget=off");
        assertThat(RetryPolicy.defaults().toString()).contains("retryBudget=500");
        assertThatThrownBy(() -> RetryPolicy.builder().retryBudget(9))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("retryBudget must be at least 10 tokens (the cost of one retry after a timeout), was 9;"
                        + " noRetryBudget() turns the budget off");
    }

    /** Runs {@code task} on 32 threads released at once; returns each one's result. */
    private static List<Integer> race(Callable<Integer> task) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(THREADS);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<Integer>> each = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                each.add(pool.submit(() -> {
                    go.await();
                    return task.call();
                }));
            }
            go.countDown();
            List<Integer> results = new ArrayList<>();
            for (Future<Integer> f : each) {
                results.add(f.get(30, TimeUnit.SECONDS));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }
}
