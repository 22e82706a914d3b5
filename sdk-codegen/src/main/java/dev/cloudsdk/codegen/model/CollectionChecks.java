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
        String indent = mandatory ? "        " : "            ";
        if (!mandatory) {
            b.append("        if (").append(x).append(" != null) {\n");
        }
        b.append(indent).append("for (int i = 0; i < ").append(x).append(".size(); i++) {\n");
        b.append(indent)
                .append("    ")
                .append(e)
                .append(" element = ")
                .append(x)
                .append(".get(i);\n");
        b.append(indent).append("    if (element == null) {\n");
        b.append(CodeLines.throwing(indent + "        ", quote(label + "[") + " + i + " + quote("] is null")));
        b.append(indent).append("    }\n");
        if (element.isEnum()) {
            b.append(indent).append("    if (element == ").append(e).append(".UNKNOWN_TO_SDK_VERSION) {\n");
            List<String> values = new ArrayList<>();
            p.schema().path("items").path("enum").forEach(v -> values.add(v.asText()));
            b.append(CodeLines.throwing(
                    indent + "        ", quote(label + "[") + " + i + " + quote(unknown("]", values, e))));
            b.append(indent).append("    }\n");
        } else if (text) {
            boolean prose = PROSE.contains(p.wire());
            b.append(indent)
                    .append("    ")
                    .append(src.type("dev.cloudsdk.core.runtime.Checks"))
                    .append(prose ? ".prose(" : ".line(")
                    .append("element, ")
                    .append(quote(label))
                    .append(", i);\n");
        } else if (element.isList()) {
            b.append(inner(element.element(), label, indent + "    "));
        }
        b.append(indent).append("}\n");
        b.append(indent)
                .append(x)
                .append(" = ")
                .append(ResponseRecordWriter.copy(src, p.type(), x))
                .append(";\n");
        if (!mandatory) {
            b.append("        }\n");
        }
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
        return new Checks.Check(b.toString(), subject, predicate);
    }

    /**
     * A map of strings: no null key or value, each key one line and each value sendable (never quoted), copied in its
     * order.
     */
    private Checks.Check map(Property p, String label, String subject, boolean mandatory) {
        String x = p.name();
        String checks = src.type("dev.cloudsdk.core.runtime.Checks");
        String indent = mandatory ? "        " : "            ";
        StringBuilder b = new StringBuilder();
        if (!mandatory) {
            b.append("        if (").append(x).append(" != null) {\n");
        }
        b.append(indent)
                .append("for (")
                .append(src.type("java.util.Map"))
                .append(".Entry<String, String> e : ")
                .append(x)
                .append(".entrySet()) {\n");
        for (String part : List.of("key", "value")) {
            String get = "e.get" + Character.toUpperCase(part.charAt(0)) + part.substring(1) + "()";
            b.append(indent).append("    if (").append(get).append(" == null) {\n");
            b.append(CodeLines.throwing(indent + "        ", quote(label + " holds a null " + part)));
            b.append(indent).append("    }\n");
            // A key is a name: one line. A value is data, often empty (a label's): refused only when it cannot be
            // sent.
            b.append(indent)
                    .append("    ")
                    .append(checks)
                    .append(part.equals("key") ? ".line(" : ".text(")
                    .append(get)
                    .append(", ")
                    .append(quote(label + " " + part))
                    .append(");\n");
        }
        b.append(indent).append("}\n");
        b.append(indent)
                .append(x)
                .append(" = ")
                .append(ResponseRecordWriter.copy(src, p.type(), x))
                .append(";\n");
        if (!mandatory) {
            b.append("        }\n");
        }
        return new Checks.Check(
                b.toString(),
                subject,
                "holds a null key or value, a key that " + LINE + ", or a value that holds a lone surrogate");
    }

    /** @return the loop over an inner list ({@code element}) of a list of lists: no null, text one line */
    private String inner(JType type, String label, String indent) {
        StringBuilder b = new StringBuilder();
        String at = quote(label + "[") + " + i + " + quote("]");
        b.append(indent).append("for (int j = 0; j < element.size(); j++) {\n");
        b.append(indent).append("    if (element.get(j) == null) {\n");
        b.append(CodeLines.throwing(
                indent + "        ", quote(label + "[") + " + i + " + quote("][") + " + j + " + quote("] is null")));
        b.append(indent).append("    }\n");
        if (type.qualified().equals("java.lang.String")) {
            b.append(indent)
                    .append("    ")
                    .append(src.type("dev.cloudsdk.core.runtime.Checks"))
                    .append(".line(element.get(j), ")
                    .append(at)
                    .append(", j);\n");
        }
        return b.append(indent).append("}\n").toString();
    }
}
