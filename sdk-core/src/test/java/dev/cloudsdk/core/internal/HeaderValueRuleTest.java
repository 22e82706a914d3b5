package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.core.CallListener;
import dev.cloudsdk.core.ClientConfigBuilder;
import dev.cloudsdk.core.RequestOptions;
import dev.cloudsdk.core.runtime.ServiceContext;
import dev.cloudsdk.core.testing.LogCapture;
import dev.cloudsdk.core.testing.WireTest;
import java.util.function.BiConsumer;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One rule for every value that travels in a header (the token, the region, the user agent's suffix, a view's or a
 * listener's extra header): refused, never repaired, when blank, with whitespace around it, or holding a character
 * that cannot travel; the message names the header or setting and the character as {@code U+XXXX} with its index,
 * never the value, and nothing is sent.
 */
class HeaderValueRuleTest extends WireTest {
    private static final String SECRET = "s3cr3t-api-key-91b2";

    /** The value as given: {@code S} stands for the secret, {@code \n}, {@code \r}, {@code \t} as escapes. */
    private static String value(String shape) {
        return shape.replace("S", SECRET)
                .replace("\\n", "\n")
                .replace("\\r", "\r")
                .replace("\\t", "\t")
                .replace("\\u00e9", "\u00e9")
                .replace("\\u0007", "\u0007")
                .replace("\\u2003", "\u2003");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "S\\n       | ends with a line break (U+000A) at index 19: a value read from a file keeps its newline;"
                        + " strip() it",
                "S\\r\\n    | ends with a line break (U+000D) at index 19: a value read from a file keeps its newline;"
                        + " strip() it",
                "\" S\"     | has leading or trailing whitespace (U+0020) at index 0: strip() it",
                "\"S \"     | has leading or trailing whitespace (U+0020) at index 19: strip() it",
                "\\tS       | has leading or trailing whitespace (U+0009) at index 0: strip() it",
                "S\\u2003   | has leading or trailing whitespace (U+2003) at index 19: strip() it",
                "S\\r\\nX:1 | holds a line break (U+000D) at index 19: a header value is visible ASCII "
                        + "and spaces; check what" + " was copied with it",
                "S\\u0007x  | holds a control character (U+0007) at index 19: a header value is visible "
                        + "ASCII and spaces;" + " check what was copied with it",
                "caf\\u00e9S | holds a character that is not ASCII (U+00E9) at index 3: a header value "
                        + "is visible ASCII and" + " spaces; check what was copied with it",
            })
    void everyHeaderValueIsRefusedWithTheCharacterNeverTheValue(String shape, String mistake) {
        String bad = value(shape);
        refused(() -> RequestOptions.builder().header("X-Api-Key", bad), "header X-Api-Key " + mistake);
        refused(() -> valid().region(bad).build(), "region " + mistake);
        refused(() -> valid().userAgentSuffix(bad).build(), "userAgentSuffix " + mistake);
        refused(() -> ServiceContext.of(config()).withRegion(bad), "region " + mistake);
        assertThat(server.getRequestCount()).isZero();
    }

    @Test
    void aRegionWithSpacesIsRefusedLikeATokenWithThem() {
        refused(
                () -> valid().region(" eu-1 ").build(),
                "region has leading or trailing whitespace (U+0020) at index 0: strip() it");
        refused(
                () -> valid().token(" " + TOKEN + " ").build(),
                "token has leading or trailing whitespace (U+0020) at index 0: strip() it");
        refused(() -> valid().region("").build(), "region must not be blank");
        refused(() -> RequestOptions.builder().header("X-Api-Key", " "), "header X-Api-Key must not be blank");
        // Spaces between words travel: a user agent suffix is often "app/1.2 (linux)".
        assertThat(valid().userAgentSuffix("app/1.2 (linux)").build()).isNotNull();
    }

    @ParameterizedTest
    @CsvSource(
            delimiterString = " => ",
            quoteCharacter = '"',
            value = {
                "Bad Name => header name must be an HTTP token (letters, digits, !#$%&'*+-.^_`|~): it holds U+0020 at"
                        + " index 3: Bad<U+0020>Name",
                "X\\r\\nInjected => header name must be an HTTP token (letters, digits, "
                        + "!#$%&'*+-.^_`|~): it holds U+000D at" + " index 1: X<U+000D><U+000A>Injected",
                "caf\\u00e9 => header name must be an HTTP token (letters, digits, !#$%&'*+-.^_`|~): it holds U+00E9 at"
                        + " index 3: caf<U+00E9>",
                "\"\" => header name must be an HTTP token (letters, digits, !#$%&'*+-.^_`|~): it is empty",
            })
    void aHeaderNameIsShownEscaped(String shape, String message) {
        refused(() -> RequestOptions.builder().header(value(shape), "v"), message);
    }

    @Test
    void aListenersHeaderFollowsTheSameRuleAndItsValueNeverReachesTheLog() {
        CallListener listener = call -> new CallListener.Observer() {
            @Override
            public void attemptStart(int attempt, int maxAttempts, BiConsumer<String, String> headers) {
                headers.accept("X-Trace", SECRET + "\n");
            }
        };
        server.enqueue(json(200, "{\"items\":[]}"));
        TestApi.getItems(
                ServiceContext.of(configBuilder().callListener(listener).build()));
        assertThat(takeRequest().getHeaders().get("X-Trace")).isNull();
        assertThat(LogCapture.lines())
                .anyMatch(l ->
                        l.contains("a call listener's header X-Trace ends with a line" + " break (U+000A) at index 19"))
                .noneMatch(l -> l.contains(SECRET));
    }

    private ClientConfigBuilder valid() {
        return configBuilder();
    }

    private static void refused(ThrowingCallable call, String message) {
        assertThatThrownBy(call)
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage(message)
                .hasMessageNotContaining(SECRET)
                .hasMessageNotContaining("s3cr3t");
    }
}
