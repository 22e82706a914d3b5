package dev.cloudsdk.conformance;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.OperationName;
import dev.cloudsdk.core.RetryPolicy;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * One operation in the fault matrix: its name, how to call it, what its success looks like, and whether the SDK
 * may send it again after it may have reached the server. Written as
 * {@code OperationRow.of(DnsOperations.LIST_RECORDSETS).calling(c -> ...).succeedsWith(200, json).resentOnFaults()}.
 *
 * @param operation the operation's constant, as in {@code DnsOperations.LIST_RECORDSETS}
 * @param variant what sets this row apart from another of the same operation, or empty
 * @param call calls the operation once with a client built from the given config, returning its result
 * @param successStatus the status of the operation's success
 * @param successJson a valid success body, or the empty text for an operation whose success has none (a 204)
 * @param resend whether the SDK may send the operation again once it may have reached the server
 * @param policy adds this row's settings to the test's retry policy (its recording sleeper already set)
 */
record OperationRow(
        OperationName operation,
        String variant,
        Function<ClientConfig, Object> call,
        int successStatus,
        String successJson,
        Resend resend,
        UnaryOperator<RetryPolicy.Builder> policy) {

    /** Whether the SDK may send an operation again once it may have reached the server. */
    enum Resend {
        /** A POST that creates or restores: sent once, never again once it may have been sent. */
        NEVER,
        /** A GET, or an operation opted in through the retry policy: retried on faults like a GET. */
        ON_FAULTS
    }

    OperationRow {
        Objects.requireNonNull(operation, "operation == null");
    }

    /**
     * @param operation the operation's constant
     * @return a row still to be completed with {@link #calling}, {@link #succeedsWith} and its resend rule
     */
    static OperationRow of(OperationName operation) {
        return new OperationRow(operation, "", null, 0, null, null, UnaryOperator.identity());
    }

    /**
     * @param how calls the operation once with a client built from the given config
     * @return this row with its call
     */
    OperationRow calling(Function<ClientConfig, Object> how) {
        return new OperationRow(operation, variant, how, successStatus, successJson, resend, policy);
    }

    /**
     * @param status the status of the operation's success
     * @param json a valid success body, or the empty text when the success has none (a 204)
     * @return this row with its success
     */
    OperationRow succeedsWith(int status, String json) {
        return new OperationRow(operation, variant, call, status, json, resend, policy);
    }

    /** @return this row, sent once and never again once it may have reached the server */
    OperationRow neverResent() {
        return new OperationRow(operation, variant, call, successStatus, successJson, Resend.NEVER, policy);
    }

    /** @return this row, retried on connection failures, timeouts, 429 and 5xx */
    OperationRow resentOnFaults() {
        return new OperationRow(operation, variant, call, successStatus, successJson, Resend.ON_FAULTS, policy);
    }

    /** @return this row called with {@code RetryPolicy.Builder.retryAsIdempotent(operation)} */
    OperationRow optedInAsIdempotent() {
        return new OperationRow(
                operation,
                " opted in as idempotent",
                call,
                successStatus,
                successJson,
                resend,
                p -> p.retryAsIdempotent(operation));
    }

    /** @return whether the SDK may send this operation again after it may have reached the server */
    boolean repeatable() {
        return resend == Resend.ON_FAULTS;
    }

    /** @return whether the success has a body: false for an operation answering 204 */
    boolean hasBody() {
        return !successJson.isEmpty();
    }

    /** @return whether every part of the row is set */
    boolean complete() {
        return call != null && successStatus >= 200 && successStatus < 300 && successJson != null && resend != null;
    }

    /** @return the name shown for each test of this row, such as {@code CreatePool} */
    @Override
    public String toString() {
        return operation.value() + variant;
    }
}
