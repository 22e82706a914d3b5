package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.AsyncSettings;
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
 * @param prefetchPages the pages a list walk requests ahead, or {@code null} for the default
 *     ({@link #prefetchPagesFor(Integer, boolean)})
 * @param proxy the proxy decided for the base URL, or {@code null} to leave the HTTP client's own
 * @param asyncSettings where async futures complete and what caller context travels, as set
 */
public record Settings(HttpUrl baseUrl, Supplier<String> tokenProvider, boolean dynamicToken, String region,
                       Timeouts timeouts, OkHttpClient httpClient, RetryPolicy retryPolicy, boolean allowInsecureHttp,
                       long maxResponseBytes, int maxPageItems, boolean logBodies, String userAgentSuffix, Clock clock,
                       CallListener callListener, Integer prefetchPages, ProxySettings proxy,
                       AsyncSettings asyncSettings) {
    /** The most pages a list walk may request ahead of its caller: each one more page held in memory. */
    public static final int MAX_PREFETCH_PAGES = 16;

    /**
     * The one rule for how many pages a list walk requests ahead: what was set, else 1, or 0 when the calls' token
     * comes from a provider. A page fetched ahead is an async call, which asks a provider on the SDK's token
     * threads, while a blocking call promises to ask it on the caller's own thread (a provider may read the
     * caller's {@code ThreadLocal} context), so such a walk fetches ahead only when asked to.
     *
     * @param set the value set on the config or the view, or {@code null}
     * @param dynamicToken whether the calls' token comes from a provider asked per request
     * @return the pages to request ahead
     */
    public static int prefetchPagesFor(Integer set, boolean dynamicToken) {
        return set != null ? set : dynamicToken ? 0 : 1;
    }

    /**
     * @param pages how many pages to request ahead
     * @return {@code pages}
     * @throws IllegalArgumentException when below 0 or above {@value #MAX_PREFETCH_PAGES}
     */
    public static int checkPrefetchPages(int pages) {
        if (pages < 0 || pages > MAX_PREFETCH_PAGES) {
            throw new IllegalArgumentException("prefetchPages must be 0 to " + MAX_PREFETCH_PAGES + ", was " + pages);
        }
        return pages;
    }


    /** Never shows the token. */
    @Override
    public String toString() {
        return "baseUrl=" + baseUrl + ", token=" + (dynamicToken ? "<provider>" : "****") + ", region=" + region
                + ", timeouts=" + timeouts + ", retryPolicy=" + retryPolicy + ", allowInsecureHttp="
                + allowInsecureHttp + ", customHttpClient=" + (httpClient != null)
                + (prefetchPages == null ? "" : ", prefetchPages=" + prefetchPages)
                + (proxy == null ? "" : ", proxy=" + proxy)
                + (asyncSettings.equals(AsyncSettings.UNSET) ? "" : ", asyncSettings=" + asyncSettings);
    }
}
