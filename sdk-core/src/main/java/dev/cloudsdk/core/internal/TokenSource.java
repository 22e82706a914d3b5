package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.runtime.Checks;
import dev.cloudsdk.core.runtime.HeaderChecks;
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

    /** @param settings a config's settings @return the config's source */
    static TokenSource of(Settings settings) {
        return new TokenSource(settings.tokenProvider(), settings.dynamicToken());
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
