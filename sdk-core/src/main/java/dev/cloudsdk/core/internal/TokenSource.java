package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.runtime.Checks;
import java.util.Objects;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * Where a call's bearer token comes from: a fixed token, checked once, or a provider asked at every attempt. A
 * config has one; {@code RequestOptions} may carry another for the calls of one client view (a tenant's). Its
 * {@code toString()} never shows the token.
 */
public final class TokenSource {
    private final Supplier<String> supplier;
    private final boolean dynamic;

    private TokenSource(Supplier<String> supplier, boolean dynamic) {
        this.supplier = supplier;
        this.dynamic = dynamic;
    }

    /**
     * @param token a bearer token
     * @param name what to call it in a message
     * @return a fixed source
     * @throws IllegalArgumentException when the token is blank or cannot travel in a header (never quoted)
     */
    public static TokenSource fixed(String token, String name) {
        Checks.token(token, name);
        return new TokenSource(new Checks.FixedToken(token), false);
    }

    /**
     * @param provider returns the current token; asked at every attempt
     * @param name what to call it in a message
     * @return a dynamic source
     * @throws NullPointerException when the provider is null
     */
    public static TokenSource provider(Supplier<String> provider, String name) {
        return new TokenSource(Objects.requireNonNull(provider, name + " == null"), true);
    }

    /**
     * What is wrong with a token that cannot travel in an {@code Authorization} header, in words that never quote
     * it: {@code starts with 'Bearer ': ...}, then the rule of every header value
     * ({@link HeaderChecks#headerValueMistake}: {@code ends with a line break (U+000A) at index 40: ...; strip() it},
     * {@code has leading or trailing whitespace (U+0020) at index 0: strip() it}, a character that cannot travel),
     * and a space inside, which other headers may hold but a bearer token may not. The message of
     * {@link Checks#token} and of a token provider's {@code TokenProviderException} is the name followed by this.
     *
     * @param token a token that is not blank
     * @return the mistake and its fix, or {@code null} when the token is visible ASCII
     */
    public static @Nullable String mistake(String token) {
        if (Checks.isVisibleAscii(token)) {
            return null;
        }
        if (token.strip().regionMatches(true, 0, "Bearer ", 0, 7)) {
            return "starts with 'Bearer ': pass the token alone, the SDK adds the scheme";
        }
        String form = "a bearer token is visible ASCII without spaces";
        String mistake = HeaderChecks.headerValueMistake(token, "a token", form);
        if (mistake != null) {
            return mistake;
        }
        int space = token.indexOf(' ');
        return "holds a space" + HeaderChecks.at(token, space) + ": " + form + "; check what was copied with it";
    }

    /**
     * The one rule for how many pages a list walk requests ahead: what was set, else 1, or 0 when the calls' token
     * comes from a provider. A page fetched ahead is an async call, which asks a provider on the SDK's token
     * threads, while a blocking call promises to ask it on the caller's own thread (a provider may read the
     * caller's {@code ThreadLocal} context), so such a walk fetches ahead only when asked to.
     *
     * @param set the value set on the config or the view, or {@code null}
     * @return the pages to request ahead for calls with this source
     */
    public int prefetchPages(@Nullable Integer set) {
        return set != null ? set : dynamic ? 0 : 1;
    }

    /** @return whether a provider is asked at every attempt (and once more after a 401) */
    public boolean dynamic() {
        return dynamic;
    }

    /** @return the fixed token; only for a source that is not {@link #dynamic()} */
    String fixedToken() {
        return supplier.get();
    }

    /** @return the provider (or the fixed token's masked supplier) */
    Supplier<String> supplier() {
        return supplier;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TokenSource && ((TokenSource) o).dynamic == dynamic
                && ((TokenSource) o).supplier.equals(supplier);
    }

    @Override
    public int hashCode() {
        return supplier.hashCode();
    }

    /** Never the token. */
    @Override
    public String toString() {
        return dynamic ? "<provider>" : "****";
    }
}
