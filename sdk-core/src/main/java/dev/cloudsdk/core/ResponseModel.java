package dev.cloudsdk.core;

import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * A record the SDK reads from a JSON object of a response: {@code Pool}, {@code Recordset},
 * {@code DatabaseInstance}, {@link PageMeta} and the records nested in them. Besides its components, each keeps the
 * members of its object that this version of the SDK does not know, so a field the service adds can be read before
 * an SDK release models it:
 *
 * <pre>{@code
 * Object tier = pool.additionalProperties().get("tier");   // {"pool": {"id": "...", "tier": "gold"}} gives "gold"
 * }</pre>
 *
 * <p>The map holds the members by the name the server sent, in the order sent, as plain Java values: a JSON object
 * is a {@code Map<String, Object>}, an array a {@code List<Object>}, a string a {@code String}, {@code true} and
 * {@code false} a {@code Boolean}, {@code null} is {@code null} (a member sent as {@code null} is in the map), and
 * a number is an {@code Integer}, {@code Long} or {@code BigInteger} (the smallest that holds it) when it has no
 * fraction or exponent, else an exact {@code BigDecimal}. Plain values rather than a JSON type of the SDK's own:
 * {@link ApiException#error()} holds the server's error object the same way, and any JSON library can bind them
 * (with Jackson, {@code mapper.convertValue(value, Tier.class)}). The maps and lists are immutable all the way down,
 * and a record with no unknown member holds the shared {@code Map.of()}.
 *
 * <p>The values are the server's data, not escaped. They count against the same bounds as the rest of the body:
 * its length ({@link ClientConfigBuilder#maxResponseBytes(long)}), the longest string, the deepest nesting, and the
 * number of list elements in one response (a million), where an element of an unknown array counts as one and an
 * unknown member, or a member of an unknown object, as two; a body beyond them fails the call with an
 * {@link UnreadableResponseException}. {@code toString()}
 * of the map, and so of the record, shows at most 1,000 characters of them, with control characters escaped, so a
 * record can be logged whatever the server added.
 *
 * <p>The members take part in {@code equals} and {@code hashCode}, as components do. Two records read from bodies
 * that differ only in a member this SDK does not know are different values, as they are for a later SDK version that
 * knows the member: so equality does not depend on which version read the body. A test that compares a record read
 * from a body with one it builds adds the body's unknown members to the builder ({@code additionalProperty(name,
 * value)}).
 *
 * <p>Every such record's builder has {@code additionalProperty(name, value)} and {@code additionalProperties(map)},
 * so a test double can return what a newer server would send. They take the values above, and also any
 * {@code Short}, {@code Byte}, {@code Long}, {@code BigInteger}, {@code Double} or {@code Float}, stored as the SDK
 * would read the number's JSON text ({@code 2L} as {@code Integer} 2, {@code 0.5} as {@code BigDecimal} 0.5); any
 * other value is refused with an {@link IllegalArgumentException}. A record that is also sent in a request
 * ({@code SessionPersistence}) is sent without them: a request carries what this SDK version knows.
 */
public interface ResponseModel {

    /**
     * @return the members of the response object that this SDK version does not know, by name; empty when there
     *     were none
     */
    Map<String, @Nullable Object> additionalProperties();
}
