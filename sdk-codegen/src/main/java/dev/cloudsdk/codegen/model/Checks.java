package dev.cloudsdk.codegen.model;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The checks a request record makes of its values, from the schema: {@code required} (an enum also refuses
 * {@code UNKNOWN_TO_SDK_VERSION}), {@code minimum}/{@code maximum}, {@code minLength} (1 refuses blank text),
 * {@code maxLength}, {@code pattern}, lists without {@code null}, text of a query that UTF-8 can carry, and
 * {@code not: {required: [a, b]}} (a and b exclusive; the {@code not}'s description is the reason).
 */
final class Checks {
    /** One check: its statements, and what it refuses in words ({@code name} / {@code is missing or blank}). */
    record Check(String code, String subject, String predicate) {
    }

    private final JavaSource src;
    private final Map<String, String> patterns = new LinkedHashMap<>();

    Checks(JavaSource src) {
        this.src = src;
    }

    /**
     * @param p the property, whose value is in the variable of its name
     * @param label its name in messages ({@code sessionPersistence.type})
     * @param mandatory whether null is refused
     * @param query whether it is sent in a URL
     * @return its checks, each statement indented by eight spaces
     */
    List<Check> of(Property p, String label, boolean mandatory, boolean query) {
        List<Check> out = new ArrayList<>();
        String x = p.name();
        JsonNode s = p.schema();
        JType type = p.type();
        if (type.isEnum()) {
            String e = src.type(type.qualified());
            if (mandatory) {
                List<String> values = new ArrayList<>();
                s.path("enum").forEach(v -> values.add(v.asText()));
                out.add(check("if (" + x + " == null || " + x + " == " + e + ".UNKNOWN_TO_SDK_VERSION)",
                        quote(label + " is required (one of " + String.join(", ", values) + "), was ") + " + " + x,
                        x, "is missing or not a value the API accepts"));
            } else {
                out.add(check("if (" + x + " == " + e + ".UNKNOWN_TO_SDK_VERSION)",
                        quote(label + " UNKNOWN_TO_SDK_VERSION cannot be sent"), x, "is unknown"));
            }
            return out;
        }
        boolean text = type.qualified().equals("java.lang.String");
        int minLength = s.path("minLength").asInt(0);
        if (mandatory) {
            boolean blank = text && minLength >= 1;
            out.add(check("if (" + x + " == null" + (blank ? " || " + x + ".isBlank())" : ")"),
                    quote(label + (blank ? " is required and must not be blank" : " is required")), x,
                    blank ? "is missing or blank" : "is missing"));
        } else if (text && minLength >= 1) {
            out.add(check("if (" + x + " != null && " + x + ".isBlank())", quote(label + " must not be blank"),
                    x, "is blank"));
        }
        String notNull = mandatory ? "" : x + " != null && ";
        if (s.has("minimum")) {
            String min = s.get("minimum").asText();
            out.add(check("if (" + notNull + x + " < " + min + ")", quote(label + (min.equals("1")
                    ? " must be positive, was " : " must be at least " + min + ", was ")) + " + " + x, x,
                    "is below " + min));
        }
        if (s.has("maximum")) {
            String max = s.get("maximum").asText();
            out.add(check("if (" + notNull + x + " > " + max + ")", quote(label + " must be at most " + max
                    + ", was ") + " + " + x, x, "is above " + max));
        }
        if (text && minLength > 1) {
            out.add(check("if (" + notNull + x + ".length() < " + minLength + ")", quote(label + " must be at least "
                    + minLength + " characters long"), x, "is shorter than " + minLength + " characters"));
        }
        if (text && s.has("maxLength")) {
            int max = s.get("maxLength").asInt();
            out.add(check("if (" + notNull + x + ".length() > " + max + ")", quote(label + " must be at most "
                    + max + " characters long"), x, "is longer than " + max + " characters"));
        }
        if (text && s.has("pattern")) {
            String field = Names.upperSnake(x) + "_PATTERN";
            patterns.put(field, s.get("pattern").asText());
            out.add(check("if (" + notNull + "!" + field + ".matcher(" + x + ").find())", quote(label
                    + " must match " + s.get("pattern").asText() + ", was ") + " + " + x, x,
                    "does not match its pattern"));
        }
        if (text && query) {
            out.add(new Check("        " + src.type("dev.cloudsdk.core.internal.Checks") + ".text(" + x + ", "
                    + quote(label) + ");\n", x, "holds a lone surrogate (UTF-8 cannot carry it)"));
        }
        if (type.isList()) {
            out.add(list(p, label, mandatory));
        }
        return out;
    }

    private Check list(Property p, String label, boolean mandatory) {
        String x = p.name();
        JType element = p.type().element();
        String e = element.render(src, false);
        StringBuilder b = new StringBuilder();
        String indent = mandatory ? "        " : "            ";
        if (!mandatory) {
            b.append("        if (").append(x).append(" != null) {\n");
        }
        b.append(indent).append("for (").append(e).append(" element : ").append(x).append(") {\n");
        String bad = element.isEnum() ? "element == null || element == " + e + ".UNKNOWN_TO_SDK_VERSION"
                : "element == null";
        String what = element.isEnum() ? " must not contain null or UNKNOWN_TO_SDK_VERSION" : " must not contain null";
        b.append(indent).append("    if (").append(bad).append(") {\n");
        b.append(throwing(indent + "        ", quote(label + what)));
        b.append(indent).append("    }\n").append(indent).append("}\n");
        b.append(indent).append(x).append(" = ").append(src.type("java.util.List")).append(".copyOf(").append(x)
                .append(");\n");
        if (!mandatory) {
            b.append("        }\n");
        }
        return new Check(b.toString(), x, "holds null");
    }

    /** @return the checks of {@code not: {required: [a, b]}} in the schema: a and b are not both set */
    List<Check> exclusive(JsonNode schema, List<Property> properties) {
        JsonNode not = schema.path("not");
        if (!not.has("required")) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        for (JsonNode r : not.get("required")) {
            names.add(properties.stream().filter(p -> p.wire().equals(r.asText())).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(schema + ": not.required names no member " + r))
                    .name());
        }
        String reason = not.path("description").asText("");
        String last = names.get(names.size() - 1);
        String others = String.join(", ", names.subList(0, names.size() - 1));
        String message = (reason.isEmpty() ? last : reason + "; it") + " cannot be combined with " + others;
        return List.of(check("if (" + String.join(" != null && ", names) + " != null)", quote(message), "both "
                + Text.and(names), "are set"));
    }

    /** @return the constant declarations the pattern checks need */
    String fields() {
        StringBuilder b = new StringBuilder();
        patterns.forEach((field, regex) -> b.append("    private static final ")
                .append(src.type("java.util.regex.Pattern")).append(' ').append(field).append(" = ")
                .append(src.type("java.util.regex.Pattern")).append(".compile(").append(quote(regex)).append(");\n"));
        return b.toString();
    }

    /** @return the phrase of a {@code @throws}: {@code protocol or lbAlgorithm is missing, or limit is below 1} */
    static String phrase(List<Check> checks) {
        List<String> parts = new ArrayList<>();
        List<String> subjects = new ArrayList<>();
        for (int i = 0; i < checks.size(); i++) {
            Check c = checks.get(i);
            if (c.subject().startsWith("both ")) {
                parts.add(c.subject() + " " + c.predicate());
                continue;
            }
            subjects.add(c.subject());
            if (i + 1 == checks.size() || !checks.get(i + 1).predicate().equals(c.predicate())) {
                parts.add(Text.or(List.copyOf(subjects)) + " " + c.predicate());
                subjects.clear();
            }
        }
        return parts.size() == 2 ? parts.get(0) + ", or " + parts.get(1) : Text.or(parts);
    }

    private static Check check(String condition, String message, String subject, String predicate) {
        return new Check("        " + condition + " {\n" + throwing("            ", message) + "        }\n", subject,
                predicate);
    }

    /** @return the {@code throw} statement, its message's first literal broken at a space when too long */
    static String throwing(String indent, String message) {
        String head = indent + "throw new IllegalArgumentException(\"";
        String line = indent + "throw new IllegalArgumentException(" + message + ");";
        int close = message.indexOf('"', 1);
        if (line.length() <= Text.WIDTH || close < 0) {
            return line + "\n";
        }
        String literal = message.substring(1, close);
        int cut = literal.lastIndexOf(' ', Text.WIDTH - head.length() - 1);
        if (cut <= 0) {
            return line + "\n";
        }
        return head + literal.substring(0, cut) + "\"\n" + indent + "        + \"" + literal.substring(cut)
                + message.substring(close) + ");\n";
    }

    static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
