package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.RetryPolicy;
import dev.cloudsdk.core.Timeouts;
import java.time.Clock;
import java.util.function.Supplier;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Every checked setting of a {@code ClientConfig}, as one plain value: the config keeps it, and the transport is
 * built from it when the config is built.
 *
 * @param baseUrl the checked base URL, ending with {@code /}
 * @param tokenProvider the token source (a masked fixed token, or the caller's provider)
 * @param dynamicToken whether the token comes from a provider asked on every request
 * @param region the default {@code X-Region}, or {@code null}
 * @param timeouts every limit, all set
 * @param httpClient the caller's HTTP client, or {@code null} for one the SDK builds and owns
 * @param retryPolicy the retry policy
 * @param allowInsecureHttp whether plain http to a remote host is allowed
 * @param maxResponseBytes the largest successful body read
 * @param maxPageItems the most items one page may hold
 * @param logBodies whether bodies are logged at DEBUG
 * @param userAgentSuffix appended to the User-Agent, or {@code null}
 * @param clock the clock for deadlines and {@code Retry-After} dates
 * @param callListener hears every call; {@link CallListener#NONE} for none
 */
public record Settings(HttpUrl baseUrl, Supplier<String> tokenProvider, boolean dynamicToken, String region,
                       Timeouts timeouts, OkHttpClient httpClient, RetryPolicy retryPolicy, boolean allowInsecureHttp,
                       long maxResponseBytes, int maxPageItems, boolean logBodies, String userAgentSuffix, Clock clock,
                       CallListener callListener) {

    /** Never shows the token. */
    @Override
    public String toString() {
        return "baseUrl=" + baseUrl + ", token=" + (dynamicToken ? "<provider>" : "****") + ", region=" + region
                + ", timeouts=" + timeouts + ", retryPolicy=" + retryPolicy + ", allowInsecureHttp="
                + allowInsecureHttp + ", customHttpClient=" + (httpClient != null);
    }
}
