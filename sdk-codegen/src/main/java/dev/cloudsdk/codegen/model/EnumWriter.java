package dev.cloudsdk.codegen.model;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.text.Javadoc;
import dev.cloudsdk.codegen.text.Text;

/**
 * Writes an enum: one constant per value (Javadoc from {@code x-enum-descriptions}, the list parallel to
 * {@code enum} that OpenAPI Generator reads too), then {@code UNKNOWN_TO_SDK_VERSION} for a value newer than the
 * SDK, which Jackson reads unknown text as, and {@code fromValue}.
 */
final class EnumWriter {
    private EnumWriter() {}

    static String write(ModelType t) {
        JavaSource src = new JavaSource(t.service.modelPackage());
        String dflt = src.type("com.fasterxml.jackson.annotation.JsonEnumDefaultValue");
        String enums = src.type("dev.cloudsdk.core.runtime.Enums");
        String nullable = src.type("org.jspecify.annotations.Nullable");
        StringBuilder b = new StringBuilder();
        String description = t.schema.path("description").asText("");
        b.append(new Javadoc()
                .p(
                        description.isEmpty()
                                ? "The values of {@code " + t.name + "}."
                                : Text.sentence(Text.javadoc(description, "")))
                .render());
        b.append("public enum " + t.name + " {\n");
        JsonNode docs = t.schema.path("x-enum-descriptions");
        int i = 0;
        for (JsonNode v : t.schema.path("enum")) {
            String value = v.asText();
            if (!value.matches("[A-Z][A-Z0-9_]*") || value.equals("UNKNOWN_TO_SDK_VERSION")) {
                throw new IllegalArgumentException(t.qualified() + ": enum value '" + value + "' is not an upper-case"
                        + " Java name; such values are not generated yet");
            }
            String doc =
                    docs.has(i) ? Text.sentence(Text.javadoc(docs.get(i).asText(), value)) : "{@code " + value + "}.";
            b.append(new Javadoc().p(doc).render() + value + ",\n");
            i++;
        }
        String unknown = "A value this version of the SDK does not know"
                + (t.textComponent == null ? "." : "; read the text from {@code " + t.textComponent + "}.");
        b.append(new Javadoc().p(unknown).render() + "@" + dflt + "\nUNKNOWN_TO_SDK_VERSION;\n\n");
        b.append(new Javadoc()
                .param("value", "the wire value, or {@code null}")
                .tag("@return the constant, {@link"
                        + " #UNKNOWN_TO_SDK_VERSION} for a value this SDK does not know, {@code null} for null")
                .render());
        b.append("public static @" + nullable + " " + t.name + " fromValue(@" + nullable + " String value) {\nreturn "
                + enums + ".fromValue(values(), value, UNKNOWN_TO_SDK_VERSION);\n}\n}\n");
        return src.append(b.toString()).toString();
    }
}
