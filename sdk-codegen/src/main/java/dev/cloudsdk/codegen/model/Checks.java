package dev.cloudsdk.codegen.model;

import static dev.cloudsdk.codegen.text.CodeLines.literal;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Names;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Types;
import dev.cloudsdk.codegen.text.CodeLines;
import dev.cloudsdk.codegen.text.Text;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The checks a request record makes of its values, from the schema: {@code required}, {@code minimum}/{@code maximum},
 * {@code minLength} (1 refuses blank text), {@code maxLength}, {@code pattern}, lists without {@code null} (the
 * message names the index), and {@code not: {required: [a, b]}} (a and b exclusive; the {@code not}'s description is
 * the reason).
 *
 * <p>Beside what the document says, one rule for what it does not say, written here and nowhere else, so that every
 * field of every request gets it at {@code build()} (docs/requests-and-responses.md,
 * "Requests and validation"):
 * <ul>
 *   <li>free text is one line ({@code Checks.line} in sdk-core: not blank, no control character, no lone surrogate),
 *       except a member named {@code description}, which is prose ({@code Checks.prose}: tabs and line breaks
 *       allowed, no other control character, no lone surrogate); the same for the text elements of a list, and for
 *       the text and integer members of a record that is also read, and so checks nothing itself, sent inside the
 *       request ({@code sessionPersistence.cookieName});</li>
 *   <li>an integer without a documented {@code minimum} is refused when negative ({@code Checks.notNegative});</li>
 *   <li>an enum's {@code UNKNOWN_TO_SDK_VERSION}, the value a response gives for a value this SDK version does not
 *       know, is refused with that explanation, apart from a missing required value.</li>
 * </ul>
 * The server stays the authority on every bound it does not publish: nothing else is refused.
 *
 * <p>A list or map has no {@code null} element, key or value (the message names the index, or the inner list's
 * two), no enum element {@code UNKNOWN_TO_SDK_VERSION}, and its text elements, keys and values follow the rule for
 * text (a {@code description} list's prose; a map's value is data, refused only when it cannot be sent); it is then
 * copied immutable ({@link RecordWriter#copy}).
 */
final class Checks {
    /** One check: its statements, and what it refuses in words ({@code name} / {@code is missing or blank}). */
    record Check(String code, String subject, String predicate) {}

    /** The wire names of the text members that are prose, several lines: the rest of a request's text is one line. */
    static final Set<String> PROSE = Set.of("description");

    static final String LINE = "is blank or holds a control character or a lone surrogate";
    static final String PROSE_PREDICATE =
            "holds a control character other than tab and line breaks, or a lone surrogate";

    private final JavaSource src;
    private final Map<String, String> patterns = new LinkedHashMap<>();

    Checks(JavaSource src) {
        this.src = src;
    }

    /**
     * @param p the property, whose value is in the variable of its name
     * @param label its name in messages ({@code sessionPersistence.type})
     * @param mandatory whether null is refused
     * @param members whether to check the members of its record: a record that is also read checks nothing itself
     * @return its checks
     */
    List<Check> of(Property p, String label, boolean mandatory, boolean members) {
        List<Check> out = of(p, p.name(), label, p.name(), mandatory);
        if (members && p.type().kind() == JType.Kind.RECORD) {
            out.addAll(nested(p, p.name(), label));
        }
        return out;
    }

    /**
     * @param p the property
     * @param x the expression that holds its value: a variable, or an accessor of a nested record
     * @param label its name in messages
     * @param subject its name in the {@code @throws} phrase
     * @param mandatory whether null is refused
     * @return its checks
     */
    private List<Check> of(Property p, String x, String label, String subject, boolean mandatory) {
        List<Check> out = new ArrayList<>();
        JsonNode s = p.schema();
        JType type = p.type();
        if (type.isEnum()) {
            String e = src.type(type.qualified());
            List<String> values = new ArrayList<>();
            s.path("enum").forEach(v -> values.add(v.asText()));
            Check unknown = check(
                    x + " == " + e + ".UNKNOWN_TO_SDK_VERSION",
                    unknown(label, values, e),
                    null,
                    subject,
                    "is UNKNOWN_TO_SDK_VERSION");
            if (mandatory) {
                String missing = label + " is required (one of " + String.join(", ", values) + ")";
                Check required = check(x + " == null", missing, null, subject, "is missing");
                unknown = new Check(required.code() + unknown.code(), subject, "is missing or UNKNOWN_TO_SDK_VERSION");
            }
            out.add(unknown);
            return out;
        }
        boolean text = type.qualified().equals("java.lang.String");
        boolean prose = text && PROSE.contains(p.wire());
        boolean integer =
                type.qualified().equals("java.lang.Integer") || type.qualified().equals("java.lang.Long");
        int minLength = s.path("minLength").asInt(0);
        Check rule = text
                ? call(
                        (prose ? "prose(" : "line(") + x + ", " + literal(label) + ")",
                        subject,
                        prose ? PROSE_PREDICATE : LINE)
                : null;
        if (mandatory) {
            boolean blank = text && (minLength >= 1 || !prose);
            Check required = check(
                    x + " == null" + (blank ? " || " + x + ".isBlank()" : ""),
                    label + (blank ? " is required and must not be blank" : " is required"),
                    null,
                    subject,
                    blank ? "is missing or blank" : "is missing");
            // A required text's two checks read as one in the @throws phrase: "is missing, blank or holds ...".
            String predicate = prose ? "is missing, or " + PROSE_PREDICATE : "is missing, " + LINE.substring(3);
            out.add(rule == null ? required : new Check(required.code() + rule.code(), subject, predicate));
        } else if (prose && minLength >= 1) {
            out.add(check(
                    x + " != null && " + x + ".isBlank()", label + " must not be blank", null, subject, "is blank"));
        }
        String notNull = mandatory ? "" : x + " != null && ";
        String min = s.path("minimum").asText();
        String max = s.path("maximum").asText();
        if (s.has("minimum")) {
            String bound = min.equals("1") ? " must be positive" : " must be at least " + min;
            out.add(check(notNull + x + " < " + min, label + bound, x, subject, "is below " + min));
        } else if (integer) {
            out.add(call("notNegative(" + x + ", " + literal(label) + ")", subject, "is negative"));
        }
        if (s.has("maximum")) {
            out.add(check(notNull + x + " > " + max, label + " must be at most " + max, x, subject, "is above " + max));
        }
        if (text && minLength > 1) {
            String longer = " must be at least " + minLength + " characters long";
            String predicate = "is shorter than " + minLength + " characters";
            out.add(check(notNull + x + ".length() < " + minLength, label + longer, null, subject, predicate));
        }
        if (text && s.has("maxLength")) {
            int most = s.get("maxLength").asInt();
            String predicate = "is longer than " + most + " characters";
            String shorter = " must be at most " + most + " characters long";
            out.add(check(notNull + x + ".length() > " + most, label + shorter, null, subject, predicate));
        }
        if (rule != null && !mandatory) {
            out.add(rule);
        }
        if (text && s.has("pattern")) {
            String field = Names.upperSnake(subject.replace('.', '_')).replaceAll("[^A-Z0-9_]", "_") + "_PATTERN";
            String regex = s.get("pattern").asText();
            patterns.put(field, regex);
            String matches = "!" + field + ".matcher(" + x + ").find()";
            out.add(check(notNull + matches, label + " must match " + regex, x, subject, "does not match its pattern"));
        }
        if (type.isCollection()) {
            out.add(p.type().isMap() ? map(p, label, subject, mandatory) : list(p, label, subject, mandatory));
        }
        return out;
    }

    /** @return the message for an enum's {@code UNKNOWN_TO_SDK_VERSION} */
    static String unknown(String label, List<String> values, String e) {
        return label + " is UNKNOWN_TO_SDK_VERSION, which stands for a value this SDK version received from a server"
                + " and does not know: it cannot be sent. Use "
                + (values.isEmpty() ? "another constant of " + e : "one of " + String.join(", ", values));
    }

    /**
     * The checks of the text and integer members of a record sent inside the request, on its accessors, all
     * under one {@code if} that skips a record left out. Members of other types are the record's own business.
     */
    private List<Check> nested(Property p, String x, String label) {
        List<Check> inner = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : p.schema().path("properties").properties()) {
            JsonNode m = e.getValue();
            String kind = m.path("type").asText("");
            boolean scalar = kind.equals("string") && !m.has("format") && !m.has("enum") || kind.equals("integer");
            if (!scalar) {
                continue;
            }
            String name = Spec.memberName(m, e.getKey());
            JType type = JType.value(Types.scalar(m));
            Property member = new Property(e.getKey(), name, "", false, false, m, type, null);
            inner.addAll(of(member, x + "." + name + "()", label + "." + name, label + "." + name, false));
        }
        if (!inner.isEmpty()) {
            Check first = inner.get(0);
            inner.set(0, new Check("if (" + x + " != null) {\n" + first.code(), first.subject(), first.predicate()));
            Check last = inner.get(inner.size() - 1);
            inner.set(inner.size() - 1, new Check(last.code() + "}\n", last.subject(), last.predicate()));
        }
        return inner;
    }

    /** @return the checks of {@code not: {required: [a, b]}} in the schema: a and b are not both set */
    List<Check> exclusive(JsonNode schema, List<Property> properties) {
        JsonNode not = schema.path("not");
        if (!not.has("required")) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        for (JsonNode r : not.get("required")) {
            names.add(properties.stream()
                    .filter(p -> p.wire().equals(r.asText()))
                    .findFirst()
                    .orElseThrow(() -> new IllegalArgumentException(schema + ": not.required names no member " + r))
                    .name());
        }
        String reason = not.path("description").asText("");
        String last = names.get(names.size() - 1);
        String others = String.join(", ", names.subList(0, names.size() - 1));
        String message = (reason.isEmpty() ? last : reason + "; it") + " cannot be combined with " + others;
        return List.of(check(
                String.join(" != null && ", names) + " != null", message, null, "both " + Text.and(names), "are set"));
    }

    /** @return the constant declarations the pattern checks need */
    String fields() {
        StringBuilder b = new StringBuilder();
        String pattern = patterns.isEmpty() ? "" : src.type("java.util.regex.Pattern");
        patterns.forEach((field, regex) -> b.append("private static final " + pattern + " " + field + " = " + pattern
                + ".compile(" + literal(regex) + ");\n"));
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

    /** @return a statement that calls one of sdk-core's {@code Checks}, which holds the rule and its message */
    private Check call(String call, String subject, String predicate) {
        return new Check(src.type("dev.cloudsdk.core.runtime.Checks") + "." + call + ";\n", subject, predicate);
    }

    /** @return {@code if (condition) throw ...(message)}, the message followed by {@code ", was " + was} if given */
    private static Check check(
            String condition, String message, @Nullable String was, String subject, String predicate) {
        String thrown = was == null ? literal(message) : literal(message + ", was ") + " + " + was;
        return new Check(ifThrow(condition, thrown), subject, predicate);
    }

    private Check list(Property p, String label, String subject, boolean mandatory) {
        String x = p.name();
        JType element = p.type().element();
        String e = element.render(src, false);
        boolean text = element.qualified().equals("java.lang.String");
        StringBuilder b = new StringBuilder();
        b.append("for (int i = 0; i < " + x + ".size(); i++) {\n" + e + " element = " + x + ".get(i);\n");
        b.append(ifThrow("element == null", literal(label + "[") + " + i + " + literal("] is null")));
        boolean prose = PROSE.contains(p.wire());
        String predicate = "holds null";
        if (element.isEnum()) {
            List<String> values = new ArrayList<>();
            p.schema().path("items").path("enum").forEach(v -> values.add(v.asText()));
            b.append(ifThrow(
                    "element == " + e + ".UNKNOWN_TO_SDK_VERSION",
                    literal(label + "[") + " + i + " + literal(unknown("]", values, e))));
            predicate = "holds null or UNKNOWN_TO_SDK_VERSION";
        } else if (text) {
            b.append(src.type("dev.cloudsdk.core.runtime.Checks") + (prose ? ".prose(" : ".line(") + "element, "
                    + literal(label) + ", i);\n");
            predicate = "holds null or an element that " + (prose ? PROSE_PREDICATE : LINE);
        } else if (element.isList()) {
            b.append(inner(element.element(), label));
            boolean lines = element.element().qualified().equals("java.lang.String");
            predicate = "holds null or a list holding null" + (lines ? ", or an element that " + LINE : "");
        }
        b.append("}\n");
        return new Check(copied(p, b, mandatory), subject, predicate);
    }

    /**
     * A map of strings: no null key or value, each key one line and each value sendable (never quoted), copied in its
     * order.
     */
    private Check map(Property p, String label, String subject, boolean mandatory) {
        String x = p.name();
        String checks = src.type("dev.cloudsdk.core.runtime.Checks");
        StringBuilder b = new StringBuilder();
        b.append("for (" + src.type("java.util.Map") + ".Entry<String, String> e : " + x + ".entrySet()) {\n");
        for (String part : List.of("key", "value")) {
            String get = "e.get" + Character.toUpperCase(part.charAt(0)) + part.substring(1) + "()";
            b.append(ifThrow(get + " == null", literal(label + " holds a null " + part)));
            // A key is a name: one line. A value is data, often empty (a label's): refused only when it cannot be
            // sent.
            b.append(checks + (part.equals("key") ? ".line(" : ".text(") + get + ", " + literal(label + " " + part)
                    + ");\n");
        }
        b.append("}\n");
        return new Check(
                copied(p, b, mandatory),
                subject,
                "holds a null key or value, a key that " + LINE + ", or a value that holds a lone surrogate");
    }

    /** @return the checks, then the immutable copy, both only when the value is given unless it is mandatory */
    private String copied(Property p, StringBuilder checks, boolean mandatory) {
        String code = checks + p.name() + " = " + RecordWriter.copy(src, p.type(), p.name()) + ";\n";
        return mandatory ? code : "if (" + p.name() + " != null) {\n" + code + "}\n";
    }

    /** @return {@code if (condition) throw new IllegalArgumentException(message);}, in a block */
    private static String ifThrow(String condition, String message) {
        return "if (" + condition + ") {\n" + CodeLines.throwing("", message) + "}\n";
    }

    /** @return the loop over an inner list ({@code element}) of a list of lists: no null, text one line */
    private String inner(JType type, String label) {
        String at = literal(label + "[") + " + i + " + literal("]");
        return "for (int j = 0; j < element.size(); j++) {\n"
                + ifThrow(
                        "element.get(j) == null",
                        literal(label + "[") + " + i + " + literal("][") + " + j + " + literal("] is null"))
                + (type.qualified().equals("java.lang.String")
                        ? src.type("dev.cloudsdk.core.runtime.Checks") + ".line(element.get(j), " + at + ", j);\n"
                        : "")
                + "}\n";
    }
}
