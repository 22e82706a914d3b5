package dev.cloudsdk.core;

import dev.cloudsdk.core.internal.HeaderChecks;
import dev.cloudsdk.core.internal.TokenSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Time limits, extra headers, credentials, pages fetched ahead and {@link AsyncSettings} (where async futures complete,
 * what caller context travels) for the calls of one client view, laid over the
 * {@link ClientConfig} values and over the options of the view it came from. Obtain a view with
 * {@code client.withOptions(RequestOptions.builder().callTimeout(Duration.ofSeconds(5)).build())}; the view shares
 * the connection pool of the client it came from.
 *
 * <p><b>Views layer.</b> A view's options are its parent's with the new ones laid over them
 * ({@link #overriddenBy(RequestOptions)}): what the new options set wins, what they leave unset is inherited, and
 * what no view sets falls back to the config. So a tenant's view narrowed again keeps the tenant:
 * <pre>{@code
 * DnsClient tenant = dns.withOptions(RequestOptions.builder().token(tenantToken).header("X-Tenant", "3").build());
 * DnsClient quick = tenant.withOptions(RequestOptions.builder().callTimeout(Duration.ofSeconds(2)).build());
 * // quick sends tenantToken and X-Tenant: 3, with a 2 s deadline
 * }</pre>
 * Headers merge by name, compared without regard to case: a name the new options set replaces every value the
 * parent had for it; other names are kept. A token or token provider is inherited until a view sets another.
 * {@code withRegion}, {@code async()} and the pages a walk fetches ahead keep all of it. A client's {@code options()}
 * returns what its view has accumulated, and {@link #toBuilder()} derives new options from it.
 *
 * <p>An inherited value is dropped only by saying so: {@link Builder#removeHeader(String)} stops sending a header
 * a parent view added, and {@link Builder#configToken()} makes the view's calls use the config's credentials
 * again. Time limits, {@code prefetchPages} and {@link AsyncSettings} need no such step: a view sets whatever value
 * it wants ({@link ContextPropagator#NONE} stops propagating context, an executor {@code Runnable::run} completes
 * on the SDK's threads again).
 *
 * <p>{@link Builder#header(String, String)} adds a header to every request of the view (a correlation id, a tenant
 * hint), but none that the SDK itself sets or that the HTTP layer owns.
 *
 * <p>{@link Builder#token(String)} and {@link Builder#tokenProvider(Supplier)} give the view's calls their own
 * credentials: a server that calls the API for many tenants keeps one config and one connection pool, and makes a
 * view per tenant, {@code dns.withOptions(RequestOptions.builder().token(tenantToken).build())}. Views are cheap (no
 * connection, no thread). The token is never shown by {@link #toString()}, a log line or an exception message.
 */
public final class RequestOptions {
    private static final RequestOptions NONE = new Builder().build();

    /**
     * Every setting of the options, so that equal settings make equal options.
     *
     * @param headers names as the caller wrote them (the last writer's spelling), each with its values in order;
     *     immutable
     * @param removedHeaders names, lower case, whose inherited values these options drop; empty in a view's
     *     accumulated options
     * @param configToken whether these options drop an inherited token for the config's; never true together with
     *     a token
     */
    private record Values(
            Timeouts timeouts,
            Map<String, List<String>> headers,
            Set<String> removedHeaders,
            @Nullable TokenSource tokens,
            boolean configToken,
            @Nullable Integer prefetchPages,
            AsyncSettings asyncSettings) {}

    private final Values v;

    private RequestOptions(Values v) {
        this.v = v;
    }

    /** @return options that override nothing */
    public static RequestOptions none() {
        return NONE;
    }

    /**
     * What every view of a config falls back to, and the options of a view without its own: the config's call
     * deadline, credentials, pages ahead (as set, or {@code null} for the credentials' default) and async settings.
     */
    static RequestOptions configBase(ClientConfig config, TokenSource tokens) {
        return new RequestOptions(new Values(
                Timeouts.UNSET.withCall(config.callTimeout()),
                Map.of(),
                Set.of(),
                tokens,
                false,
                config.s.prefetchPages,
                config.asyncSettings()));
    }

    /** @return a new builder */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * A builder that starts from these options: every value, header, removal and credential they hold.
     * {@code client.withOptions(client.options().toBuilder().removeHeader("X-Debug").build())} is the view without
     * that header.
     *
     * @return a new builder holding these options
     */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.timeouts = v.timeouts;
        v.headers.forEach((name, values) -> b.headers.put(name, new ArrayList<>(values)));
        b.removedHeaders.addAll(v.removedHeaders);
        b.tokens = v.tokens;
        b.configToken = v.configToken;
        b.prefetchPages = v.prefetchPages;
        b.asyncSettings = v.asyncSettings;
        return b;
    }

    /**
     * These options with {@code overrides} laid over them: what a view made with {@code withOptions(overrides)} from
     * a view with these options has. Each time limit, {@code prefetchPages} and component of
     * {@link AsyncSettings} the overrides set wins, the others are these options'. Headers merge by name, compared
     * without regard to case: a name the overrides set replaces all of this one's values for it, a name they remove
     * is dropped, the other names stay, in their order, before the overrides' new ones. The overrides' token or
     * provider wins; {@link Builder#configToken()} drops this one's; otherwise this one's stays.
     *
     * @param overrides the options of the new view
     * @return the layered options
     * @throws NullPointerException when null
     */
    public RequestOptions overriddenBy(RequestOptions overrides) {
        Objects.requireNonNull(overrides, "overrides == null");
        if (overrides == NONE || overrides.equals(NONE)) {
            return this;
        }
        Values o = overrides.v;
        return new RequestOptions(new Values(
                o.timeouts.orElse(v.timeouts),
                merged(v.headers, o.headers, o.removedHeaders),
                Set.of(),
                o.tokens != null ? o.tokens : o.configToken ? null : v.tokens,
                false,
                o.prefetchPages != null ? o.prefetchPages : v.prefetchPages,
                o.asyncSettings.orElse(v.asyncSettings)));
    }

    /**
     * @param parent a view's headers
     * @param overrides the headers of the options laid over it
     * @param removed the names, lower case, those options drop
     * @return the parent's names that the overrides neither set (in any case) nor remove, in their order, then the
     *     overrides'; unmodifiable
     */
    private static Map<String, List<String>> merged(
            Map<String, List<String>> parent, Map<String, List<String>> overrides, Set<String> removed) {
        Map<String, List<String>> merged = new LinkedHashMap<>(parent);
        merged.keySet()
                .removeIf(name -> removed.contains(name.toLowerCase(Locale.ROOT)) || find(overrides, name) != null);
        merged.putAll(overrides);
        return Collections.unmodifiableMap(merged);
    }

    /** @return the key of {@code map} equal to {@code name} without regard to case, or {@code null} */
    private static @Nullable String find(Map<String, ?> map, String name) {
        return map.keySet().stream().filter(name::equalsIgnoreCase).findFirst().orElse(null);
    }

    /** @return the overrides; a {@code null} component falls back to the config */
    public Timeouts timeouts() {
        return v.timeouts;
    }

    /** @return the call deadline override, or {@code null} to use the config's */
    public @Nullable Duration callTimeout() {
        return v.timeouts.call();
    }

    /** @return the connect timeout override, or {@code null} to use the config's */
    public @Nullable Duration connectTimeout() {
        return v.timeouts.connect();
    }

    /** @return the read timeout override, or {@code null} to use the config's */
    public @Nullable Duration readTimeout() {
        return v.timeouts.read();
    }

    /** @return the write timeout override, or {@code null} to use the config's */
    public @Nullable Duration writeTimeout() {
        return v.timeouts.write();
    }

    /**
     * @return the extra headers: each name, as it was written, with its values in the order they were added
     *     (a name added twice is sent twice); in the order the names were first added; unmodifiable; empty when
     *     none
     */
    public Map<String, List<String>> headers() {
        return v.headers;
    }

    /**
     * @return the names, lower case, of the inherited headers these options drop
     *     ({@link Builder#removeHeader(String)}); always empty in a client's {@code options()}, where the removal
     *     has been applied
     */
    public Set<String> removedHeaders() {
        return v.removedHeaders;
    }

    /** @return whether the view's calls use a token of their own instead of the config's */
    public boolean overridesToken() {
        return v.tokens != null;
    }

    /**
     * @return whether these options drop an inherited token or provider, so that the view's calls use the
     *     config's ({@link Builder#configToken()})
     */
    public boolean usesConfigToken() {
        return v.configToken;
    }

    /**
     * @return how many pages the view's list walks request ahead of the caller, or {@code null} for the config's
     *     setting (and its default)
     */
    public @Nullable Integer prefetchPages() {
        return v.prefetchPages;
    }

    /**
     * @return where the view's async futures complete and what caller context travels with its calls; an unset
     *     component falls back to the config's ({@link ClientConfig#asyncSettings()})
     */
    public AsyncSettings asyncSettings() {
        return v.asyncSettings;
    }

    /** @return whether any socket timeout is overridden (the call deadline is not a socket timeout) */
    public boolean overridesSocketTimeouts() {
        return v.timeouts.setsSocketLimits();
    }

    /** @return the token or provider the view's calls use instead of the config's, or {@code null} */
    @Nullable
    TokenSource tokens() {
        return v.tokens;
    }

    @Override
    public String toString() {
        // Header names only: a value may be something the caller would not want in a log.
        Timeouts t = v.timeouts;
        return "RequestOptions{callTimeout=" + t.call() + ", connectTimeout=" + t.connect() + ", readTimeout="
                + t.read() + ", writeTimeout=" + t.write() + ", headers=" + v.headers.keySet()
                + (v.removedHeaders.isEmpty() ? "" : ", removedHeaders=" + v.removedHeaders)
                + (v.tokens == null ? "" : ", token=" + v.tokens) + (v.configToken ? ", token=<config's>" : "")
                + (v.prefetchPages == null ? "" : ", prefetchPages=" + v.prefetchPages)
                + (v.asyncSettings.equals(AsyncSettings.UNSET) ? "" : ", asyncSettings=" + v.asyncSettings) + "}";
    }

    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof RequestOptions other && other.v.equals(v);
    }

    @Override
    public int hashCode() {
        return v.hashCode();
    }

    /** Builds {@link RequestOptions}. */
    public static final class Builder {
        private Timeouts timeouts = Timeouts.UNSET;
        private final Map<String, List<String>> headers = new LinkedHashMap<>();
        private final Set<String> removedHeaders = new LinkedHashSet<>();
        private @Nullable TokenSource tokens;
        private boolean configToken;
        private @Nullable Integer prefetchPages;
        private AsyncSettings asyncSettings = AsyncSettings.UNSET;

        private Builder() {}

        /**
         * Sets where the view's async futures complete and what caller context travels with its calls, instead of
         * the config's {@link ClientConfigBuilder#asyncSettings(AsyncSettings)}: each component set here wins, an
         * unset one is inherited from the parent view, then the config ({@link AsyncSettings} says what runs where).
         *
         * @param settings the settings
         * @return this builder
         * @throws NullPointerException when null
         */
        public Builder asyncSettings(AsyncSettings settings) {
            this.asyncSettings =
                    Objects.requireNonNull(settings, "asyncSettings == null").orElse(this.asyncSettings);
            return this;
        }

        /**
         * Sets how many pages the view's list walks request ahead of the caller, instead of the config's
         * {@link ClientConfigBuilder#prefetchPages(int)}: {@code 0} to turn it off for one walk
         * ({@code dns.withOptions(RequestOptions.builder().prefetchPages(0).build()).recordsets().list(zoneId)}),
         * or 1 to turn it on for a view whose token provider may be asked on the SDK's threads. Without it, the
         * config's value holds; if the config has none either, 1, or 0 when the view's token comes from a
         * provider.
         *
         * @param pages 0 to 16
         * @return this builder
         * @throws IllegalArgumentException when below 0 or above 16
         */
        public Builder prefetchPages(int pages) {
            this.prefetchPages = ClientConfigBuilder.checkPrefetchPages(pages);
            return this;
        }

        /**
         * Gives the view's calls a fixed bearer token of their own, instead of the config's token or provider and
         * any a parent view set. Replaces any {@link #tokenProvider(Supplier)} or {@link #configToken()} set on this
         * builder.
         *
         * @param token the access token; never shown by {@code toString()}, a log line or a message
         * @return this builder
         * @throws IllegalArgumentException when blank, when it starts with {@code Bearer }, has leading or trailing
         *     whitespace or a line break (a token read from a file), or holds a space or a character that cannot
         *     travel in an HTTP header: the message names the likely mistake, the character ({@code U+000A}) and its
         *     index, and the fix, never the token, which is refused rather than repaired
         */
        public Builder token(String token) {
            this.tokens = TokenSource.fixed(token, "token");
            this.configToken = false;
            return this;
        }

        /**
         * Gives the view's calls a token provider of their own, instead of the config's token or provider and any
         * a parent view set. It is asked as the config's would be: at every attempt and once more after a 401; on
         * the caller's thread for a blocking call, on the SDK's token threads for an async one. Replaces any
         * {@link #token(String)} or {@link #configToken()} set on this builder.
         *
         * @param provider returns the current access token
         * @return this builder
         * @throws NullPointerException when null
         */
        public Builder tokenProvider(Supplier<String> provider) {
            this.tokens = TokenSource.provider(provider, "tokenProvider");
            this.configToken = false;
            return this;
        }

        /**
         * Makes the view's calls use the config's token or provider, dropping one that a parent view set (a view
         * otherwise inherits its parent's credentials). Replaces any {@link #token(String)} or
         * {@link #tokenProvider(Supplier)} set on this builder.
         *
         * @return this builder
         */
        public Builder configToken() {
            this.tokens = null;
            this.configToken = true;
            return this;
        }

        /**
         * @param timeouts the limits to override; its unset components leave this builder's as they are
         * @return this builder
         * @throws NullPointerException when null
         */
        public Builder timeouts(Timeouts timeouts) {
            this.timeouts = Objects.requireNonNull(timeouts, "timeouts == null").orElse(this.timeouts);
            return this;
        }

        /**
         * @param timeout the deadline for the whole call, every attempt and backoff included
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder callTimeout(Duration timeout) {
            this.timeouts = timeouts.withCall(timeout);
            return this;
        }

        /**
         * @param timeout the connect timeout
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder connectTimeout(Duration timeout) {
            this.timeouts = timeouts.withConnect(timeout);
            return this;
        }

        /**
         * @param timeout the read timeout
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder readTimeout(Duration timeout) {
            this.timeouts = timeouts.withRead(timeout);
            return this;
        }

        /**
         * @param timeout the write timeout
         * @return this builder
         * @throws IllegalArgumentException when outside 1 ms to 1 day
         */
        public Builder writeTimeout(Duration timeout) {
            this.timeouts = timeouts.withWrite(timeout);
            return this;
        }

        /**
         * Adds a header to every request of the view. A name added twice to one builder is sent twice; a name a
         * parent view set is replaced by this builder's values (names compared without regard to case). Cancels a
         * {@link #removeHeader(String)} of the same name on this builder.
         *
         * @param name a header name (an HTTP token, such as {@code X-Correlation-Id})
         * @param value its value: visible ASCII and spaces, not blank, without whitespace around it (the rule of
         *     every header value; a refusal names the character and its index, never the value)
         * @return this builder
         * @throws IllegalArgumentException when the name is not an HTTP token or is one the SDK sets itself or the
         *     HTTP layer owns ({@code Authorization}, {@code X-Region}, {@code Content-Type}, {@code User-Agent},
         *     {@code Accept}, {@code Content-Length}, {@code Host}, {@code Transfer-Encoding}, {@code Connection},
         *     {@code Proxy-Authorization}), or when the value cannot travel in a header
         * @throws NullPointerException when an argument is null
         */
        public Builder header(String name, String value) {
            HeaderChecks.extraHeader(name, value, "header");
            String key = find(headers, name);
            removedHeaders.remove(name.toLowerCase(Locale.ROOT));
            headers.computeIfAbsent(key != null ? key : name, k -> new ArrayList<>())
                    .add(value);
            return this;
        }

        /**
         * Stops sending a header that a parent view added (or that this builder holds): the view's requests carry
         * no value of it. Names are compared without regard to case.
         *
         * @param name a header name
         * @return this builder
         * @throws IllegalArgumentException when the name is not an HTTP token
         * @throws NullPointerException when null
         */
        public Builder removeHeader(String name) {
            HeaderChecks.headerName(Objects.requireNonNull(name, "name == null"), "removeHeader name");
            headers.keySet().removeIf(name::equalsIgnoreCase);
            removedHeaders.add(name.toLowerCase(Locale.ROOT));
            return this;
        }

        /** @return the options */
        public RequestOptions build() {
            // An unmodifiable copy, in the same order, each name's values an immutable list.
            Map<String, List<String>> frozen = new LinkedHashMap<>();
            headers.forEach((name, values) -> frozen.put(name, List.copyOf(values)));
            return new RequestOptions(new Values(
                    timeouts,
                    Collections.unmodifiableMap(frozen),
                    Set.copyOf(removedHeaders),
                    tokens,
                    configToken,
                    prefetchPages,
                    asyncSettings));
        }
    }
}
