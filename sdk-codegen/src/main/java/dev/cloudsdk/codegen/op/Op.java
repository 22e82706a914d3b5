package dev.cloudsdk.codegen.op;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.model.JType;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One operation as every emitter writes it (the operation layer, the testkit, the fault rows, the contracts, the
 * README): read from the document once by {@link Ops}, so that each rule (the path parameters' order, the request
 * record's name, the success status, a success without a body, the paging) is decided in one place and every
 * emitter agrees on names, types and texts.
 *
 * @param spec the operation as the document has it
 * @param pathParameters the path parameters, in the template's order: the order the facade, {@code ctx.call} and
 *     the emulator's handler take them
 * @param request the request record (the JSON body, or the query parameters gathered), or {@code null}
 * @param result how the success response is read
 * @param paging the paging of a list, or {@code null}
 * @param matches the body members that repeat a path parameter (a body member named like one)
 * @param errors the documented error statuses with their detail for {@code @throws} (empty when none)
 * @param description the operation's description, as Markdown
 */
public record Op(
        Spec.Operation spec,
        List<PathParam> pathParameters,
        @Nullable Request request,
        Result result,
        @Nullable Paging paging,
        List<Match> matches,
        Map<Integer, String> errors,
        String description) {

    /** @return the Endpoint and OperationName constant's name, such as {@code CREATE_POOL} */
    public String constant() {
        return spec.upperSnake();
    }

    /** @return the HTTP method, upper case */
    public String method() {
        return spec.method().toUpperCase(Locale.ROOT);
    }

    /** @return the method and path template, such as {@code POST /v1/load-balancers/{load_balancer_id}/pools} */
    public String requestLine() {
        return method() + " " + spec.path();
    }

    /** @return the operation in a message: {@code createPool (POST /v1/...)} */
    public String where() {
        return spec.id() + " (" + requestLine() + ")";
    }

    /**
     * @return whether its path ends in a parameter, so that it acts on one item (read, update, delete) rather than
     *     on a collection (create, list)
     */
    public boolean onItem() {
        return spec.template().endsWith("}");
    }

    /** @return whether it sends the {@code X-Region} header */
    public boolean regional() {
        return spec.sendsRegion();
    }

    /** @return the request body's JSON schema as the document has it, or a missing node when it sends none */
    public JsonNode requestSchema() {
        return request == null || request.schema() == null ? MissingNode.getInstance() : request.schema();
    }

    /** @return its first documented 2xx status, the one its success path answers */
    public int successStatus() {
        return result.status();
    }

    /**
     * The one rule of an operation without a body: its first 2xx response is a {@code 204} or has no
     * {@code application/json} content. Its facade method returns {@code void}, its {@code ...WithResponse} method
     * a {@code Response<@Nullable Void>} whose {@code value()} is {@code null}, the testkit calls it through
     * {@code ...WithResponse}, and the emulator answers it with no body and no {@code Content-Type}.
     *
     * @return whether its success has no body
     */
    public boolean bodyless() {
        return result.type().equals(Types.VOID);
    }

    /** @return whether the transport re-sends it on faults without an opt-in ({@link Spec.Operation#idempotent()}) */
    public boolean idempotent() {
        return spec.idempotent();
    }

    /** @return the shared argument check's name in the {@code *Api} class, such as {@code checkCreatePool} */
    public String check() {
        return "check" + spec.upperCamel();
    }

    /**
     * @param withRequest whether the request is an argument (not in the overload that sends the preset)
     * @return the argument names of a facade call: the path parameters' Java names, then {@code request}
     */
    public List<String> arguments(boolean withRequest) {
        return each(withRequest, PathParam::javaName, r -> "request");
    }

    /**
     * @param withRequest whether the request is included (not in the overload that sends the preset)
     * @param path what to write of a path parameter
     * @param request what to write of the request
     * @return one item per path parameter, in the template's order, then the request's when included and there is one
     */
    public List<String> each(boolean withRequest, Function<PathParam, String> path, Function<Request, String> request) {
        List<String> out = new ArrayList<>(pathParameters.stream().map(path).toList());
        if (withRequest && this.request != null) {
            out.add(request.apply(this.request));
        }
        return out;
    }

    /**
     * A path parameter.
     *
     * @param wireName its name in the template
     * @param javaName the Java parameter
     * @param type its Java type ({@code UUID} for format uuid, {@code String} otherwise)
     * @param description its description, for {@code @param}
     * @param schema its schema as the document has it, for a sample
     */
    public record PathParam(String wireName, String javaName, JType type, String description, JsonNode schema) {
        /** @return whether it is a UUID ({@code format: uuid}), which the emulator checks before anything else */
        public boolean uuid() {
            return type.qualified().equals(Types.UUID);
        }
    }

    /**
     * The request record.
     *
     * @param type its qualified name
     * @param body whether it is the JSON body (otherwise it holds the query parameters)
     * @param description for {@code @param request}
     * @param preset the static factory of the request to send when the caller gives none
     *     ({@code x-cloudsdk-default-request}), or {@code null} when the request is required
     * @param schema the body's schema as the document has it, or {@code null} for a query record (or a body
     *     without JSON content)
     */
    public record Request(
            String type,
            boolean body,
            String description,
            @Nullable String preset,
            @Nullable JsonNode schema) {
        /** @return its simple name, such as {@code CreatePoolRequest} */
        public String simpleName() {
            return type.substring(type.lastIndexOf('.') + 1);
        }
    }

    /**
     * How the success response is read.
     *
     * @param type the result's Java type ({@code java.lang.Void} for no body)
     * @param shape the {@code ResponseShape} expression: {@code ResponseShape.whole(JsonRead::uuid)}
     * @param description for {@code @return}
     * @param status the first documented 2xx status
     * @param schema the success body's schema as the document has it, or {@code null} when it has none
     */
    public record Result(
            JType type,
            String shape,
            String description,
            int status,
            @Nullable JsonNode schema) {
        /** @return the one member of an inline success body, which holds what a create or read answers, or null */
        public @Nullable String wrapper() {
            if (schema == null
                    || schema.has("$ref")
                    || !schema.path("properties").isObject()
                    || schema.path("properties").size() != 1) {
                return null;
            }
            return schema.path("properties").properties().iterator().next().getKey();
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
     * @param markerOfItemWire the item's member that is the next page's marker, as the document names it
     */
    public record Paging(
            JType itemType,
            String itemsMember,
            String startMarker,
            String markerOfItem,
            String markerWire,
            String markerOfItemWire) {}

    /**
     * A body member that repeats a path parameter.
     *
     * @param bodyMember the body record's accessor
     * @param pathParameter the path parameter's Java name
     */
    public record Match(String bodyMember, String pathParameter) {}
}
