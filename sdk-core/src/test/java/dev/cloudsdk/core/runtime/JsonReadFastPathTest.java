package dev.cloudsdk.core.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The fast paths agree with the slow ones: whatever they read is what {@code DateTimeFormatter.ISO_INSTANT} and
 * {@code UUID}'s own reading give, and what they leave ({@code null}) goes to the slow path, which words the refusal.
 */
class JsonReadFastPathTest {
    private static final List<String> ODD_INSTANTS = List.of(
            "2026-11-27T12:00:00Z",
            "2026-11-27T12:00:00.1Z",
            "2026-11-27T12:00:00.123456789Z",
            "2026-11-27T12:00:00.1234567890Z",
            "2026-11-27T12:00:00.Z",
            "2026-02-29T00:00:00Z",
            "2024-02-29T00:00:00Z",
            "2026-04-31T00:00:00Z",
            "2026-13-01T00:00:00Z",
            "2026-00-01T00:00:00Z",
            "2026-01-00T00:00:00Z",
            "2026-01-01T24:00:00Z",
            "2026-01-01T23:60:00Z",
            "2016-12-31T23:59:60Z",
            "2026-01-01t00:00:00z",
            "2026-01-01T00:00:00+00:00",
            "2026-01-01T00:00:00",
            "0000-01-01T00:00:00Z",
            "9999-12-31T23:59:59.999999999Z",
            "+12026-01-01T00:00:00Z",
            "2026-1-01T00:00:00Z",
            "2026-01-01T00:00:0xZ",
            "2026-01-01T00:00:00.12a4Z",
            "2026-01-01 00:00:00Z",
            "１９７０-01-01T00:00:00Z",
            "1970-01-01T00:00:00.000Z",
            "1969-12-31T23:59:59.5Z");

    @Test
    void anInstantReadFastIsTheFormattersAndWhatItLeavesIsForTheSlowPath() {
        for (String text : ODD_INSTANTS) {
            assertAgrees(text);
        }
        Random random = new Random(30);
        for (int i = 0; i < 20_000; i++) {
            Instant at = Instant.ofEpochSecond(random.nextLong() % 253_402_300_799L, random.nextInt(1_000_000_000));
            if (at.isBefore(Instant.parse("0000-01-01T00:00:00Z"))) {
                continue;
            }
            String text = at.toString();
            assertThat(fast(text)).as(text).isEqualTo(at);
            assertAgrees(text.substring(0, text.length() - 1 - random.nextInt(3)) + "Z");
        }
    }

    @Test
    void aUuidReadFastIsUuidsOwnAndAnythingElseIsLeft() {
        Random random = new Random(30);
        for (int i = 0; i < 20_000; i++) {
            UUID id = new UUID(random.nextLong(), random.nextLong());
            String text = random.nextBoolean() ? id.toString() : id.toString().toUpperCase(Locale.ROOT);
            assertThat(uuid(text)).as(text).isEqualTo(id);
        }
        for (String odd : List.of(
                "123e4567-e89b-12d3-a456-42661417400g",
                "123e4567e89b-12d3-a456-4266141740000",
                "123e4567-e89b-12d3-a456-42661417400",
                " 123e4567-e89b-12d3-a456-426614174000",
                "123e4567-e89b-12d3-a456-４26614174000",
                "EjRWeJASNFZ4kBI0VniQEg==")) {
            assertThat(uuid(odd)).as(odd).isNull();
        }
    }

    private static void assertAgrees(String text) {
        Instant fast = fast(text);
        if (fast == null) {
            return; // the slow path reads it, and JsonReadTest holds that path to databind's
        }
        Instant slow;
        try {
            slow = DateTimeFormatter.ISO_INSTANT.parse(text, Instant::from);
        } catch (DateTimeException e) {
            throw new AssertionError("the fast path read " + text + " as " + fast + "; the formatter refuses it", e);
        }
        assertThat(fast).as(text).isEqualTo(slow);
    }

    private static Instant fast(String text) {
        char[] padded = ("xx" + text + "yy").toCharArray();
        return JsonRead.isoInstant(padded, 2, text.length());
    }

    private static UUID uuid(String text) {
        char[] padded = ("x" + text + "y").toCharArray();
        return JsonRead.uuid(padded, 1, text.length());
    }
}
