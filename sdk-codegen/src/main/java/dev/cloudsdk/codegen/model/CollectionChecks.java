package dev.cloudsdk.codegen.model;

import static dev.cloudsdk.codegen.model.Checks.LINE;
import static dev.cloudsdk.codegen.model.Checks.PROSE;
import static dev.cloudsdk.codegen.model.Checks.PROSE_PREDICATE;
import static dev.cloudsdk.codegen.model.Checks.quote;
import static dev.cloudsdk.codegen.model.Checks.unknown;

import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.text.CodeLines;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks of a request's lists and maps, part of {@link Checks}' rule: no {@code null} element, key or value (the
 * message names the index, or the inner list's two), an enum element not {@code UNKNOWN_TO_SDK_VERSION}, text
 * elements, keys and values one line ({@code Checks.line}; a {@code description} list's prose), and the immutable
 * copy ({@link ResponseRecordWriter#copy}).
 */
final class CollectionChecks {
    private final JavaSource src;

    CollectionChecks(JavaSource src) {
        this.src = src;
    }

    /** @return the check of the list or map {@code p}, whose value is in the variable of its name */
    Checks.Check of(Property p, String label, String subject, boolean mandatory) {
        return p.type().isMap() ? map(p, label, subject, mandatory) : list(p, label, subject, mandatory);
    }

    private Checks.Check list(Property p, String label, String subject, boolean mandatory) {
        String x = p.name();
        JType element = p.type().element();
        String e = element.render(src, false);
        boolean text = element.qualified().equals("java.lang.String");
        StringBuilder b = new StringBuilder();
        b.append("for (int i = 0; i < " + x + ".size(); i++) {\n" + e + " element = " + x + ".get(i);\n");
        b.append(ifThrow("element == null", quote(label + "[") + " + i + " + quote("] is null")));
        if (element.isEnum()) {
            List<String> values = new ArrayList<>();
            p.schema().path("items").path("enum").forEach(v -> values.add(v.asText()));
            b.append(ifThrow(
                    "element == " + e + ".UNKNOWN_TO_SDK_VERSION",
                    quote(label + "[") + " + i + " + quote(unknown("]", values, e))));
        } else if (text) {
            b.append(src.type("dev.cloudsdk.core.runtime.Checks") + (PROSE.contains(p.wire()) ? ".prose(" : ".line(")
                    + "element, " + quote(label) + ", i);\n");
        } else if (element.isList()) {
            b.append(inner(element.element(), label));
        }
        b.append("}\n");
        String predicate = element.isList()
                ? "holds null or a list holding null"
                        + (element.element().qualified().equals("java.lang.String")
                                ? ", or an element that " + LINE
                                : "")
                : element.isEnum()
                        ? "holds null or UNKNOWN_TO_SDK_VERSION"
                        : text
                                ? "holds null or an element that " + (PROSE.contains(p.wire()) ? PROSE_PREDICATE : LINE)
                                : "holds null";
        return new Checks.Check(copied(p, b, mandatory), subject, predicate);
    }

    /**
     * A map of strings: no null key or value, each key one line and each value sendable (never quoted), copied in its
     * order.
     */
    private Checks.Check map(Property p, String label, String subject, boolean mandatory) {
        String x = p.name();
        String checks = src.type("dev.cloudsdk.core.runtime.Checks");
        StringBuilder b = new StringBuilder();
        b.append("for (" + src.type("java.util.Map") + ".Entry<String, String> e : " + x + ".entrySet()) {\n");
        for (String part : List.of("key", "value")) {
            String get = "e.get" + Character.toUpperCase(part.charAt(0)) + part.substring(1) + "()";
            b.append(ifThrow(get + " == null", quote(label + " holds a null " + part)));
            // A key is a name: one line. A value is data, often empty (a label's): refused only when it cannot be
            // sent.
            b.append(checks + (part.equals("key") ? ".line(" : ".text(") + get + ", " + quote(label + " " + part)
                    + ");\n");
        }
        b.append("}\n");
        return new Checks.Check(
                copied(p, b, mandatory),
                subject,
                "holds a null key or value, a key that " + LINE + ", or a value that holds a lone surrogate");
    }

    /** @return the checks, then the immutable copy, both only when the value is given unless it is mandatory */
    private String copied(Property p, StringBuilder checks, boolean mandatory) {
        String code = checks + p.name() + " = " + ResponseRecordWriter.copy(src, p.type(), p.name()) + ";\n";
        return mandatory ? code : "if (" + p.name() + " != null) {\n" + code + "}\n";
    }

    /** @return {@code if (condition) throw new IllegalArgumentException(message);}, in a block */
    private static String ifThrow(String condition, String message) {
        return "if (" + condition + ") {\n" + CodeLines.throwing("", message) + "}\n";
    }

    /** @return the loop over an inner list ({@code element}) of a list of lists: no null, text one line */
    private String inner(JType type, String label) {
        String at = quote(label + "[") + " + i + " + quote("]");
        return "for (int j = 0; j < element.size(); j++) {\n"
                + ifThrow(
                        "element.get(j) == null",
                        quote(label + "[") + " + i + " + quote("][") + " + j + " + quote("] is null"))
                + (type.qualified().equals("java.lang.String")
                        ? src.type("dev.cloudsdk.core.runtime.Checks") + ".line(element.get(j), " + at + ", j);\n"
                        : "")
                + "}\n";
    }
}
