package dev.cloudsdk.core.testing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.cfg.PackageVersion;
import dev.cloudsdk.core.internal.BodyFormatException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;

/**
 * Compares a generated reader or writer with the databind oracle ({@code Databind}), on the SDK's own {@code Json}:
 * the same record read from each body, or the same first line of refusal (what a caller is told), but for a value
 * both refuse, which the generated reader refuses in the SDK's own wording, naming the member; the same bytes
 * written, or the same refusal. It names no type of core's runtime package, which is exported to the service modules
 * only (this class is in core's test jar, on their tests' class path): the callers pass the two reads and writes.
 */
public final class CodecDifferential {
    /** Odd values for a member of any type: coercions databind makes or refuses. */
    public static final List<String> ODD = List.of(
            "\"42\"",
            "42.7",
            "-42.7",
            "true",
            "false",
            "\"\"",
            "\"  \"",
            "\" 42 \"",
            "\"42.5\"",
            "\"abc\"",
            "1e3",
            "1e10",
            "2147483648",
            "-2147483649",
            "[]",
            "[1]",
            "[\"a\",null]",
            "[null]",
            "[{}]",
            "[{\"id\":\"x\"}]",
            "{}",
            "{\"a\":1}",
            "null",
            "\"null\"",
            "0",
            "1",
            "2",
            "-0",
            "\"true\"",
            "\"True\"",
            "\"TRUE\"",
            "\"yes\"",
            "\"0\"",
            "\"1\"",
            "\"1700000000\"",
            "1700000000",
            "1700000000.5",
            "-1",
            "\"-1.5\"",
            "\"2024-01-01T10:00:00Z\"",
            "\"2024-01-01T10:00:00.123456789Z\"",
            "\"2024-01-01T10:00:00+02:00\"",
            "\"2024-01-01T10:00:00\"",
            "\"2024-01-01\"",
            "\"6a3e4a5c-4d0d-4f3b-9a6c-0b8e3a1f2c11\"",
            "\"6A3E4A5C-4D0D-4F3B-9A6C-0B8E3A1F2C11\"",
            "\"6a3e4a5c-4d0d-4f3b-9a6c-0b8e3a1f2c1g\"",
            "\"6a3e4a5c04d0d-4f3b-9a6c-0b8e3a1f2c11\"",
            "\"AAAAAAAAAAAAAAAAAAAAAA==\"",
            "\"AAAAAAAAAAAAAAAAAAAAAAAA\"",
            "\"x\"",
            "1.0",
            "42.0",
            "\"0x10\"",
            "9223372036854775808",
            "-9223372036854775809",
            "1e400",
            "\"NaN\"",
            "\"Infinity\"",
            "\"-INF\"",
            "\"1.5e3\"",
            "\"+5\"",
            "\"2147483648\"",
            "\"9223372036854775808\"",
            "\"\\u0661\"",
            "\"42d\"",
            "\"A\"",
            "\"Z\"",
            "\"crn:v1:region:svc:kind:id\"",
            "\"" + "y".repeat(600) + "\"",
            "12345678901234567890123");

    /** The SDK's refusal of a value: what was sent, the type, and the member; or a record its constructor refused. */
    private static final Pattern SDK_WORDING = Pattern.compile(
            "refused: (cannot read .+ as .+ \\(member [^ ]+\\)|cannot make [\\w.$]+: .+)", Pattern.DOTALL);

    private CodecDifferential() {}

    /**
     * The streaming readers are written to read as the databind of Jackson 2.21, the build's, reads (the corpus was
     * checked against it); an older databind words some refusals differently and reads a negative epoch second with a
     * fraction otherwise ({@code JsonRead}), while the streaming readers read alike on every Jackson. So the
     * comparison runs on 2.21 and newer, and is skipped where compat-oldest runs the suites on Jackson 2.16.
     */
    private static void assumeTheBuildsJackson() {
        Version v = PackageVersion.VERSION;
        Assumptions.assumeTrue(
                v.getMajorVersion() == 2 && v.getMinorVersion() >= 21,
                "the corpus is compared with the databind of Jackson 2.21 or newer; this is " + v);
    }

    /** One way of reading a body: through databind's {@code ResponseShape.whole(Class)}, or a generated reader. */
    @FunctionalInterface
    public interface Read {
        /**
         * @param body the body
         * @return what was read
         * @throws Exception as the read fails
         */
        Object read(String body) throws Exception;
    }

    /**
     * One way of writing a request.
     *
     * @param <T> the request record
     */
    @FunctionalInterface
    public interface Write<T> {
        /**
         * @param value the record
         * @return its bytes
         */
        byte[] write(T value);
    }

    /**
     * Reads, both ways, a body for every odd value in every member, alone, inside an object and inside an array of
     * objects in every member (so the records a record holds are reached too).
     *
     * @param databind the databind read
     * @param streaming the generated reader's read
     * @param members the wire names of the record's members and of those of the records inside it
     * @return the bodies read differently, each with both outcomes; empty when they agree
     */
    public static List<String> readDifferences(Read databind, Read streaming, List<String> members) {
        assumeTheBuildsJackson();
        List<String> differences = new ArrayList<>();
        for (String value : ODD) {
            for (String member : members) {
                compare(
                        "{\"" + member + "\":" + value + ",\"unknown\":" + value + "}",
                        databind,
                        streaming,
                        differences);
                for (String inner : members) {
                    compare("{\"" + member + "\":{\"" + inner + "\":" + value + "}}", databind, streaming, differences);
                    compare(
                            "{\"" + member + "\":[{\"" + inner + "\":" + value + "}]}",
                            databind,
                            streaming,
                            differences);
                }
            }
        }
        return differences;
    }

    /**
     * @param body a body
     * @param databind the databind read
     * @param streaming the generated reader's read
     * @return the difference, or {@code null} when both read the body alike
     */
    public static String readDifference(String body, Read databind, Read streaming) {
        assumeTheBuildsJackson();
        List<String> differences = new ArrayList<>();
        compare(body, databind, streaming, differences);
        return differences.isEmpty() ? null : differences.get(0);
    }

    /**
     * @param values request records
     * @param databind the databind write ({@code Databind.write(Object)})
     * @param streaming the generated writer's ({@code Json.write(value, writer)})
     * @param <T> the record
     * @return the records written differently; empty when they agree
     */
    public static <T> List<String> writeDifferences(List<T> values, Write<T> databind, Write<T> streaming) {
        assumeTheBuildsJackson();
        List<String> differences = new ArrayList<>();
        for (T value : values) {
            String a = written(databind, value);
            String b = written(streaming, value);
            if (!a.equals(b)) {
                differences.add(value + "\n    databind:  " + a + "\n    streaming: " + b);
            }
        }
        return differences;
    }

    private static <T> String written(Write<T> write, T value) {
        try {
            return "wrote " + new String(write.write(value), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return "refused: " + e.getMessage();
        }
    }

    private static void compare(String body, Read databind, Read streaming, List<String> differences) {
        String a = outcome(body, databind);
        String b = outcome(body, streaming);
        // A value both refuse is refused in the SDK's one wording ("cannot read ... as ... (member ...)"), not in
        // databind's; every other outcome (a record read, the parser's own refusal, a bound) is the same text.
        boolean bothRefuseTheValue =
                a.startsWith("refused: ") && SDK_WORDING.matcher(b).matches();
        if (!a.equals(b) && !bothRefuseTheValue) {
            differences.add(body + "\n    databind:  " + a + "\n    streaming: " + b);
        }
    }

    /** @return the record read, or what a caller would be told, as core's AttemptCodec words it */
    private static String outcome(String body, Read read) {
        try {
            return "read " + read.read(body);
        } catch (JsonProcessingException e) {
            return "refused: " + firstLine(e.getOriginalMessage());
        } catch (Exception e) {
            // Core's BodyFormatException is a refusal too, worded by its message.
            boolean refusal = e instanceof BodyFormatException;
            return (refusal ? "refused: " : "threw " + e.getClass().getName() + ": ") + firstLine(e.getMessage());
        }
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "unknown error";
        }
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
