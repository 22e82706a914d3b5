package dev.cloudsdk.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The number of operations, or of services, written out in a line ("the n operations", "all n service modules",
 * n in words or digits), for {@link OperationListing}: wrong the day the document grows by one.
 */
final class ProseCounts {
    private static final List<String> NUMBERS = List.of(
            "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve");

    private final Pattern operations;
    private final Pattern services;

    /**
     * @param operations how many operations the document has
     * @param services how many services it has (0: none known, nothing found)
     */
    ProseCounts(int operations, int services) {
        this.operations = count(operations, "(?:\\s+API)?\\s+(?:operations|calls)\\b(?!\\s+per\\b)");
        this.services = count(services, "\\s+(?:service\\s+)?(?:modules|services|clients|service\\s+clients)\\b");
    }

    private static Pattern count(int n, String after) {
        String word = n < NUMBERS.size() ? NUMBERS.get(n) : Integer.toString(n);
        return Pattern.compile(
                n == 0 ? "(?!)" : "(?i)\\b(?:the|all|these|those|of|its)\\s+(?:" + word + "|" + n + ")" + after);
    }

    /** @return the counts in the line, as findings of {@code file} at {@code line} */
    List<OperationListing.Finding> check(String file, int line, String text) {
        List<OperationListing.Finding> found = new ArrayList<>();
        Matcher m = operations.matcher(text);
        if (m.find()) {
            found.add(new OperationListing.Finding(
                    file,
                    line,
                    "'" + m.group() + "' counts the operations, and the "
                            + "count is wrong once the document grows: say \"every operation\" or \"each "
                            + "operation\", or "
                            + "point to the generated table of README.md, \"Operations\""));
        }
        m = services.matcher(text);
        if (m.find()) {
            found.add(new OperationListing.Finding(
                    file,
                    line,
                    "'" + m.group() + "' counts the services, and the "
                            + "count is wrong once the document has another: say \"each service module\" or \"every "
                            + "service's client\", or name one"));
        }
        return found;
    }
}
