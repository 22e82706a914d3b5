package dev.cloudsdk.codegen.model;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Spec;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** A record or enum to generate in one service's model package, with what the document says of it. */
final class ModelType {
    final String name;
    final Spec.Service service;
    final boolean isEnum;
    /** The schema it is generated from: the response schema when it is read and sent. */
    JsonNode schema;
    /** The schema it is sent as, when it is read and sent as two schemas; {@code null} otherwise. */
    @Nullable
    JsonNode requestSchema;

    boolean response;
    boolean request;
    /** The operation whose request it is (body or query parameters), or {@code null}. */
    Spec.@Nullable Operation operation;
    /** Whether it holds the query parameters of {@link #operation}. */
    boolean query;

    final List<Property> properties = new ArrayList<>();
    /** The records that send it and that read it. */
    final Set<String> sentIn = new LinkedHashSet<>();

    final Set<String> readIn = new LinkedHashSet<>();
    /** Its components whose record is also read, so checks nothing itself: this record checks their members. */
    final Set<String> uncheckedRecords = new LinkedHashSet<>();
    /** For an enum: whether it may be an operation's result, read on its own ({@code readServerStatus}). */
    boolean result;
    /** For an enum: the first response component that holds its text, as {@code Pool.protocolAsString()}. */
    @Nullable
    String textComponent;

    ModelType(String name, Spec.Service service, boolean isEnum, JsonNode schema) {
        this.name = name;
        this.service = service;
        this.isEnum = isEnum;
        this.schema = schema;
    }

    String qualified() {
        return service.modelPackage() + "." + name;
    }

    /** @return whether it is a request record only: checked on construction, no unknown members */
    boolean requestOnly() {
        return request && !response;
    }

    /** @return whether it is read from responses and also sent in a request */
    boolean shared() {
        return request && response;
    }

    /** @return the schema a request sends: the request schema of a shared record, else its schema */
    JsonNode sentSchema() {
        return requestSchema != null ? requestSchema : schema;
    }
}
