package dev.cloudsdk.core.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import dev.cloudsdk.core.Crn;
import dev.cloudsdk.core.ResponseModel;
import dev.cloudsdk.core.testing.CodecDifferential;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The differential test of {@link JsonRead}: a corpus of odd values, in every member of a record of every type the
 * generator writes, read once through databind ({@link ResponseShape#whole(Class)}, the SDK's configuration) and once
 * through a reader written as sdk-codegen writes them ({@link ResponseShape#whole(Json.Reader)}); both must give the
 * same record, or both refuse with the same first line of message, which is what a caller sees.
 */
class JsonReadTest {
    private final Json json = new Json(1 << 20, Json.DEFAULT_MAX_PAGE_ITEMS);

    /** A response record of every type a member can have, as the service modules write them. */
    public record Sample(
            String s,
            Integer i,
            Long l,
            Double d,
            Boolean b,
            UUID u,
            Instant t,
            Crn crn,
            @JsonProperty("kind") String kindAsString,
            Nested nested,
            List<String> tags,
            List<Nested> kids,
            Map<String, Object> additionalProperties)
            implements ResponseModel {
        public Sample {
            tags = tags == null ? List.of() : List.copyOf(tags);
            kids = kids == null ? List.of() : List.copyOf(kids);
            additionalProperties = JsonValues.members(additionalProperties);
        }
    }

    /** A nested one. */
    public record Nested(String name, Map<String, Object> additionalProperties) implements ResponseModel {
        public Nested {
            additionalProperties = JsonValues.members(additionalProperties);
        }
    }

    /** What sdk-codegen writes for {@link Sample}. */
    static Sample readSample(JsonParser p, ReadScope s) throws IOException {
        if (!JsonRead.startObject(p, Sample.class)) {
            return null;
        }
        String str = null;
        Integer i = null;
        Long l = null;
        Double d = null;
        Boolean b = null;
        UUID u = null;
        Instant t = null;
        Crn crn = null;
        String kindAsString = null;
        Nested nested = null;
        List<String> tags = null;
        List<Nested> kids = null;
        Map<String, Object> unknown = null;
        for (String m = JsonRead.nextMember(p); m != null; m = JsonRead.nextMember(p)) {
            switch (m) {
                case "s" -> str = JsonRead.string(p, s);
                case "i" -> i = JsonRead.integer(p, s);
                case "l" -> l = JsonRead.int64(p, s);
                case "d" -> d = JsonRead.number(p, s);
                case "b" -> b = JsonRead.bool(p, s);
                case "u" -> u = JsonRead.uuid(p, s);
                case "t" -> t = JsonRead.instant(p, s);
                case "crn" -> crn = JsonRead.crn(p, s);
                case "kind" -> kindAsString = JsonRead.string(p, s);
                case "nested" -> nested = readNested(p, s);
                case "tags" -> tags = JsonRead.strings(p, s);
                case "kids" -> kids = JsonRead.list(p, s, Nested.class, JsonReadTest::readNested);
                default -> unknown = JsonRead.unknown(p, s, unknown);
            }
        }
        try {
            return new Sample(str, i, l, d, b, u, t, crn, kindAsString, nested, tags, kids, JsonRead.members(unknown));
        } catch (RuntimeException e) {
            throw JsonRead.unmade(p, Sample.class, e);
        }
    }

    static Nested readNested(JsonParser p, ReadScope s) throws IOException {
        if (!JsonRead.startObject(p, Nested.class)) {
            return null;
        }
        String name = null;
        Map<String, Object> unknown = null;
        for (String m = JsonRead.nextMember(p); m != null; m = JsonRead.nextMember(p)) {
            switch (m) {
                case "name" -> name = JsonRead.string(p, s);
                default -> unknown = JsonRead.unknown(p, s, unknown);
            }
        }
        return new Nested(name, JsonRead.members(unknown));
    }

    @Test
    void everyOddValueInEveryMemberReadsAsDatabindReadsIt() {
        List<String> differences = new ArrayList<>();
        int compared = 0;
        for (String member : List.of(
                "s",
                "i",
                "l",
                "d",
                "b",
                "u",
                "t",
                "crn",
                "kind",
                "nested",
                "tags",
                "kids",
                "other",
                "additional_properties")) {
            for (String value : CodecDifferential.ODD) {
                compared += compare("{\"" + member + "\":" + value + "}", differences);
                compared +=
                        compare("{\"nested\":{\"name\":" + value + ",\"" + member + "\":" + value + "}}", differences);
                compared += compare("{\"kids\":[{\"name\":\"a\"}," + value + "]}", differences);
                compared += compare("{\"tags\":[\"a\"," + value + "]}", differences);
            }
        }
        assertThat(differences).as("%d bodies compared", compared).isEmpty();
    }

    @Test
    void wholeBodiesReadAsDatabindReadsThem() {
        List<String> differences = new ArrayList<>();
        for (String body : List.of(
                "",
                "[]",
                "null",
                "42",
                "{",
                "{\"s\":",
                "{\"s\":\"a\"",
                "{\"s\":\"a\",\"s\":\"b\"}",
                "{\"t\":\"2024-01-01T10:00:00Z\",\"u\":\"6a3e4a5c-4d0d-4f3b-9a6c-0b8e3a1f2c11\",\"x\":{\"y\":[1,2.5,"
                        + "null,true,\"z\",{}]},\"kids\":[{\"name\":\"k\",\"extra\":1}],\"tags\":[\"a\",\"b\"]}",
                "{\"other\":123456789012345678901234567890,\"ratio\":0.1,\"exp\":1e3}",
                "{} trailing",
                "{}{}")) {
            compare(body, differences);
        }
        assertThat(differences).isEmpty();
    }

    @Test
    void theElementBudgetEndsAtTheSameElementBothWays() {
        Json big = new Json(16 << 20, Json.DEFAULT_MAX_PAGE_ITEMS);
        int n = ListBudget.MAX_ELEMENTS;
        List<String> bodies = List.of(
                "{\"extra\":[" + "0,".repeat(n - 3) + "0]}",
                "{\"extra\":[" + "0,".repeat(n - 2) + "0]}",
                "{\"tags\":[" + "\"a\",".repeat(n - 1) + "\"a\"]}",
                "{\"tags\":[" + "\"a\",".repeat(n) + "\"a\"]}",
                "{\"kids\":[" + "{},".repeat(n / 2) + "{}],\"extra\":[" + "0,".repeat(n / 2) + "0]}",
                "{\"extra\":{" + "\"k\":0,".repeat(n / 2 - 1) + "\"k\":0}}");
        List<String> outcomes = new ArrayList<>();
        for (String body : bodies) {
            String difference = CodecDifferential.readDifference(
                    body,
                    b -> read(big, b, ResponseShape.whole(DatabindOracle.reader(Sample.class))),
                    b -> read(big, b, ResponseShape.whole(JsonReadTest::readSample)));
            assertThat(difference)
                    .as("the body of %d characters starting %s", body.length(), body.substring(0, 12))
                    .isNull();
            String streaming = CodecDifferential.readDifference(body, b -> "", b -> {
                read(big, b, ResponseShape.whole(JsonReadTest::readSample));
                return "";
            });
            outcomes.add(streaming == null ? "read" : streaming.substring(streaming.indexOf("streaming: ") + 11));
        }
        String over = "refused: the body holds more than 1000000 list elements and unknown members in all";
        assertThat(outcomes).containsExactly("read", over, "read", over, over, over);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            {"i":"abc"}                  | cannot read "abc" as java.lang.Integer (member i)
            {"l":[1]}                    | cannot read an array as java.lang.Long (member l)
            {"u":42}                     | cannot read 42 as java.util.UUID (member u)
            {"t":"May 6"}                | cannot read "May 6" as java.time.Instant (member t)
            {"kids":[{"name":{}}]}       | cannot read an object as java.lang.String (member kids[0].name)
            {"tags":"a"}                 | cannot read "a" as a list of java.lang.String (member tags)
            {"nested":true}              | cannot read true as dev.cloudsdk.core.runtime.JsonReadTest$Nested
            {"kids":[{"name":"a"},null]} | cannot make dev.cloudsdk.core.runtime.JsonReadTest$Sample:
            """)
    void aValueThatCannotBeReadIsRefusedNamingWhatWasSentTheTypeAndTheMember(String body, String message) {
        assertThatThrownBy(() -> read(body, ResponseShape.whole(JsonReadTest::readSample)))
                .isInstanceOf(JsonParseException.class)
                .satisfies(e -> assertThat(((JsonParseException) e).getOriginalMessage())
                        .startsWith(message.strip()));
    }

    /** @return 1 after comparing one body */
    private int compare(String body, List<String> differences) {
        String difference = CodecDifferential.readDifference(
                body,
                b -> read(b, ResponseShape.whole(DatabindOracle.reader(Sample.class))),
                b -> read(b, ResponseShape.whole(JsonReadTest::readSample)));
        if (difference != null) {
            differences.add(difference);
        }
        return 1;
    }

    private Object read(String body, ResponseShape<?> shape) throws IOException {
        return read(json, body, shape);
    }

    private static Object read(Json json, String body, ResponseShape<?> shape) throws IOException {
        try (JsonParser p = json.parser(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)))) {
            return shape.read(p, json);
        }
    }
}
