package dev.cloudsdk.conformance;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A hand-written test's claim that it called every operation, for {@link OperationListing}: true only while the
 * test calls each one by hand, so the next operation of the document breaks it. Two shapes, each reported as a
 * {@link OperationListing.Finding}:
 * <ul>
 *   <li>a loop over {@code ApiOperation.values()} whose body asserts each operation's {@code requestCount} above
 *       zero ({@code isPositive()}, {@code isEqualTo(1)}, {@code assertEquals(1, ...)}); a loop asserting zero, or
 *       a count it computes per operation, claims nothing about what was called;</li>
 *   <li>the number of operations as the size of what the calls made: {@code hasSize(n)} or
 *       {@code assertEquals(n, ...)} of timers, spans or request counts, where n is that number.</li>
 * </ul>
 */
final class EveryOperationClaims {
    private static final Pattern LOOP = Pattern.compile(
            "\\bfor\\s*\\(\\s*(?:final\\s+)?ApiOperation\\s+(\\w+)\\s*:\\s*(?:ApiOperation\\.)?values\\(\\)");
    private static final String ABOVE_ZERO = "(?:isPositive\\(\\)|isNotZero\\(\\)|isGreaterThan\\(\\s*0\\s*\\)"
            + "|isEqualTo\\(\\s*[1-9]\\d*\\s*\\)|isGreaterThanOrEqualTo\\(\\s*[1-9]\\d*\\s*\\))";
    private static final Pattern CALLED_THINGS = Pattern.compile("timers\\(\\)|[Ss]pan|requestCount|ApiOperation");

    private final Pattern count;

    /** @param operations how many operations the document has */
    EveryOperationClaims(int operations) {
        count = Pattern.compile(
                "\\b(?:hasSize\\(\\s*" + operations + "\\s*\\)|assertEquals\\(\\s*" + operations + "\\s*,)");
    }

    /**
     * @param file the file's path from the repository root
     * @param lines its lines
     * @return the claims in it
     */
    List<OperationListing.Finding> check(String file, List<String> lines) {
        List<OperationListing.Finding> found = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            Matcher loop = LOOP.matcher(line);
            if (loop.find() && reachedEach(loop.group(1), body(lines, i))) {
                found.add(new OperationListing.Finding(
                        file,
                        i + 1,
                        "asserts that every operation reached the "
                                + "emulator, which holds only while this test calls each one by hand: "
                                + "assert what the test "
                                + "itself calls (the generated EmulatorSuccessPathTest, ContractCalls and "
                                + "<Operation>FromKotlinTest call every operation)"));
            }
            Matcher m = count.matcher(line);
            if (m.find() && CALLED_THINGS.matcher(line).find()) {
                found.add(new OperationListing.Finding(
                        file,
                        i + 1,
                        "'" + m.group() + "' counts the operations "
                                + "(one timer, span or request each), and the count is wrong once the document grows: "
                                + "compare with what the test itself called"));
            }
        }
        return found;
    }

    private static boolean reachedEach(String variable, String body) {
        String count = "requestCount\\(\\s*" + Pattern.quote(variable) + "\\s*\\)";
        return Pattern.compile(count + "\\)?[^;]*?" + ABOVE_ZERO + "|assertEquals\\(\\s*[1-9]\\d*\\s*,[^;]*" + count)
                .matcher(body)
                .find();
    }

    /** @return the loop's text from its header to the brace that closes it, on one line */
    private static String body(List<String> lines, int header) {
        StringBuilder b = new StringBuilder();
        int depth = 0;
        for (int i = header; i < lines.size(); i++) {
            String line = lines.get(i);
            b.append(' ').append(line.strip());
            depth += line.chars().filter(c -> c == '{').count()
                    - line.chars().filter(c -> c == '}').count();
            if (depth <= 0 && i > header) {
                break;
            }
        }
        return b.toString();
    }
}
