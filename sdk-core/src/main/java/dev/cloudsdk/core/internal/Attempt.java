package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.OperationName;
import okhttp3.Call;
import okhttp3.Request;
import okhttp3.Response;

/**
 * One attempt of a call (a {@link CallLifecycle} is the whole call), ready to run: its request and OkHttp call, set
 * once by {@link AttemptCodec#prepare} before the call sees the attempt. And how far it got, written by the thread
 * that runs OkHttp's interceptors for it and read when it ends: whether any byte may have reached the server (which
 * decides whether a POST may be retried), which timeout a timeout was, how many requests reached the wire, and a
 * {@code Retry-After} that {@link NetworkInterceptor} kept from OkHttp. It travels as the request's tag. The call
 * deadline is not OkHttp's call timeout: {@link CallLifecycle.Deadlines} keeps a blocking call's,
 * {@link CallLifecycle.AsyncCall} an async one's.
 *
 * <p>And what it came to, its outcome: {@link AttemptCodec} sets it once, of the response or the I/O failure, and
 * {@link CallLifecycle#decide} reads it.
 */
final class Attempt {
    enum Phase {
        CONNECTING,
        SENDING,
        AWAITING_RESPONSE,
        READING_BODY
    }

    final OperationName operation;
    /** Which attempt of the call this is, from 1. */
    final int attempt;
    /** How many attempts the retry policy allows. */
    final int maxAttempts;
    /** The call's listener observer, told of the attempt's end. */
    final CallListener.Observer observer;

    Request request;
    Call http;
    /** When it was prepared, in {@code System.nanoTime()}. */
    long startNanos;

    /** How far the attempt got; {@link NetworkInterceptor} and the request body move it on. */
    volatile Phase phase = Phase.CONNECTING;
    /** The {@code Retry-After} that {@link NetworkInterceptor} kept from OkHttp, or {@code null}. */
    volatile String retryAfter;

    private volatile int wireRequests;

    /** The result of a success. */
    Object value;
    /** The response of a success (closed; its status and headers stay readable), or {@code null}. */
    Response response;
    /** What the attempt failed with, or {@code null} when it succeeded. */
    RuntimeException failure;
    /** Whether this kind of failure is worth another attempt, if the policy, the operation and the deadline allow. */
    boolean retryable;
    /** Whether a pooled connection was found closed before anything was sent: the attempt may run again at once. */
    boolean staleConnection;

    Attempt(OperationName operation, int attempt, int maxAttempts, CallListener.Observer observer) {
        this.operation = operation;
        this.attempt = attempt;
        this.maxAttempts = maxAttempts;
        this.observer = observer;
    }

    /** A success; the (closed) response is kept for its status and headers, which need no body. */
    void succeeded(Object value, Response response) {
        this.value = value;
        this.response = response;
    }

    /** A failure; {@link #retryAfter} is what the server said of it, if it said anything. */
    void failed(RuntimeException failure, boolean retryable, boolean staleConnection) {
        this.failure = failure;
        this.retryable = retryable;
        this.staleConnection = staleConnection;
    }

    /** Once a connection was handed to the exchange, the server may have seen the request. */
    boolean mayHaveBeenSent() {
        return phase != Phase.CONNECTING;
    }

    /** @return how many requests this attempt has put on the wire, this one included */
    int countWireRequest() {
        // One OkHttp call runs its interceptors on one thread at a time: no lost update.
        return ++wireRequests;
    }
}
