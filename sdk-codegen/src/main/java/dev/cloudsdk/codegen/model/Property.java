package dev.cloudsdk.codegen.model;

import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * A member of an object schema, or a query parameter of a request record.
 *
 * @param wire the name on the wire
 * @param name the Java name
 * @param description what it is, as Javadoc text
 * @param required whether the document requires it
 * @param nullable whether the document allows {@code null} ({@code nullable: true})
 * @param schema its schema, references followed
 * @param type the Java type
 * @param example its {@code example}, or {@code null}
 */
record Property(
        String wire,
        String name,
        String description,
        boolean required,
        boolean nullable,
        JsonNode schema,
        JType type,
        @Nullable JsonNode example) {

    /** @return whether a request must hold a value: required and not nullable */
    boolean mandatory() {
        return required && !nullable;
    }

    /** @return {@code protocol} as {@code Protocol}, for method names such as {@code withProtocol} */
    String upper() {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
