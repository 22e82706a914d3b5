package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.Calls;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;

/** What the retry budget tests share: a call made blocking or async, a server that can go down, the bucket. */
final class BudgetCalls {
    private BudgetCalls() {}

    /** How a test's calls are made; the budget must act the same on both paths. */
    enum Mode {
        SYNC,
        ASYNC;

        /** Makes the test GET; a failure is thrown as it is, whichever the mode. */
        Object call(ServiceContext ctx) {
            if (this == SYNC) {
                return TestApi.getItems(ctx);
            }
            try {
                return Calls.callAsync(
                                ctx,
                                TestApi.GET,
                                new Object[] {TestApi.ID},
                                List.of(),
                                null,
                                ResponseShape.page("items", DatabindOracle.reader(TestApi.Thing.class)))
                        .get(30, TimeUnit.SECONDS);
            } catch (ExecutionException e) {
                throw (RuntimeException) e.getCause();
            } catch (InterruptedException | TimeoutException e) {
                throw new AssertionError("the async call did not end", e);
            }
        }

        /** @return the failure of a call that must fail */
        RuntimeException failure(ServiceContext ctx) {
            try {
                call(ctx);
            } catch (RuntimeException e) {
                return e;
            }
            throw new AssertionError("the call succeeded");
        }
    }

    /** @return the retry budget every call of {@code config} shares */
    static RetryRules.Budget budget(ClientConfig config) {
        return InternalBridge.CORE.calls(config).retryBudget;
    }

    /** Answers every request with the status it is set to: 200 with an empty page, or the API's error body. */
    static final class Service extends Dispatcher {
        private volatile int status = 200;
        private final AtomicInteger requests = new AtomicInteger();
        private final Queue<Integer> script = new ConcurrentLinkedQueue<>();

        /** @param status what every request gets from now on, once a script is used up */
        void answer(int status) {
            this.status = status;
        }

        /** @param statuses what the next requests get, one each, before the status set by {@link #answer} */
        void script(int... statuses) {
            for (int s : statuses) {
                script.add(s);
            }
        }

        int requests() {
            return requests.get();
        }

        @Override
        public MockResponse dispatch(RecordedRequest request) {
            requests.incrementAndGet();
            Integer next = script.poll();
            int s = next != null ? next : status;
            MockResponse.Builder b = new MockResponse.Builder().code(s).setHeader("Content-Type", "application/json");
            return s == 200
                    ? b.body("{\"items\":[]}").build()
                    : b.setHeader("X-Request-Id", "req-" + s)
                            .body("{\"error\":{\"code\":\"E" + s + "\",\"message\":\"problem " + s + "\"}}")
                            .build();
        }
    }
}
