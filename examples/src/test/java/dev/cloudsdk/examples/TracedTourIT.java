package dev.cloudsdk.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Runs the traced tour against the embedded emulator and reads the span tree back from what it printed. */
class TracedTourIT {
    private static final Pattern LINE =
            Pattern.compile("^span ([0-9a-f]{16}) parent (\\S+)\\s+(\\S+)\\s+[\\d.]+ ms  (.*)$");

    private record Printed(String id, String parent, String kind, String rest) {}

    @Test
    void everyCallIsASpanUnderTourWithItsAttemptsAsChildren() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TracedTourExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), Duration.ofMillis(200));
        List<Printed> spans = parse(bytes.toString(StandardCharsets.UTF_8));

        Printed tour = spans.stream()
                .filter(s -> s.rest().trim().equals("tour"))
                .findFirst()
                .orElseThrow();
        assertThat(tour.parent()).isEqualTo("-");
        assertThat(spans.get(spans.size() - 1)).isEqualTo(tour);
        List<Printed> calls =
                spans.stream().filter(s -> s.parent().equals(tour.id())).toList();
        assertThat(calls).as("the tour's calls").isNotEmpty().allSatisfy(call -> {
            assertThat(call.kind()).isEqualTo("CLIENT");
            assertThat(children(spans, call))
                    .as(call.rest() + " attempts")
                    .isNotEmpty()
                    .allSatisfy(a -> assertThat(a.rest()).matches("(GET|POST) /v1/\\S*\\{.*"));
        });
        assertThat(spans)
                .as("every span is the tour, one of its calls or an attempt of one")
                .allMatch(
                        s -> s == tour || calls.contains(s) || calls.stream().anyMatch(c -> c.id().equals(s.parent())));
        Printed listing = spans.stream()
                .filter(s -> s.rest().startsWith("ListRecordsets "))
                .findFirst()
                .orElseThrow();
        assertThat(children(spans, listing))
                .extracting(Printed::rest)
                .satisfiesExactly(
                        first -> assertThat(first).contains("status_code=503", "status=ERROR"),
                        retry -> assertThat(retry).contains("status_code=200", "resend_count=1"));
        assertThat(spans)
                .filteredOn(s -> s.rest().startsWith("RestartDatabaseInstance "))
                .anySatisfy(s -> assertThat(s.rest()).contains("error.type=404", "status=ERROR"));
        assertThat(bytes.toString(StandardCharsets.UTF_8)).doesNotContain("Bearer");
    }

    private static List<Printed> children(List<Printed> spans, Printed parent) {
        return spans.stream().filter(s -> s.parent().equals(parent.id())).toList();
    }

    private static List<Printed> parse(String output) {
        List<Printed> spans = new ArrayList<>();
        for (String line : output.split("\\R")) {
            Matcher m = LINE.matcher(line);
            if (m.matches()) {
                spans.add(new Printed(m.group(1), m.group(2), m.group(3), m.group(4)));
            }
        }
        return spans;
    }
}
