package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.ContextPropagator;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import dev.cloudsdk.core.runtime.ResponseShape;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Executor;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * One call, ready to send: everything but the token, which is asked for at each attempt.
 *
 * @param operation the operation
 * @param url the full URL
 * @param region the {@code X-Region} value, or {@code null} for an operation that sends none
 * @param body the JSON body, or {@code null} for none
 * @param shape how to read the result
 * @param http the HTTP client (with this view's timeouts)
 * @param callTimeout the deadline for the whole call
 * @param headers the view's extra headers, as name/value pairs
 * @param tokens where the token of each attempt comes from: the view's, or the config's
 * @param completion the application's executor an async call's future completes on, or {@code null} for the
 *     SDK's thread that ends the call
 * @param context what caller context an async call carries to the threads of its steps;
 *     {@link ContextPropagator#NONE} for none
 * @param <T> the result type
 */
public record CallSpec<T>(
        Operation operation,
        HttpUrl url,
        String region,
        byte[] body,
        ResponseShape<T> shape,
        OkHttpClient http,
        Duration callTimeout,
        List<String> headers,
        TokenSource tokens,
        Executor completion,
        ContextPropagator context) {}
