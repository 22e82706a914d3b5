package dev.cloudsdk.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What this module's README claims about the emulator's API (its Java blocks compile: sdk-conformance's
 * ReadmeSnippetsTest): every builder chain it shows is one a reader can copy, and its one list of the emulator's own
 * choices names every status the reference gives no operation.
 */
class EmulatorReadmeTest {
    private static final String README = readme();
    private static final String CHAIN = "CloudEmulator.builder()";
    private static final String CHOICES = "## Where the emulator is stricter than the reference, or chooses for it";

    private static String readme() {
        try {
            return Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("run from sdk-testkit, the README's directory", e);
        }
    }

    @Test
    void everyBuilderChainShownEndsInStartOrIsHandedToTheExtension() {
        List<String> incomplete = new ArrayList<>();
        for (int at = README.indexOf(CHAIN); at >= 0; at = README.indexOf(CHAIN, at + 1)) {
            int end = at + CHAIN.length();
            String last = null;
            // Each ".name(...)" after builder(), across line breaks, with parentheses nested.
            while (true) {
                int dot = end;
                while (dot < README.length() && Character.isWhitespace(README.charAt(dot))) {
                    dot++;
                }
                if (dot >= README.length() || README.charAt(dot) != '.') {
                    break;
                }
                int open = README.indexOf('(', dot);
                last = README.substring(dot + 1, open);
                int depth = 0;
                end = open;
                do {
                    depth += README.charAt(end) == '(' ? 1 : README.charAt(end) == ')' ? -1 : 0;
                    end++;
                } while (depth > 0);
            }
            boolean handedOn = README.substring(0, at).endsWith("new EmulatorExtension(");
            if (last != null && !last.equals("start") && !handedOn) {
                incomplete.add(README.substring(at, end));
            }
        }
        assertThat(incomplete).as("builder chains without start()").isEmpty();
    }

    @Test
    void theOneListOfChoicesNamesEveryStatusTheReferenceGivesNoOperation() {
        assertThat(README).contains(CHOICES);
        String list = README.substring(README.indexOf(CHOICES), README.indexOf("\n## ", README.indexOf(CHOICES) + 1));
        // The reference's statuses are 200, 201, 202, 400, 401, 404, 409 and 500; these are the emulator's own.
        for (String status : List.of("405", "408", "413", "414", "415", "431", "501")) {
            assertThat(list).as("the list names " + status).contains(status);
        }
        assertThat(list).contains("1,000", "`status` filter", "`X-Region`", "Content-Type");
    }
}
