package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.cloudsdk.core.ClientConfig;
import dev.cloudsdk.core.TokenProviderException;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.TokenSpellings;
import dev.cloudsdk.core.testing.WireTest;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** What a failing token provider's exception shows: its type and stack, never its text. */
class TokenProviderFailureTest extends WireTest {
    private static void post(ServiceContext ctx) {
        TestApi.postThing(ctx);
    }

    /** A secret store's own words, which name a token the SDK was never given. */
    static final class VaultException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final String token;

        VaultException(String token, Throwable cause) {
            super("lease expired", cause);
            this.token = token;
        }

        @Override
        public String getMessage() {
            return super.getMessage() + " for " + token;
        }
    }

    /**
     * Issue 36: a provider that fails naming a token, before any token was returned or after, shows it nowhere:
     * not in the message, nor in any cause's message or {@code toString()} in the printed stack trace. The cause
     * keeps the JDK's own types and every stack trace.
     */
    @Test
    void aProviderFailureNamingATokenShowsItNowhereBeforeOrAfterATokenWasReturned() {
        server.enqueue(json(202, "{\"thing\":{}}"));
        String fresh = TokenSpellings.JWT;
        String[] next = {TOKEN};
        ClientConfig config = configBuilder().tokenProvider(() -> {
            if (next[0] == null) {
                IllegalStateException cause = new IllegalStateException("refresh of " + TOKEN + " refused");
                cause.addSuppressed(new IOException("tried " + fresh));
                throw new VaultException(fresh, cause);
            }
            String t = next[0];
            next[0] = null;
            return t;
        }).build();
        ServiceContext ctx = ServiceContext.of(config);
        ClientConfig failsFirst = configBuilder().tokenProvider(() -> {
            throw new VaultException(fresh, new IllegalArgumentException(TOKEN));
        }).build();
        Throwable before = catchThrowable(() -> post(ServiceContext.of(failsFirst)));
        post(ctx);
        Throwable after = catchThrowable(() -> post(ctx));
        for (Throwable e : new Throwable[] {before, after}) {
            assertThat(e).isExactlyInstanceOf(TokenProviderException.class).hasMessageEndingWith(
                    VaultException.class.getName() + " (its message is not shown: a token provider's text may name"
                            + " a credential)");
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            for (String token : new String[] {TOKEN, fresh}) {
                TokenSpellings.assertNoSpelling("stack trace", trace.toString(), token);
            }
            assertThat(trace.toString()).contains("Caused by: " + VaultException.class.getName() + "\n",
                    "\tat " + TokenProviderFailureTest.class.getName());
            assertThat(e.getCause().getCause().getMessage()).isNull();
            assertThat(e.getCause().getCause()).isInstanceOfAny(IllegalStateException.class,
                    IllegalArgumentException.class);
        }
        Throwable[] suppressed = after.getCause().getCause().getSuppressed();
        assertThat(suppressed).singleElement().isExactlyInstanceOf(IOException.class);
        assertThat(suppressed[0].getMessage()).isNull();
    }
}
