package dev.cloudsdk.testkit.internal;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Map;

/**
 * A member of a generic create's body that names a resource that must exist ({@code x-cloudsdk-refers-to} in the
 * document, such as a server's {@code image_id}): the create answers 400 naming the member when no resource of the
 * kind has that key in the scope. A kind's {@code catalog} is what such a member names on a fresh emulator.
 *
 * @param member the body member, such as {@code image_id}
 * @param kind the kind it names
 * @param scope the scope to find it in: the region when the kind's operations send {@code X-Region}, else none
 */
record Reference(String member, Resources.Kind kind, List<String> scope) {
    /**
     * @param in the create's body
     * @param held the kind's resources in the scope, by key; read under the store's lock
     * @throws ApiError 400 when the member is not a string (not a UUID, for an {@code id} key) or names no resource
     */
    void check(ObjectNode in, Map<String, ObjectNode> held) {
        String named = Wire.optionalText(in, member);
        if (named == null) {
            return;
        }
        // An id is compared as a UUID, in the store's lower-case form, as every id of the emulator.
        String key = kind.key().equals("id") ? Wire.uuid(named, member).toString() : named;
        if (!held.containsKey(key)) {
            throw ApiError.invalid(member, member + " names no " + kind.name() + ": " + Wire.printable(named));
        }
    }
}
