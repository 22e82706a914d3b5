package dev.cloudsdk.dns;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.cloudsdk.core.runtime.Json;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.testing.CodecDifferential;
import dev.cloudsdk.core.testing.Databind;
import dev.cloudsdk.dns.model.Recordset;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The generated {@link DnsJson} against the databind path it replaces, on odd values and the fixtures. */
class DnsJsonTest {
    private static final List<String> MEMBERS = List.of(
            "action",
            "created_at",
            "crn",
            "description",
            "id",
            "name",
            "records",
            "status",
            "ttl",
            "type",
            "updated_at",
            "zone_id",
            "zone_name",
            "additional_properties");
    private final Json json = new Json(1 << 20, Json.DEFAULT_MAX_PAGE_ITEMS);
    private final Databind databind = new Databind(1 << 20);
    /** The whole body read by the databind oracle. */
    private final ResponseShape<Object> oracle =
            ResponseShape.whole((p, s) -> databind.reader(Recordset.class).readValue(p));

    @Test
    void theRecordsetReaderReadsWhatDatabindReads() throws Exception {
        assertThat(CodecDifferential.readDifferences(
                        b -> read(b, oracle), b -> read(b, ResponseShape.whole(DnsJson::readRecordset)), MEMBERS))
                .isEmpty();
        for (String fixture : List.of("recordsets-page.json", "recordsets-page-with-unknown-members.json")) {
            try (InputStream in = getClass().getResourceAsStream("/dns/" + fixture)) {
                for (JsonNode item : new ObjectMapper().readTree(in).get("recordsets")) {
                    assertThat(CodecDifferential.readDifference(
                                    item.toString(),
                                    b -> read(b, oracle),
                                    b -> read(b, ResponseShape.whole(DnsJson::readRecordset))))
                            .as(fixture)
                            .isNull();
                }
            }
        }
    }

    private Object read(String body, ResponseShape<?> shape) throws IOException {
        try (JsonParser p = json.parser(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)))) {
            return shape.read(p, json);
        }
    }
}
