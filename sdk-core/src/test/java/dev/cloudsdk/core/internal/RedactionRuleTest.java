package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The rule that keeps messages readable whatever the token: one of 8 characters or more is redacted wherever it
 * appears; a shorter one only where it is not part of a longer word. 0.2.0 redacted every {@code t} of
 * "Failed to connect" for {@code token("t")}.
 */
class RedactionRuleTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "t        | Failed to connect to localhost/127.0.0.1:1 | Failed to connect to localhost/127.0.0.1:1",
        "t        | Bearer t                                   | Bearer <redacted>",
        "t        | token=t&x=1                                | token=<redacted>&x=1",
        "t        | \"t\"                                      | \"<redacted>\"",
        "secret   | the secrets are safe                       | the secrets are safe",
        "secret   | the secret is out                          | the <redacted> is out",
        "s3cr+t   | s3cr%2Bt and s3cr\\u002bt                  | <redacted> and <redacted>",
        "abc-1234 | \\u001b[31mabc-1234x                       | \\u001b[31m<redacted>x",
        "abc-1234 | Xabc-1234abc-1234                          | X<redacted><redacted>",
    })
    void redacts(String token, String text, String expected) {
        assertThat(ServerText.redact(text, token)).isEqualTo(expected);
    }
}
