package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ApiConnectionException;
import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ApiTimeoutException;
import dev.cloudsdk.core.AuthenticationException;
import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.RetryPolicy;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Clock;
import java.time.Duration;
import java.util.function.Supplier;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * The pipeline every call goes through, in one place: build the request (user agent, auth, region), send it,
 * map the answer, and retry by the {@link RetryPolicy} within one call deadline. One transport per
 * {@link ClientConfig}; immutable and thread-safe.
 *
 * <p>Retries are a loop here rather than an OkHttp interceptor because the decision needs what only this layer
 * knows: whether the operation may be repeated, whether the request may already have reached the server, and
 * how much of the call deadline is left for a backoff.
 */
public final class Transport {
    private final OkHttpClient http;
    private final HttpUrl baseUrl;
    private final Supplier<String> tokenProvider;
    private final boolean dynamicToken;
    private final RetryPolicy retryPolicy;
    private final Clock clock;
    private final Duration callTimeout;
    private final Exchange exchange;

    /**
     * Builds the transport of one config. Called by {@code ClientConfig} only.
     *
     * @param config the settings
     * @param baseUrl the checked base URL, ending with {@code /}
     * @param tokenProvider the token source
     */
    public Transport(ClientConfig config, HttpUrl baseUrl, Supplier<String> tokenProvider) {
        this.baseUrl = baseUrl;
        this.tokenProvider = tokenProvider;
        this.dynamicToken = config.hasTokenProvider();
        this.retryPolicy = config.retryPolicy();
        this.clock = config.clock();
        this.callTimeout = config.callTimeout();
        this.http = HttpClients.create(config);
        Json json = new Json(config.maxResponseBytes());
        this.exchange = new Exchange(json, new HttpLog(config.logBodies()), UserAgent.of(config.userAgentSuffix()),
                config.maxResponseBytes());
    }

    HttpUrl baseUrl() {
        return baseUrl;
    }

    Json json() {
        return exchange.json();
    }

    OkHttpClient http(RequestOptions options) {
        return options.overridesSocketTimeouts() ? HttpClients.derive(http, options) : http;
    }

    Duration callTimeout(RequestOptions options) {
        return options.callTimeout() != null ? options.callTimeout() : callTimeout;
    }

    <T> T execute(Call<T> call) {
        Attempts attempts = new Attempts(call);
        while (true) {
            Exchange.Outcome<T> outcome = exchange.attempt(call, token(call), attempts.number(),
                    remaining(call, attempts.deadline()), attempts::pastDeadline);
            if (outcome.failure() == null) {
                return outcome.value();
            }
            Duration wait = attempts.next(outcome);
            if (wait == null) {
                throw outcome.failure();
            }
            sleep(wait, call, outcome.failure());
        }
    }

    <T> java.util.concurrent.CompletableFuture<T> executeAsync(Call<T> call) {
        return new AsyncExecution<>(this, exchange, call).start();
    }

    /** The retry state of one call: its deadline, which attempt this is, whether the token was refreshed. */
    final class Attempts {
        private final Call<?> call;
        private final long deadline;
        private int number = 1;
        private boolean authRepeated;

        Attempts(Call<?> call) {
            this.call = call;
            this.deadline = clock.millis() + call.callTimeout().toMillis();
        }

        int number() {
            return number;
        }

        long deadline() {
            return deadline;
        }

        boolean pastDeadline() {
            return clock.millis() >= deadline;
        }

        /** The wait before the next attempt, {@link Duration#ZERO} for at once, {@code null} to give up. */
        Duration next(Exchange.Outcome<?> outcome) {
            RuntimeException failure = outcome.failure();
            if (failure instanceof AuthenticationException && dynamicToken && !authRepeated) {
                // The server refused the call, so it did not run: ask the provider again and repeat it once.
                authRepeated = true;
                return Duration.ZERO;
            }
            Duration delay = retryDelay(call, outcome, number, deadline);
            if (delay != null) {
                exchange.log().retry(call.operation().name(), number, retryPolicy.maxAttempts(), reason(failure),
                        delay.toMillis());
                number++;
            }
            return delay;
        }
    }

    long remaining(Call<?> call, long deadline) {
        long left = deadline - clock.millis();
        if (left <= 0) {
            throw new ApiTimeoutException(call.operation().method(), call.url().encodedPath(), false,
                    ApiTimeoutException.Limit.CALL_DEADLINE, new InterruptedIOException("call deadline exceeded"));
        }
        return left;
    }

    String token(Call<?> call) {
        String token;
        try {
            token = tokenProvider.get();
        } catch (RuntimeException e) {
            throw new CloudSdkException(call.operation().name() + ": the token provider failed: "
                    + e.getClass().getName(), e);
        }
        Checks.token(token, "the token from the token provider");
        return token;
    }

    RetryPolicy retryPolicy() {
        return retryPolicy;
    }

    /** The wait before the next attempt, or {@code null} when this failure ends the call. */
    private Duration retryDelay(Call<?> call, Exchange.Outcome<?> outcome, int attempt, long deadline) {
        if (!outcome.retryable() || attempt >= retryPolicy.maxAttempts()) {
            return null;
        }
        boolean repeatable = call.operation().idempotent() || retryPolicy.treatsAsIdempotent(call.operation().name());
        if (!repeatable && outcome.mayHaveBeenSent()) {
            return null;
        }
        Duration delay = Backoff.delay(retryPolicy, attempt, outcome.retryAfter(), clock);
        // A wait that would run past the deadline cannot end in a result: give the caller the failure now.
        return clock.millis() + delay.toMillis() >= deadline ? null : delay;
    }

    private void sleep(Duration delay, Call<?> call, RuntimeException failure) {
        if (delay.isZero()) {
            return;
        }
        try {
            retryPolicy.sleeper().sleep(delay);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            CloudSdkException stop = new CloudSdkException("interrupted while waiting to retry "
                    + call.operation().name(), e);
            stop.addSuppressed(failure);
            throw stop;
        }
    }

    private static String reason(RuntimeException failure) {
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
