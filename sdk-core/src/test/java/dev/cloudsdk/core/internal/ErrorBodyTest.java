package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.core.runtime.Json;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;
import org.junit.jupiter.api.Test;

/**
 * The error body read on the streaming parser gives what the databind tree read it replaced gave: the same error
 * object (values, their Java types, the members' order) and the same detail, for well-formed, hostile and broken
 * bodies alike. The tree read is kept here as the oracle, with the same read bounds.
 */
class ErrorBodyTest {
    private static final long MAX_BYTES = 64 * 1024;
    private static final Response RESPONSE = new Response.Builder()
            .request(new Request.Builder().url("http://127.0.0.1/").build())
            .protocol(Protocol.HTTP_1_1)
            .code(500)
            .message("x")
            .header("Content-Type", "application/json")
            .build();

    /** The old read: a tree under the same bounds, its {@code error} member converted to a map. */
    private record Read(Object error, String detail) {}

    private static ObjectMapper treeMapper(long maxBytes) {
        return new ObjectMapper(JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxDocumentLength(maxBytes)
                        .maxStringLength(1_000_000)
                        .maxNestingDepth(100)
                        .build())
                .build());
    }

    private static Read byTree(ObjectMapper mapper, byte[] body) {
        JsonNode tree;
        try {
            tree = mapper.readTree(body);
        } catch (IOException e) {
            tree = null;
        }
        JsonNode errorNode = tree != null && tree.isObject() ? tree.get("error") : null;
        Object error = errorNode != null && errorNode.isObject() ? mapper.convertValue(errorNode, Map.class) : null;
        return new Read(error, treeDetail(errorNode));
    }

    /** the error detail before the change, on a tree node. */
    private static String treeDetail(JsonNode errorNode) {
        if (errorNode != null && errorNode.isTextual()) {
            return errorNode.asText();
        }
        if (errorNode != null && errorNode.isObject()) {
            for (String field : new String[] {"message", "detail", "description", "title", "code", "type"}) {
                JsonNode v = errorNode.get(field);
                if (v != null && v.isValueNode() && !v.asText().isBlank()) {
                    return v.asText();
                }
            }
        }
        return "fallback";
    }

    private static Read byStream(Json json, byte[] body) {
        Object member = AttemptCodec.errorMember(json, body);
        String detail = AttemptCodec.detail(member, "fallback", RESPONSE);
        return new Read(member instanceof Map ? member : null, detail.equals("body: fallback") ? "fallback" : detail);
    }

    private static void assertSame(ObjectMapper mapper, Json json, byte[] body) {
        Read tree = byTree(mapper, body);
        Read stream = byStream(json, body);
        String shown = new String(body, StandardCharsets.ISO_8859_1);
        assertThat(stream.detail()).as("detail of %s", shown).isEqualTo(tree.detail());
        assertThat(stream.error()).as("error of %s", shown).isEqualTo(tree.error());
        assertThat(types(stream.error())).as("types in the error of %s", shown).isEqualTo(types(tree.error()));
    }

    /** The value's shape with every leaf's class, so that 1, 1L and 1.0 differ. */
    private static String types(Object value) {
        if (value instanceof Map<?, ?> m) {
            StringBuilder b = new StringBuilder("{");
            m.forEach((k, v) -> b.append(k).append('=').append(types(v)).append(','));
            return b.append('}').toString();
        }
        if (value instanceof List<?> l) {
            StringBuilder b = new StringBuilder("[");
            l.forEach(v -> b.append(types(v)).append(','));
            return b.append(']').toString();
        }
        return value == null ? "null" : value.getClass().getSimpleName() + ":" + value;
    }

    static List<String> corpus() {
        List<String> c = new ArrayList<>(List.of(
                "",
                "   ",
                "null",
                "[]",
                "\"error\"",
                "42",
                "{}",
                "{\"error\":null}",
                "{\"error\":\"plain text\"}",
                "{\"error\":\"   \"}",
                "{\"error\":17}",
                "{\"error\":[1,2]}",
                "{\"error\":{}}",
                "{\"error\":{\"message\":\"m\",\"code\":\"c\"}}",
                "{\"error\":{\"message\":\"  \",\"detail\":\"d\"}}",
                "{\"error\":{\"message\":null}}",
                "{\"error\":{\"message\":{\"x\":1},\"title\":true}}",
                "{\"error\":{\"code\":12}}",
                "{\"error\":{\"code\":12345678901}}",
                "{\"error\":{\"code\":123456789012345678901234567890}}",
                "{\"error\":{\"code\":-0.0}}",
                "{\"error\":{\"code\":1e10,\"n\":1.5e-7,\"big\":1e400,\"tiny\":1e-400}}",
                "{\"error\":{\"code\":0.1000000000000000055511151231257827}}",
                "{\"error\":{\"message\":\"a\"},\"error\":{\"message\":\"b\"}}",
                "{\"error\":{\"a\":1,\"b\":2,\"a\":3}}",
                "{\"error\":{\"m\":\"x\"}} trailing garbage",
                "{\"error\":{\"m\":\"x\"}}{\"error\":\"second\"}",
                "{\"error\":{\"m\":\"x\"},",
                "{\"error\":{\"m\":\"x\"",
                "{\"other\":[1,{\"error\":\"inner\"}],\"error\":{\"message\":\"outer\"}}",
                "{\"error\":{\"message\":\"esc \\u0000 \\n \\ud800 \\\"q\\\"\"}}",
                "{\"error\":{\"message\":\"\\x\"}}",
                "{\"error\":{\"m\":1},\"x\":01}",
                "{\"error\":{\"m\":1},\"x\":NaN}",
                "{\"error\":{\"m\":1},\"x\":tru}",
                "{'error':{'message':'single'}}",
                "{error:1}",
                "{\"error\":{\"message\":\"m\"}/*c*/}",
                "<html><body>502 Bad Gateway</body></html>",
                "\ufeff{\"error\":{\"message\":\"bom\"}}",
                "{\"error\":{\"list\":[[],[{}],[null,true,false,\"s\",-1]]}}"));
        c.add("{\"error\":{\"message\":\"m\"},\"n\":" + "9".repeat(1000) + "}");
        c.add("{\"error\":{\"message\":\"m\"},\"n\":" + "9".repeat(1001) + "}");
        c.add("{\"error\":{\"message\":\"m\"},\"n\":1." + "5".repeat(1200) + "}");
        c.add("{\"error\":{\"code\":" + "7".repeat(400) + "}}");
        c.add("{\"error\":{\"message\":\"deep\"},\"d\":" + "[".repeat(99) + "]".repeat(99) + "}");
        c.add("{\"error\":{\"message\":\"deep\"},\"d\":" + "[".repeat(100) + "]".repeat(100) + "}");
        c.add("{\"error\":{\"message\":\"deep\",\"d\":" + "{\"a\":".repeat(98) + "1" + "}".repeat(98) + "}}");
        return c;
    }

    @Test
    void theHandWrittenCorpusReadsAsTheTreeReadIt() {
        ObjectMapper mapper = treeMapper(MAX_BYTES);
        Json json = new Json(MAX_BYTES, Json.DEFAULT_MAX_PAGE_ITEMS);
        for (String body : corpus()) {
            assertSame(mapper, json, body.getBytes(StandardCharsets.UTF_8));
        }
        assertSame(mapper, json, "{\"error\":{\"message\":\"utf-16\"}}".getBytes(StandardCharsets.UTF_16));
        assertSame(mapper, json, new byte[] {'{', '"', 'e', '"', ':', '"', (byte) 0xc3, '"', '}'});
        assertSame(
                mapper, json, "{\"error\":{\"message\":\"caf\u00e9 \ud83d\ude00\"}}".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void aFewReadValuesAreTheOnesExpected() {
        Json json = new Json(MAX_BYTES, Json.DEFAULT_MAX_PAGE_ITEMS);
        byte[] body = "{\"error\":{\"code\":12345678901234567890,\"message\":\"m\",\"code\":7},\"x\":[1]}"
                .getBytes(StandardCharsets.UTF_8);
        assertThat(AttemptCodec.errorMember(json, body)).isEqualTo(Map.of("code", 7, "message", "m"));
        assertThat(AttemptCodec.errorMember(
                        json, "{\"error\":{\"n\":12345678901234567890}}".getBytes(StandardCharsets.UTF_8)))
                .isEqualTo(Map.of("n", new BigInteger("12345678901234567890")));
        assertThat(AttemptCodec.errorMember(json, "{\"error\":{\"n\":1}".getBytes(StandardCharsets.UTF_8)))
                .isNull();
    }

    @Test
    void aDocumentOverTheConfigsByteBoundReadsAsTheTreeReadIt() {
        for (long max : new long[] {10, 40, 100}) {
            ObjectMapper mapper = treeMapper(max);
            Json json = new Json(max, Json.DEFAULT_MAX_PAGE_ITEMS);
            for (String body : corpus()) {
                assertSame(mapper, json, body.getBytes(StandardCharsets.UTF_8));
            }
        }
    }

    /**
     * Bodies cut and changed at random from the corpus (a fixed seed, so a failure repeats): any difference in what
     * counts as JSON, or in a value read, shows here.
     */
    @Test
    void mangledBodiesReadAsTheTreeReadThem() {
        ObjectMapper mapper = treeMapper(MAX_BYTES);
        Json json = new Json(MAX_BYTES, Json.DEFAULT_MAX_PAGE_ITEMS);
        Random random = new Random(30);
        byte[] alphabet = "{}[]\",:01-.eE+ \\tnulfasrxu\u00e9".getBytes(StandardCharsets.UTF_8);
        List<String> corpus = corpus();
        for (int i = 0; i < 20_000; i++) {
            byte[] body = corpus.get(random.nextInt(corpus.size())).getBytes(StandardCharsets.UTF_8);
            if (body.length == 0) {
                continue;
            }
            int edits = 1 + random.nextInt(3);
            for (int e = 0; e < edits; e++) {
                int at = random.nextInt(body.length);
                if (random.nextBoolean()) {
                    body[at] = alphabet[random.nextInt(alphabet.length)];
                } else {
                    body = Arrays.copyOf(body, at);
                    if (body.length == 0) {
                        break;
                    }
                }
            }
            assertSame(mapper, json, body);
        }
    }
}
