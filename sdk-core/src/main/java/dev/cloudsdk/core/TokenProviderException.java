package dev.cloudsdk.core;

import org.jspecify.annotations.Nullable;

/**
 * The token provider gave no token for a call: it threw, or returned {@code null}, a blank token or one that cannot
 * travel in an HTTP header. Nothing was sent for the attempt that asked. The message names the operation, what the
 * provider did (for a token that cannot travel, the likely mistake and its fix, such as {@code returned a token that
 * ends with a line break (U+000A) at index 40: ...; strip() it}, never the token: it is refused, not repaired, since a
 * silent fix would hide a misconfigured secret store), and the thread it ran on: the caller's own thread for a blocking
 * call, an SDK thread ({@code cloudsdk-token-N}) for an async one. When the provider threw, the message names the type
 * of what it threw, not its text, and the cause is a copy of what it threw with every message left out, its causes' too
 * (the types of the JDK's own exceptions and every stack trace kept): a secret store's text may name a token the SDK
 * was never given, so it cannot be redacted, and a logged stack trace prints every cause. A provider that needs its
 * failure's text in a log logs it itself.
 *
 * <p>Not retried: a provider that fails fails again at once, and one that is slow is bounded by the call deadline
 * ({@link ApiTimeoutException}) instead.
 */
public class TokenProviderException extends CloudSdkException {
    private static final long serialVersionUID = 1L;

    /**
     * Creates the exception.
     *
     * @param message what the provider did; never holds a credential
     * @param cause what the provider threw, without its messages, or {@code null} when it returned an unusable
     *     token
     */
    public TokenProviderException(String message, @Nullable Throwable cause) {
        super(message, cause);
    }
}
