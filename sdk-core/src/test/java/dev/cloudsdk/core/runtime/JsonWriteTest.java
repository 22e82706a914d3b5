package dev.cloudsdk.core.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.cloudsdk.core.Crn;
import dev.cloudsdk.core.testing.CodecDifferential;
import dev.cloudsdk.core.testing.Databind;
import java.io.IOException;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The differential test of {@link JsonWrite}: request records of every member type the generator writes, written
 * once through databind (the oracle {@link Databind#write(Object)}) and once through a writer written as sdk-codegen
 * writes them ({@link Json#write(Object, Json.Writer)}): the same bytes, or the same refusal, naming the same field.
 */
class JsonWriteTest {
    private final Json json = new Json(1 << 20, Json.DEFAULT_MAX_PAGE_ITEMS);
    private final Databind databind = new Databind(1 << 20);

    /** An enum of wire values. */
    enum Mode {
        FAST,
        SLOW_AND_STEADY
    }

    /** A request record. */
    record Body(
            String name,
            Integer size,
            Long big,
            Double ratio,
            Boolean on,
            UUID id,
            Instant at,
            Crn crn,
            Mode mode,
            @JsonProperty("display") String displayName,
            Inner inner,
            List<String> tags,
            List<Inner> inners,
            @JsonInclude(JsonInclude.Include.ALWAYS) String cleared) {}

    /** A record inside it. */
    record Inner(String description, List<String> labels) {}

    /** What sdk-codegen writes for {@link Body}. */
    static void writeBody(JsonGenerator g, Body r) throws IOException {
        g.writeStartObject();
        JsonWrite.member(g, "name", r.name(), JsonWrite::string);
        JsonWrite.member(g, "size", r.size(), JsonWrite::integer);
        JsonWrite.member(g, "big", r.big(), JsonWrite::int64);
        JsonWrite.member(g, "ratio", r.ratio(), JsonWrite::number);
        JsonWrite.member(g, "on", r.on(), JsonWrite::bool);
        JsonWrite.member(g, "id", r.id(), JsonWrite::uuid);
        JsonWrite.member(g, "at", r.at(), JsonWrite::instant);
        JsonWrite.member(g, "crn", r.crn(), JsonWrite::crn);
        JsonWrite.member(g, "mode", r.mode(), JsonWrite::enumName);
        JsonWrite.member(g, "display", r.displayName(), JsonWrite::string);
        JsonWrite.member(g, "inner", r.inner(), JsonWriteTest::writeInner);
        JsonWrite.list(g, "tags", r.tags(), JsonWrite::string);
        JsonWrite.list(g, "inners", r.inners(), JsonWriteTest::writeInner);
        JsonWrite.always(g, "cleared", r.cleared(), JsonWrite::string);
        g.writeEndObject();
    }

    static void writeInner(JsonGenerator g, Inner r) throws IOException {
        g.writeStartObject();
        JsonWrite.member(g, "description", r.description(), JsonWrite::string);
        JsonWrite.list(g, "labels", r.labels(), JsonWrite::string);
        g.writeEndObject();
    }

    @Test
    void everyMemberTypeIsWrittenAsDatabindWritesIt() {
        UUID id = UUID.fromString("6a3e4a5c-4d0d-4f3b-9a6c-0b8e3a1f2c11");
        List<Body> bodies = List.of(
                new Body(null, null, null, null, null, null, null, null, null, null, null, null, null, null),
                new Body(
                        "web",
                        1,
                        1L << 40,
                        0.1,
                        true,
                        id,
                        Instant.parse("2026-01-02T03:04:05.123456789Z"),
                        Crn.of("crn:v1:r:s:k:i"),
                        Mode.SLOW_AND_STEADY,
                        "Web \"quoted\" \u00e9\uD83D\uDE00\n",
                        new Inner("d", List.of("x")),
                        List.of("a", "b"),
                        List.of(new Inner(null, null)),
                        "kept"),
                new Body(
                        "",
                        -1,
                        -1L,
                        -0.0,
                        false,
                        id,
                        Instant.EPOCH,
                        Crn.of(""),
                        Mode.FAST,
                        "",
                        new Inner(null, List.of()),
                        List.of(),
                        List.of(),
                        null),
                new Body(
                        null,
                        Integer.MIN_VALUE,
                        Long.MAX_VALUE,
                        1e300,
                        null,
                        null,
                        Instant.parse("-1000-01-01T00:00:00Z"),
                        null,
                        null,
                        null,
                        null,
                        Arrays.asList("a", null),
                        Arrays.asList(null, new Inner("e", null)),
                        null),
                // Lone surrogates, at every depth: refused, naming the field the same way.
                new Body("a\uD800", null, null, null, null, null, null, null, null, null, null, null, null, null),
                new Body(null, null, null, null, null, null, null, null, null, "\uDC00", null, null, null, null),
                new Body(
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        new Inner("x\uD800", null),
                        null,
                        null,
                        null),
                new Body(
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        Crn.of("crn\uD800"),
                        null,
                        null,
                        null,
                        null,
                        null,
                        null),
                new Body(null, null, null, null, null, null, null, null, null, null, null, null, null, "\uD800"));
        assertThat(CodecDifferential.writeDifferences(
                        bodies, databind::write, b -> json.write(b, JsonWriteTest::writeBody)))
                .isEmpty();
    }

    @Test
    void aLoneSurrogateInAListIsRefusedNamingItsOwnIndex() {
        Body body = new Body(
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                List.of("ok", "\uDC00"),
                List.of(new Inner("ok", null), new Inner(null, List.of("a", "b\uD800"))),
                null);
        assertThatThrownBy(() -> json.write(body, JsonWriteTest::writeBody))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("request cannot be written as JSON:"
                        + " tags[1] holds a lone surrogate (U+DC00) at index 0: it cannot be sent as UTF-8");
        Body nested = new Body(
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                List.of(new Inner("ok", null), new Inner(null, List.of("a", "b\uD800"))),
                null);
        assertThatThrownBy(() -> json.write(nested, JsonWriteTest::writeBody))
                .hasMessage("request cannot be written as JSON: inners[1].labels[1] holds a lone surrogate (U+D800)"
                        + " at index 1: it cannot be sent as UTF-8");
        // The one difference from the databind path, whose serializer names the element before the one refused.
        assertThatThrownBy(() -> databind.write(nested)).hasMessageContaining("inners[1].labels[0] holds");
    }
}
