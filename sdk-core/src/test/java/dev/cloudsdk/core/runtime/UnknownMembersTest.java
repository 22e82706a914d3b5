package dev.cloudsdk.core.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectReader;
import dev.cloudsdk.core.ResponseModel;
import dev.cloudsdk.core.internal.BodyFormatException;
import dev.cloudsdk.core.testing.Databind;
import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The members of a response record that it does not declare, as the databind oracle ({@link Databind}) and
 * {@link JsonValues} keep them: read as plain values, kept through nesting and lists,
 * whatever their order relative to the declared ones, not written back, and no cost when there are none.
 */
class UnknownMembersTest {
    private final Json json = new Json(1 << 20, Json.DEFAULT_MAX_PAGE_ITEMS);
    private final Databind databind = new Databind(1 << 20);

    /** A response record as the service modules write them. */
    public record Item(
            UUID id, String displayName, Child child, List<Child> children, Map<String, Object> additionalProperties)
            implements ResponseModel {
        public Item {
            children = children == null ? List.of() : List.copyOf(children);
            additionalProperties = JsonValues.members(additionalProperties);
        }
    }

    /** A nested one. */
    public record Child(String name, Map<String, Object> additionalProperties) implements ResponseModel {
        public Child {
            additionalProperties = JsonValues.members(additionalProperties);
        }
    }

    /** A response record that breaks the rule: its unknown members are not its last component. */
    public record Misdeclared(Map<String, Object> additionalProperties, String name) implements ResponseModel {}

    private Item read(String body) throws Exception {
        return databind.reader(Item.class).readValue(body);
    }

    @Test
    void everyKindOfJsonValueIsKeptAsAPlainJavaValue() throws Exception {
        Item item = read("{\"display_name\":\"a\",\"tier\":\"gold\",\"small\":7,\"big\":12345678901,"
                + "\"huge\":123456789012345678901234567890,\"ratio\":0.1,\"exp\":1e3,\"on\":true,\"off\":false,"
                + "\"gone\":null,\"obj\":{\"x\":[1,{\"y\":\"z\"},null]},\"empty_obj\":{},\"empty_list\":[]}");
        Map<String, Object> m = item.additionalProperties();
        assertThat(m)
                .containsOnlyKeys(
                        "tier",
                        "small",
                        "big",
                        "huge",
                        "ratio",
                        "exp",
                        "on",
                        "off",
                        "gone",
                        "obj",
                        "empty_obj",
                        "empty_list");
        assertThat(m.keySet()).as("in the order sent").startsWith("tier", "small", "big", "huge");
        assertThat(m.get("tier")).isEqualTo("gold");
        assertThat(m.get("small")).isEqualTo(7);
        assertThat(m.get("big")).isEqualTo(12345678901L);
        assertThat(m.get("huge")).isEqualTo(new BigInteger("123456789012345678901234567890"));
        assertThat(m.get("ratio")).isEqualTo(new BigDecimal("0.1"));
        assertThat(m.get("exp")).isEqualTo(new BigDecimal("1e3"));
        assertThat(m.get("on")).isEqualTo(true);
        assertThat(m.get("off")).isEqualTo(false);
        assertThat(m).containsEntry("gone", null);
        assertThat(m.get("obj")).isEqualTo(Map.of("x", Arrays.asList(1, Map.of("y", "z"), null)));
        assertThat(m.get("empty_obj")).isSameAs(Map.of());
        assertThat(m.get("empty_list")).isSameAs(List.of());
        assertThat(item.displayName()).isEqualTo("a");
    }

    @Test
    void nestedRecordsAndListElementsKeepTheirOwnMembers() throws Exception {
        Item item = read("{\"top\":1,\"child\":{\"name\":\"c\",\"deep\":\"d\"},\"children\":[{\"name\":\"e0\","
                + "\"n\":0},{\"name\":\"e1\"},{\"n\":2,\"name\":\"e2\"}],"
                + "\"last\":{\"child\":{\"name\":\"not a record\"}}}");
        assertThat(item.additionalProperties()).containsOnlyKeys("top", "last");
        assertThat(item.child().additionalProperties()).isEqualTo(Map.of("deep", "d"));
        assertThat(item.children())
                .extracting(Child::additionalProperties)
                .containsExactly(Map.of("n", 0), Map.of(), Map.of("n", 2));
        assertThat(item.children()).extracting(Child::name).containsExactly("e0", "e1", "e2");
    }

    @Test
    void theResultIsTheSameWhetherAMemberComesBeforeOrAfterTheDeclaredOnes() throws Exception {
        String known = "\"id\":\"6f1c2a9e-0d3b-4c51-9a8e-2b7f4d1e3c5a\",\"display_name\":\"a\","
                + "\"child\":{\"name\":\"c\"},\"children\":[]";
        String unknown = "\"x\":{\"y\":[1.5,2]},\"n\":3";
        Item before = read("{" + unknown + "," + known + "}");
        Item after = read("{" + known + "," + unknown + "}");
        assertThat(before).isEqualTo(after);
        assertThat(after.additionalProperties())
                .isEqualTo(Map.of("x", Map.of("y", List.of(new BigDecimal("1.5"), 2)), "n", 3));
    }

    @Test
    void aMemberNamedLikeTheComponentIsAnUnknownMemberToo() throws Exception {
        Item item = read("{\"additional_properties\":5,\"additionalProperties\":{\"a\":1}}");
        assertThat(item.additionalProperties())
                .isEqualTo(Map.of("additional_properties", 5, "additionalProperties", Map.of("a", 1)));
        assertThat(read("{\"display_name\":\"a\",\"additional_properties\":null}")
                        .additionalProperties())
                .containsOnlyKeys("additional_properties")
                .containsEntry("additional_properties", null);
        // Every declared member first, then that name, then another: Jackson builds the record once it has all
        // the creator's arguments, and reads what follows another way.
        Item late = read("{\"id\":\"6f1c2a9e-0d3b-4c51-9a8e-2b7f4d1e3c5a\",\"display_name\":\"a\",\"child\":null,"
                + "\"children\":[],\"additional_properties\":[1],\"after\":true,\"additional_properties\":[2]}");
        assertThat(late.additionalProperties()).isEqualTo(Map.of("additional_properties", List.of(2), "after", true));
    }

    @Test
    void withoutUnknownMembersEveryRecordHoldsTheSharedEmptyMap() throws Exception {
        Item item = read("{\"display_name\":\"a\",\"child\":{\"name\":\"c\"},\"children\":[{\"name\":\"d\"}]}");
        assertThat(item.additionalProperties()).isSameAs(Map.of());
        assertThat(item.child().additionalProperties()).isSameAs(Map.of());
        assertThat(item.children().get(0).additionalProperties()).isSameAs(Map.of());
    }

    @Test
    void theMembersAreImmutableAllTheWayDown() throws Exception {
        Item item = read("{\"obj\":{\"list\":[{\"k\":1}]}}");
        @SuppressWarnings("unchecked")
        Map<String, Object> obj =
                (Map<String, Object>) item.additionalProperties().get("obj");
        @SuppressWarnings("unchecked")
        List<Object> list = (List<Object>) obj.get("list");
        @SuppressWarnings("unchecked")
        Map<String, Object> inner = (Map<String, Object>) list.get(0);
        assertThatThrownBy(() -> item.additionalProperties().put("a", 1))
                .isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> obj.remove("list")).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> list.add(2)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> list.set(0, 2)).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> inner.entrySet().iterator().next().setValue(2))
                .isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    void unknownMembersTakePartInEquality() throws Exception {
        Item gold = read("{\"display_name\":\"a\",\"tier\":\"gold\"}");
        assertThat(gold)
                .isEqualTo(read("{\"tier\":\"gold\",\"display_name\":\"a\"}"))
                .hasSameHashCodeAs(read("{\"tier\":\"gold\",\"display_name\":\"a\"}"));
        assertThat(gold)
                .isNotEqualTo(read("{\"display_name\":\"a\",\"tier\":\"silver\"}"))
                .isNotEqualTo(read("{\"display_name\":\"a\"}"));
        // A record built with the same members equals the one read, whatever number types the builder got.
        Item built = new Item(null, "a", null, null, JsonValues.copy(Map.of("tier", "gold")));
        assertThat(built).isEqualTo(gold);
        Item numbers = read("{\"i\":2,\"d\":0.5,\"l\":12345678901}");
        assertThat(new Item(
                        null,
                        null,
                        null,
                        null,
                        JsonValues.copy(Map.of("i", 2L, "d", 0.5, "l", BigInteger.valueOf(12345678901L)))))
                .isEqualTo(numbers);
    }

    @Test
    void aRecordIsWrittenWithoutItsUnknownMembers() throws Exception {
        Item item = read("{\"display_name\":\"a\",\"tier\":\"gold\",\"child\":{\"name\":\"c\",\"x\":1}}");
        assertThat(new String(databind.write(item), StandardCharsets.UTF_8))
                .isEqualTo("{\"display_name\":\"a\",\"child\":{\"name\":\"c\"},\"children\":[]}");
    }

    @Test
    void toStringIsBoundedAndEscapedWhileTheValueIsNot() throws Exception {
        String huge = "x".repeat(200_000);
        Item item = read("{\"display_name\":\"a\",\"note\":\"line1\\nline2\\u001b[31m\",\"huge\":\"" + huge
                + "\",\"after\":[" + "1,".repeat(10_000) + "1]}");
        assertThat(item.additionalProperties().get("huge")).isEqualTo(huge);
        assertThat(item.additionalProperties().get("note")).isEqualTo("line1\nline2\u001b[31m");
        String text = item.toString();
        assertThat(text)
                .contains("note=line1\\nline2\\u001b[31m, huge=xxx")
                .endsWith("...(cut)]")
                .doesNotContain("\n")
                .doesNotContain("\u001b");
        assertThat(text.length()).isLessThan(1_200);
        assertThat(item.additionalProperties().get("after").toString())
                .hasSizeLessThan(1_100)
                .endsWith("...(cut)");
        assertThat(read("{\"a\":[1,{\"b\":null}]}").additionalProperties()).hasToString("{a=[1, {b=null}]}");
    }

    @Test
    void unknownMembersCountAgainstTheElementBudgetOfTheResponse() throws Exception {
        int n = ListBudget.MAX_ELEMENTS;
        ObjectReader reader = new Databind(16 << 20).reader(Item.class);
        // The member itself counts two (its name and value), an array element one: n - 2 elements fit, n - 1 do not.
        Item fits = reader.readValue("{\"extra\":[" + "0,".repeat(n - 3) + "0]}");
        assertThat((List<?>) fits.additionalProperties().get("extra")).hasSize(n - 2);
        assertThatThrownBy(() -> reader.readValue("{\"extra\":[" + "0,".repeat(n - 2) + "0]}"))
                .hasRootCauseInstanceOf(BodyFormatException.class)
                .hasStackTraceContaining("more than 1000000 list elements and unknown members");
        // An object member counts two: half as many members as elements.
        Item half = reader.readValue("{\"extra\":{" + "\"k\":0,".repeat(n / 2 - 2) + "\"k\":0}}");
        assertThat(half.additionalProperties().get("extra")).isEqualTo(Map.of("k", 0));
        assertThatThrownBy(() -> reader.readValue("{\"extra\":{" + "\"k\":0,".repeat(n / 2 - 1) + "\"k\":0}}"))
                .hasRootCauseInstanceOf(BodyFormatException.class);
        assertThatThrownBy(() -> reader.readValue(
                        "{\"children\":[" + "{},".repeat(n / 2) + "{}],\"extra\":[" + "0,".repeat(n / 2) + "0]}"))
                .as("typed lists and unknown members share one budget")
                .hasRootCauseInstanceOf(BodyFormatException.class);
    }

    @Test
    void theReadConstraintsApplyInsideUnknownMembers() {
        assertThatThrownBy(() -> read("{\"deep\":" + "[".repeat(Json.MAX_NESTING_DEPTH + 1)
                        + "]".repeat(Json.MAX_NESTING_DEPTH + 1) + "}"))
                .hasStackTraceContaining("nesting depth");
        assertThatThrownBy(() -> new Databind(4 << 20)
                        .reader(Item.class)
                        .readValue("{\"long\":\"" + "x".repeat(Json.MAX_STRING_CHARS + 1) + "\"}"))
                .hasStackTraceContaining("String value length");
    }

    @Test
    void aResponseModelWhoseLastComponentIsNotTheMembersIsRefused() {
        assertThatThrownBy(() -> databind.reader(Misdeclared.class).readValue("{\"name\":\"a\"}"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage(Misdeclared.class.getName() + " is a ResponseModel: its last component must be "
                        + "Map<String, @Nullable Object> additionalProperties");
    }

    @Test
    void theBuilderHelpersRefuseWhatIsNotJsonAndCopyWhatIs() {
        assertThatThrownBy(() -> JsonValues.with(null, "when", Instant.EPOCH))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("additionalProperties.when: a java.time.Instant is not a JSON value: use null, a Boolean, "
                        + "a Number, a String, or a List or Map of these");
        assertThatThrownBy(() -> JsonValues.with(null, "x", List.of(Map.of("r", Double.NaN))))
                .hasMessage("additionalProperties.x[0].r: NaN is not a JSON number");
        assertThatThrownBy(() -> JsonValues.with(null, "x", Map.of(1, "a")))
                .hasMessage("additionalProperties.x: a member name must be a String, was a java.lang.Integer");
        assertThatThrownBy(() -> JsonValues.with(null, null, "a"))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("name == null");
        List<Object> mutable = new ArrayList<>(List.of("a"));
        Map<String, Object> members = JsonValues.members(JsonValues.with(null, "list", mutable));
        mutable.add("b");
        assertThat(members.get("list")).isEqualTo(List.of("a"));
        assertThat(JsonValues.members(null)).isSameAs(Map.of());
        assertThat(JsonValues.members(Map.of())).isSameAs(Map.of());
        assertThat(JsonValues.members(members))
                .as("already frozen: not copied again")
                .isSameAs(members);
    }

    @Test
    void readParsesEachScalarAsTheBuilderStoresIt() throws Exception {
        try (JsonParser p = json.parser(
                new ByteArrayInputStream("[3000000000, 2.50, -0, \"s\"]".getBytes(StandardCharsets.UTF_8)))) {
            assertThat(p.nextToken()).isEqualTo(JsonToken.START_ARRAY);
            Object read = JsonValues.read(p, new ReadScope(), true);
            assertThat(read)
                    .isEqualTo(JsonValues.copy(Map.of("v", List.of(3_000_000_000L, new BigDecimal("2.50"), 0, "s")))
                            .get("v"));
        }
    }
}
