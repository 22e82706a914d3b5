package dev.cloudsdk.core;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A token that cannot travel in a header is refused with the likely mistake and its fix, the same words wherever
 * the token is given, and never with the token: issue 27's {@code Bearer } prefix, a newline from a file, spaces.
 */
class TokenMistakesTest {
    private static final String TOKEN = "canary-token-7f3e9a1c";

    /** The token as given: {@code T} stands for the canary token, {@code \n}, {@code \r}, {@code \t} as escapes. */
    private static String token(String shape) {
        return shape.replace("T", TOKEN)
                .replace("\\n", "\n")
                .replace("\\r", "\r")
                .replace("\\t", "\t");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {
                "Bearer T      | starts with 'Bearer ': pass the token alone, the SDK adds the scheme",
                "bearer T\\n   | starts with 'Bearer ': pass the token alone, the SDK adds the scheme",
                "\"  Bearer T\" | starts with 'Bearer ': pass the token alone, the SDK adds the scheme",
                "T\\n          | ends with a line break (U+000A) at index 21: a token read from a file "
                        + "keeps its newline;" + " strip() it",
                "T\\r\\n       | ends with a line break (U+000D) at index 21: a token read from a file "
                        + "keeps its newline;" + " strip() it",
                "\" T \"       | has leading or trailing whitespace (U+0020) at index 0: strip() it",
                "\\tT          | has leading or trailing whitespace (U+0009) at index 0: strip() it",
                "\"T T\"       | holds a space (U+0020) at index 21: a bearer token is visible ASCII "
                        + "without spaces; check" + " what was copied with it",
                "T\\r\\nX      | holds a line break (U+000D) at index 21: a bearer token is visible "
                        + "ASCII without spaces;" + " check what was copied with it",
                "T\u00e9        | holds a character that is not ASCII (U+00E9) at index 21: a bearer "
                        + "token is visible ASCII" + " without spaces; check what was copied with it",
            })
    void theMistakeAndItsFixAreNamedWhereverTheTokenIsGiven(String shape, String mistake) {
        String given = token(shape);
        assertThatThrownBy(() -> ClientConfig.builder()
                        .baseUrl("https://api.example.cloud")
                        .token(given)
                        .build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("token " + mistake);
        assertThatThrownBy(() -> RequestOptions.builder().token(given))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("token " + mistake);
        assertThatThrownBy(() -> ClientConfig.builder()
                        .fromEnv(Map.of("CLOUD_BASE_URL", "https://h.example", "CLOUD_TOKEN", given)::get, name -> null)
                        .build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("CLOUD_TOKEN (from the environment) " + mistake);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            quoteCharacter = '"',
            value = {"Bearer T", "T\\n", "\" T\"", "T\\u0000", "T\\u007f"})
    void theTokenIsNeverInTheMessage(String shape) {
        String given = token(shape).replace("\\u0000", "\u0000").replace("\\u007f", "\u007f");
        assertThatThrownBy(() -> ClientConfig.builder()
                        .baseUrl("https://api.example.cloud")
                        .token(given)
                        .build())
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("token ")
                .hasMessageNotContaining(TOKEN)
                .hasMessageNotContaining("canary");
    }
}
