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
        String description = t.schema.path("description").asText("");
        src.append(Javadoc.comment(
                description.isEmpty()
                        ? "The values of {@code " + t.name + "}."
                        : Text.sentence(Text.javadoc(description, ""))));
        src.append("public enum " + t.name + " {\n");
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
            src.append(Javadoc.comment(doc) + value + ",\n");
            i++;
        }
        String unknown = "A value this version of the SDK does not know"
                + (t.textComponent == null ? "." : "; read the text from {@code " + t.textComponent + "}.");
        src.append(Javadoc.comment(unknown) + "@" + dflt + "\nUNKNOWN_TO_SDK_VERSION;\n\n");
        src.append(Javadoc.comment(
                "",
                "@param value the wire value, or {@code null}",
                "@return the constant, {@link #UNKNOWN_TO_SDK_VERSION} for a value this SDK does not know, {@code null}"
                        + " for null"));
        return src.append("public static @" + nullable + " " + t.name + " fromValue(@" + nullable
                        + " String value) {\nreturn " + enums
                        + ".fromValue(values(), value, UNKNOWN_TO_SDK_VERSION);\n}\n}\n")
                .toString();
    }
}
