package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.Response;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.Sleeper;
import java.io.IOException;
import java.time.Clock;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * The pipeline every call goes through, in one place: build the request (user agent, auth, region), send it,
 * map the answer, and retry by the {@link RetryPolicy} within one call deadline. One transport per
 * {@code ClientConfig}; thread-safe. Unless the caller supplied one, it owns the HTTP client; {@link #close()}
 * ends its calls and releases that client's connections. The threads it uses are the process's shared
 * {@link SdkExecutors}, so a config costs no thread of its own.
 *
 * <p>Retries are a loop here rather than an OkHttp interceptor because the decision needs what only this layer
 * knows: whether the operation may be repeated, whether the request may already have reached the server, and
 * how much of the call deadline is left for a backoff.
 */
public final class Transport {
    /** Something in flight that closing the config must end. */
    interface InFlight {
        void abort();
    }

    private final OkHttpClient http;
    private final boolean ownsHttp;
    private final HttpUrl baseUrl;
    private final TokenSource tokenSource;
    private final Tokens tokens = new Tokens();
    private final RetryPolicy retryPolicy;
    private final RetryBudget retryBudget;
    private final Clock clock;
    private final Duration callTimeout;
    private final Exchange exchange;
    private final Telemetry telemetry;
    private final Set<InFlight> inFlight = ConcurrentHashMap.newKeySet();
    private final CountDownLatch closing = new CountDownLatch(1);
    private volatile boolean closed;

    /**
     * Builds the transport of one config from its settings. Called by {@code ClientConfig.build()} only.
     *
     * @param settings the checked settings
     */
    public Transport(Settings settings) {
        this.baseUrl = settings.baseUrl();
        this.tokenSource = TokenSource.of(settings);
        this.retryPolicy = settings.retryPolicy();
        this.retryBudget = RetryBudget.of(retryPolicy.retryBudget());
        this.clock = settings.clock();
        this.callTimeout = settings.timeouts().call();
        this.http = HttpClients.create(settings);
        this.ownsHttp = settings.httpClient() == null;
        this.telemetry = new Telemetry(settings.callListener());
        Json json = new Json(settings.maxResponseBytes(), settings.maxPageItems());
        this.exchange = new Exchange(json, new HttpLog(settings.logBodies()),
                UserAgent.of(settings.userAgentSuffix()), settings.maxResponseBytes(), clock, telemetry);
    }

    HttpUrl baseUrl() {
        return baseUrl;
    }

    Json json() {
        return exchange.json();
    }

    HttpLog log() {
        return exchange.log();
    }

    Clock clock() {
        return clock;
    }

    RetryPolicy retryPolicy() {
        return retryPolicy;
    }

    /** @return the config's token source, used by every view without a token of its own */
    TokenSource tokenSource() {
        return tokenSource;
    }

    Tokens tokens() {
        return tokens;
    }

    /** @return the retry budget every call of this config shares */
    RetryBudget retryBudget() {
        return retryBudget;
    }

    boolean isClosed() {
        return closed;
    }

    OkHttpClient http(RequestOptions options) {
        return options.timeouts().setsSocketLimits() ? HttpClients.derive(http, options.timeouts()) : http;
    }

    Duration callTimeout(RequestOptions options) {
        return options.timeouts().call() != null ? options.timeouts().call() : callTimeout;
    }

    /** @throws IllegalStateException when the config was closed */
    void ensureOpen() {
        if (closed) {
            throw new IllegalStateException("this ClientConfig is closed; build a new one to make calls");
        }
    }

    Telemetry telemetry() {
        return telemetry;
    }

    <T> T execute(Call<T> call) {
        return execute(call, (outcome, attempts) -> outcome.value());
    }

    <T> Response<T> executeWithResponse(Call<T> call) {
        return execute(call, Transport::response);
    }

    /** Runs a blocking call to its end; {@code result} makes the caller's value of the successful outcome. */
    private <T, X> X execute(Call<T> call, BiFunction<Exchange.Outcome<T>, Attempts, X> result) {
        ensureOpen();
        Attempts attempts = new Attempts(this, call);
        attempts.observer(telemetry.callStart(call, false));
        inFlight.add(attempts);
        Throwable failure = null;
        try {
            while (true) {
                if (closed) {
                    throw Failures.closed(call, attempts, attempts.sentBefore(), null);
                }
                long left = remaining(call, attempts);
                Deadlines.watch(attempts, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(left));
                String token = tokens.blocking(call, attempts);
                // A provider that answered on the deadline leaves no time for an attempt.
                remaining(call, attempts, call.tokens().dynamic() ? " while waiting for the token provider" : "");
                Exchange.Prepared p = exchange.prepare(call, token, attempts);
                attempts.current(p.http());
                Exchange.Outcome<T> outcome = exchange.attempt(call, p, attempts);
                if (outcome.failure() == null) {
                    attempts.succeeded();
                    return result.apply(outcome, attempts);
                }
                Duration wait = attempts.next(outcome);
                if (wait == null) {
                    throw attempts.failure(outcome);
                }
                sleep(wait, call, attempts, outcome.failure());
            }
        } catch (RuntimeException | Error e) {
            failure = e;
            throw e;
        } finally {
            inFlight.remove(attempts);
            Deadlines.unwatch(attempts);
            telemetry.callEnd(attempts.observer(), attempts.number(), attempts.elapsedMillis(), failure);
        }
    }

    <T> CompletableFuture<T> executeAsync(Call<T> call) {
        ensureOpen();
        return new AsyncExecution<T, T>(this, exchange, call, (outcome, attempts) -> outcome.value()).start();
    }

    <T> CompletableFuture<Response<T>> executeWithResponseAsync(Call<T> call) {
        ensureOpen();
        return new AsyncExecution<>(this, exchange, call, Transport::response).start();
    }

    /** The result of a successful outcome with its status, headers (token redacted), request id and attempts. */
    static <T> Response<T> response(Exchange.Outcome<T> outcome, Attempts attempts) {
        okhttp3.Response r = outcome.response();
        String token = ServerText.tokenOf(r.request());
        return new Response<>(outcome.value(), r.code(), ResponseHeaders.redacted(r, token),
                ErrorMapper.requestId(r, token), attempts.number(),
                Duration.ofMillis(attempts.elapsedMillis()));
    }

    /** Registers what must be ended if the config is closed; ends it at once if it already is. */
    void track(InFlight f) {
        inFlight.add(f);
        if (closed) {
            f.abort();
        }
    }

    void untrack(InFlight f) {
        inFlight.remove(f);
    }

    /**
     * Runs a task later on the shared callback threads, never on the timer thread: completing a future runs the
     * caller's dependent stages, and one that blocks must not hold up every other call's deadline and backoff.
     *
     * @param task what to run
     * @param delayMillis after how long
     * @return the scheduled task, to cancel
     * @throws RejectedExecutionException when the config was closed
     */
    ScheduledFuture<?> schedule(Runnable task, long delayMillis) {
        return schedule(task, () -> { }, delayMillis);
    }

    /**
     * As {@link #schedule(Runnable, long)}, running {@code onTimer} on the timer thread first: for what must not
     * wait behind callback threads that the caller's stages keep busy (cancelling an HTTP call at its deadline).
     * It must run no caller code and not block.
     */
    ScheduledFuture<?> schedule(Runnable task, Runnable onTimer, long delayMillis) {
        if (closed) {
            throw new RejectedExecutionException("closed");
        }
        return SdkExecutors.timer().schedule(() -> {
            try {
                onTimer.run();
            } finally {
                SdkExecutors.callbacks().execute(task);
            }
        }, delayMillis, TimeUnit.MILLISECONDS);
    }

    /** What is left of the call deadline, in milliseconds; a deadline already past is a timeout. */
    long remaining(Call<?> call, Attempts attempts) {
        return remaining(call, attempts, "");
    }

    /** @param during what the call was waiting for, for the message of a deadline already past; or empty */
    private long remaining(Call<?> call, Attempts attempts, String during) {
        long left = attempts.deadline() - clock.millis();
        if (left <= 0) {
            throw Failures.deadline(call, attempts, attempts.sentBefore(), during, null);
        }
        return left;
    }

    private void sleep(Duration delay, Call<?> call, Attempts attempts, RuntimeException failure) {
        if (attempts.freeRepeat()) {
            // A new token or a new connection: the same attempt again, no backoff.
            return;
        }
        try {
            if (retryPolicy.sleeper() == Sleeper.SYSTEM) {
                // The real wait ends early when the config is closed.
                if (closing.await(delay.toMillis(), TimeUnit.MILLISECONDS)) {
                    throw Failures.closed(call, attempts, attempts.sentBefore(), null);
                }
            } else {
                retryPolicy.sleeper().sleep(delay);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            CloudSdkException stop = new CloudSdkException("interrupted while waiting to retry "
                    + call.operation().name(), e);
            stop.addSuppressed(failure);
            throw stop;
        }
    }

    /**
     * Ends every call in flight and, for a client the SDK built, evicts its pool. Idempotent. The shared threads
     * stay for the process's other configs; idle, they end by themselves.
     */
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        closing.countDown();
        for (InFlight f : inFlight) {
            f.abort();
        }
        if (ownsHttp) {
            // The dispatcher's threads are shared by every config (SdkExecutors) and end when idle; the
            // connections are this config's own.
            http.connectionPool().evictAll();
        }
    }

    static String reason(RuntimeException failure) {
        if (failure instanceof ApiException) {
            return "HTTP " + ((ApiException) failure).statusCode();
        }
        if (failure instanceof ApiTimeoutException) {
            return ((ApiTimeoutException) failure).limit() + " timeout";
        }
        IOException cause = failure instanceof ApiConnectionException ? ((ApiConnectionException) failure).getCause()
                : null;
        return cause == null ? failure.getClass().getSimpleName() : cause.getClass().getSimpleName();
    }
}
