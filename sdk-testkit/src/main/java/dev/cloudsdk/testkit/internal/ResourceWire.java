package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.cloudsdk.testkit.internal.Resources.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * What the generic behaviour of {@link Resources} reads from a request and answers: the members a create or update
 * body must hold, a resource's key, the members a created one starts with, and the documented success body.
 * Stateless.
 */
final class ResourceWire {
    private ResourceWire() {
    }

    /** @return a new resource holding the kind's initial members */
    static ObjectNode initial(Kind kind) {
        try {
            return (ObjectNode) Wire.MAPPER.readTree(kind.initial());
        } catch (JsonProcessingException | ClassCastException e) {
            throw new IllegalStateException("the initial members of " + kind.name() + " are not a JSON object: "
                    + kind.initial(), e);
        }
    }

    /** @return the kind's catalog: new copies of the resources every scope of it starts with */
    static List<ObjectNode> catalog(Kind kind) {
        try {
            List<ObjectNode> all = new ArrayList<>();
            Wire.MAPPER.readTree(kind.catalog()).forEach(r -> all.add((ObjectNode) r.deepCopy()));
            return all;
        } catch (JsonProcessingException | ClassCastException e) {
            throw new IllegalStateException("the catalog of " + kind.name() + " is not a JSON array of objects: "
                    + kind.catalog(), e);
        }
    }

    /** @throws ApiError 400 naming the first required member the body lacks or holds as {@code null} */
    static void requireMembers(ObjectNode in, List<String> required) {
        for (String member : required) {
            JsonNode v = in.get(member);
            if (v == null || v.isNull()) {
                throw ApiError.invalid(member, member + " is required");
            }
        }
    }

    /**
     * @return the resource's key: the text of its {@link Kind#key()} member
     * @throws ApiError 400 when it has none, or an empty one, or one that is not a value
     */
    static String key(Kind kind, ObjectNode r) {
        JsonNode k = r.get(kind.key());
        if (k == null || !k.isValueNode() || k.asText().isEmpty()) {
            throw ApiError.invalid(kind.key(), kind.key() + " is required");
        }
        return k.asText();
    }

    /** @return a 409 saying that a resource of the kind holds the key in the scope */
    static ApiError taken(Kind kind, String key) {
        return ApiError.conflict("a " + kind.name() + " with " + kind.key() + " " + Wire.printable(key) + " exists");
    }

    /**
     * @param wrapper the success body's one member holding the resource, or {@code null} when the body is it
     * @return the status with a copy of the resource as its body
     */
    static Answer answer(int status, String wrapper, ObjectNode r) {
        if (wrapper == null) {
            return Answer.json(status, r.deepCopy());
        }
        ObjectNode body = Wire.object();
        body.set(wrapper, r.deepCopy());
        return Answer.json(status, body);
    }
}
