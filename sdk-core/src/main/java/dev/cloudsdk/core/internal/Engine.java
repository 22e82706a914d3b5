package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.RetryPolicy;
import java.time.Clock;

/**
 * What every call of one config shares, built once by {@link Transport}: the parts a {@link CallLifecycle} steps
 * through. Immutable; each part is thread-safe.
 *
 * @param codec builds each attempt's request and reads its response
 * @param tokens asks a call's token source for the token of each attempt
 * @param retryPolicy the config's retry policy
 * @param retryBudget the retry budget every call of the config draws on
 * @param clock the config's clock, for deadlines and {@code Retry-After}
 * @param telemetry the config's call listener
 * @param inFlight the calls in flight, which closing the config ends
 */
record Engine(AttemptCodec codec, Tokens tokens, RetryPolicy retryPolicy, RetryBudget retryBudget, Clock clock,
              Telemetry telemetry, InFlightCalls inFlight) {
    HttpLog log() {
        return codec.log();
    }
}
