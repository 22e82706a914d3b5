package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.cloudsdk.core.testing.TokenSpellings;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The rule that finds the token in server text: every spelling that decodes to it, wherever it stands, and one
 * that keeps messages readable whatever the token: one of 8 characters or more is redacted wherever it appears; a
 * shorter one only where it is not part of a longer word. 0.2.0 redacted every {@code t} of "Failed to connect" for
 * {@code token("t")}; 0.4.0 missed lower-case percent-encoding and a {@code ~} left as is.
 */
class RedactionRuleTest {
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "t        | Failed to connect to localhost/127.0.0.1:1 | Failed to connect to localhost/127.0.0.1:1",
                "t        | Bearer t                                   | Bearer <redacted>",
                "t        | token=t&x=1                                | token=<redacted>&x=1",
                "t        | \"t\"                                      | \"<redacted>\"",
                "t        | %74 and a%74                               | <redacted> and a%74",
                "secret   | the secrets are safe                       | the secrets are safe",
                "secret   | the secret is out                          | the <redacted> is out",
                "s3cr+t   | s3cr%2Bt and s3cr\\u002bt and s3cr%2bt      | <redacted> and <redacted> and <redacted>",
                "abc-1234 | \\u001b[31mabc-1234x                       | \\u001b[31m<redacted>x",
                "abc-1234 | Xabc-1234abc-1234                          | X<redacted><redacted>",
                "a%41bcdef | a%41bcdef and a%2541bcdef and aAbcdef     | <redacted> and <redacted> and aAbcdef",
                "50%2Foff! | 50%252Foff! and 50%2Foff%21                | <redacted> and <redacted>",
            })
    void redacts(String token, String text, String expected) {
        assertThat(Redaction.redact(text, token)).isEqualTo(expected);
    }

    static Stream<Arguments> spellings() {
        return TokenSpellings.tokens().stream()
                .flatMap(token -> TokenSpellings.text(token).entrySet().stream()
                        .map(s -> Arguments.of(s.getKey(), token, s.getValue())));
    }

    @ParameterizedTest(name = "{1}: {0}")
    @MethodSource("spellings")
    void everySpellingThatDecodesToTheTokenIsRedactedAloneOrGlued(String how, String token, String spelled) {
        for (String text :
                new String[] {spelled, "token " + spelled + ".", "x" + spelled + spelled + "y", "\"" + spelled + "\\n\""
                }) {
            String redacted = Redaction.redact(text, token);
            TokenSpellings.assertNoSpelling(how + " in " + text, redacted, token);
            assertThat(redacted).contains("<redacted>");
        }
    }

    @ParameterizedTest(name = "{1}: {0}")
    @MethodSource("spellings")
    void aSpellingCutShortAtTheEndOfAPrefixIsRedactedFromWhereItBegan(String how, String token, String spelled) {
        String cut = "body: " + spelled.substring(0, spelled.length() * 2 / 3);
        assertThat(Redaction.cleanPrefix(cut, token, 10_000)).isEqualTo("body: <redacted>");
        // A whole text is not cut: its last characters are what the server sent, and a short start is no token.
        assertThat(Redaction.cleanPrefix("body: " + token.substring(0, 3), token, 10_000))
                .isEqualTo("body: " + token.substring(0, 3));
    }

    @Test
    void aTokenOfSixteenThousandCharactersIsRedactedInEverySpellingWholeOrCutOnAThreadWithTheDefaultStack()
            throws InterruptedException {
        // A bearer token with many claims runs to kilobytes, and OkHttp's threads have the JVM's default stack: a
        // redaction that compiles or matches the token recursively overflows it (a regex form did, at 1,000).
        Random random = new Random(16_384);
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~+/=";
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 16_384; i++) {
            sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        String token = sb.toString();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(() -> {
            try {
                TokenSpellings.text(token).forEach((how, spelled) -> {
                    String redacted = Redaction.clean("token " + spelled + ".", token, 100_000);
                    TokenSpellings.assertNoSpelling(how, redacted, token);
                    assertThat(redacted).isEqualTo("token <redacted>.");
                    String cut = "body: " + spelled.substring(0, spelled.length() / 2);
                    assertThat(Redaction.cleanPrefix(cut, token, 100_000))
                            .as(how + ", cut")
                            .isEqualTo("body: <redacted>");
                });
            } catch (Throwable e) {
                failure.set(e);
            }
        });
        thread.start();
        thread.join();
        assertThat(failure.get()).isNull();
    }

    @Test
    void aHexDumpOfTheTokenWholeOrCutBeforeAnEllipsisIsRedacted() {
        String token = TokenSpellings.JWT;
        String hex = HexFormat.of().formatHex(("Bearer " + token + "\r\n").getBytes(StandardCharsets.US_ASCII));
        assertThat(Redaction.redact("\\n not found: limit=4096 content=" + hex, token))
                .isEqualTo("\\n not found: limit=4096 content=<redacted>");
        assertThat(Redaction.redact("content=" + hex.substring(0, 64) + "\u2026", token))
                .isEqualTo("content=<redacted>\u2026");
        assertThat(Redaction.redact(
                        "id " + HexFormat.of().formatHex("not a token at all".getBytes(StandardCharsets.US_ASCII)),
                        token))
                .doesNotContain("<redacted>");
    }
}
