package dev.cloudsdk.codegen.model;

import dev.cloudsdk.codegen.JavaSource;
import org.jspecify.annotations.Nullable;

/**
 * A Java type a schema maps to: a class by its qualified name, a {@code List} of one, or a {@code Map} from
 * {@code String} to one; in the operation layer also a {@code Page} of one.
 *
 * @param qualified the qualified name ({@code java.util.List} for a list)
 * @param element the element type of a list or the value type of a map, {@code null} otherwise
 * @param kind what the class is: a value, a generated enum, a record, a list, a map, a page
 */
public record JType(String qualified, @Nullable JType element, Kind kind) {
    /** What a class is, for the rules that differ. */
    public enum Kind {
        VALUE,
        ENUM,
        RECORD,
        LIST,
        MAP,
        PAGE
    }

    public static JType value(String qualified) {
        return new JType(qualified, null, Kind.VALUE);
    }

    public static JType list(JType element) {
        return new JType("java.util.List", element, Kind.LIST);
    }

    static JType map(JType value) {
        return new JType("java.util.Map", value, Kind.MAP);
    }

    boolean isMap() {
        return kind == Kind.MAP;
    }

    /** @return whether it is a list or a map: never null in a record that is read, copied immutable */
    boolean isCollection() {
        return kind == Kind.LIST || kind == Kind.MAP;
    }

    public boolean isList() {
        return kind == Kind.LIST;
    }

    boolean isEnum() {
        return kind == Kind.ENUM;
    }

    /** @return the element type of a list, the type itself otherwise */
    JType leaf() {
        return element == null ? this : element.leaf();
    }

    public String simpleName() {
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }

    /**
     * @param src the file, which records the imports
     * @param enumsAsText whether an enum is written as its wire text ({@code String}), as response records hold it
     * @return the type as the file writes it
     */
    public String render(JavaSource src, boolean enumsAsText) {
        if (element != null) {
            return src.type(qualified) + (kind == Kind.MAP ? "<String, " : "<") + element.render(src, enumsAsText)
                    + ">";
        }
        return enumsAsText && kind == Kind.ENUM ? "String" : src.type(qualified);
    }

    /** @return the type with qualified names, such as {@code java.util.List<java.util.UUID>} */
    @Override
    public String toString() {
        return element == null ? qualified : qualified + "<" + element + ">";
    }

    /** @return the primitive a builder may take instead ({@code int}), or {@code null} */
    @Nullable
    String primitive() {
        return switch (qualified) {
            case "java.lang.Integer" -> "int";
            case "java.lang.Long" -> "long";
            case "java.lang.Boolean" -> "boolean";
            case "java.lang.Double" -> "double";
            default -> null;
        };
    }
}
