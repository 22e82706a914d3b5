package dev.cloudsdk.codegen.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.text.CodeLines;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Samples of schemas: examples first, then enums, formats, bounds; what cannot be guessed is left out. */
class SamplesTest {
    @Test
    void anObjectSampleUsesExamplesEnumsFormatsAndMinimumsAndLeavesOutAnOptionalPattern(@TempDir Path dir)
            throws Exception {
        Spec spec = Document.spec(dir, "  {}\n");
        String json = new Samples(spec).node(spec.schema("Thing"), "getThing").toString();

        assertThat(json)
                .isEqualTo("{\"id\":\"" + Samples.uuid("getThing/id") + "\",\"name\":\"web\","
                        + "\"color\":\"RED\",\"size\":3,\"created_at\":\"2024-05-01T12:00:00Z\","
                        + "\"tags\":[\"sample tags\"]}");
    }

    @Test
    void aRequiredMemberWithAPatternAndNoExampleIsRefusedNamingIt(@TempDir Path dir) throws Exception {
        Spec spec = Document.spec(dir, "  {}\n");
        var schema = new ObjectMapper(new YAMLFactory())
                .readTree("{type: object, required: [code], properties: {code: {type: string, pattern: '^x$'}}}");

        assertThatThrownBy(() -> new Samples(spec).node(schema, "op"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("op/code: required, and no sample can be made for it: give it an example");
    }

    @Test
    void aMemberThatRefersToAResourceWithoutACatalogIsRefusedNamingTheFix(@TempDir Path dir) throws Exception {
        Spec spec = Document.spec(dir, "  {}\n");
        var schema = new ObjectMapper(new YAMLFactory())
                .readTree("{type: object, properties: {image_id:"
                        + " {type: string, format: uuid, x-cloudsdk-refers-to: image}}}");

        assertThatThrownBy(() -> new Samples(spec).node(schema, "op"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("x-cloudsdk-refers-to: image names a resource without a catalog")
                .hasMessageContaining("declare catalog: [{...}] there");
    }

    @Test
    void literalsAreCutAfterACommaAndEscaped() {
        String y = "y".repeat(40);
        String x = "x".repeat(40);
        assertThat(CodeLines.literals("{\"a\":\"" + y + "\",\"b\":\"" + x + "\"}"))
                .containsExactly("\"{\\\"a\\\":\\\"" + y + "\\\",\"", "\"\\\"b\\\":\\\"" + x + "\\\"}\"");
    }

    @Test
    void aSampleIdIsNeverCutInTheMiddle() {
        String id = "123e4567-e89b-42d3-a456-426614174000";
        String json = "{\"name\":\"web-1\",\"description\":\"a web server\",\"load_balancer_id\":\"" + id + "\"}";
        List<String> parts = CodeLines.literals(json);
        assertThat(parts)
                .hasSizeGreaterThan(1)
                .anySatisfy(part -> assertThat(part).contains(id));
        assertThat(String.join("", parts).replace("\"\"", "")).contains(id);
    }
}
