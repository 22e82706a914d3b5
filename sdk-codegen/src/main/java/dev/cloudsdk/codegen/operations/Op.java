package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Spec;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One operation as the operation layer writes it: read from the document once by {@link Ops}, so that every
 * emitter agrees on names, types and texts.
 *
 * @param spec the operation as the document has it
 * @param pathParameters the path parameters, in the template's order (the order {@code ctx.call} takes them)
 * @param request the request record (the JSON body, or the query parameters gathered), or {@code null}
 * @param result how the success response is read
 * @param paging the paging of a list, or {@code null}
 * @param query the query parameters the request record holds, in the document's order
 * @param matches the body members that repeat a path parameter ({@code x-cloudsdk-body-matches-path})
 * @param errors the documented error statuses with their detail for {@code @throws} (empty when none)
 * @param description the operation's description, as Markdown
 */
record Op(Spec.Operation spec, List<PathParam> pathParameters, @Nullable Request request, Result result,
          @Nullable Paging paging, List<QueryParam> query, List<Match> matches, Map<Integer, String> errors,
          String description) {

    /** @return the Endpoint and OperationName constant's name, such as {@code CREATE_POOL} */
    String constant() {
        return spec.upperSnake();
    }

    /** @return the HTTP method, upper case */
    String method() {
        return spec.method().toUpperCase(Locale.ROOT);
    }

    /** @return whether the transport re-sends it on faults without an opt-in ({@link Spec.Operation#idempotent()}) */
    boolean idempotent() {
        return spec.idempotent();
    }

    /** @return the shared argument check's name in the {@code *Api} class, such as {@code checkCreatePool} */
    String check() {
        return "check" + spec.upperCamel();
    }

    /**
     * A path parameter.
     *
     * @param wireName its name in the template
     * @param javaName the Java parameter
     * @param type its Java type ({@code UUID} for format uuid, {@code String} otherwise)
     * @param description its description, for {@code @param}
     */
    record PathParam(String wireName, String javaName, String type, String description) {
    }

    /**
     * The request record.
     *
     * @param type its qualified name
     * @param body whether it is the JSON body (otherwise it holds the query parameters)
     * @param description for {@code @param request}
     * @param preset the static factory of the request to send when the caller gives none
     *     ({@code x-cloudsdk-default-request}), or {@code null} when the request is required
     */
    record Request(String type, boolean body, String description, @Nullable String preset) {
    }

    /**
     * How the success response is read.
     *
     * @param type the result's Java type ({@code java.lang.Void} for no body)
     * @param shape the {@code ResponseShape} expression, with qualified names
     * @param description for {@code @return}
     */
    record Result(String type, String shape, String description) {
        boolean isVoid() {
            return type.equals(Types.VOID);
        }
    }

    /**
     * The paging of a list ({@code x-cloudsdk-pagination}).
     *
     * @param itemType the item's Java type
     * @param itemsMember the member of the body that holds the items
     * @param startMarker the request record's accessor of the marker parameter
     * @param markerOfItem the item's accessor of what the next page's marker is
     * @param markerWire the marker parameter's name in the query
     */
    record Paging(String itemType, String itemsMember, String startMarker, String markerOfItem, String markerWire) {
    }

    /**
     * A query parameter held by the request record.
     *
     * @param wireName its name in the query
     * @param accessor the request record's accessor
     * @param repeated whether it is an array, sent as one pair per element
     */
    record QueryParam(String wireName, String accessor, boolean repeated) {
    }

    /**
     * A body member that repeats a path parameter.
     *
     * @param bodyMember the body record's accessor
     * @param pathParameter the path parameter's Java name
     */
    record Match(String bodyMember, String pathParameter) {
    }
}
