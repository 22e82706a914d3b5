package dev.cloudsdk.core.testing;

import dev.cloudsdk.core.runtime.DatabindOracle;
import dev.cloudsdk.core.runtime.Endpoint;
import dev.cloudsdk.core.runtime.Endpoint.Operation;
import dev.cloudsdk.core.runtime.RegionHeader;
import dev.cloudsdk.core.runtime.ResponseShape;
import dev.cloudsdk.core.runtime.ServiceContext;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * The call form the engine's tests use: one {@link Operation} with its path values, query and body record, sent
 * through {@link ServiceContext} as the {@link Endpoint} a service module would declare for it, the body written by
 * the databind oracle ({@link DatabindOracle#writer()}).
 */
public final class Calls {
    private Calls() {}

    /**
     * @param ctx the view to call through
     * @param op the operation
     * @param path one value per variable path segment
     * @param query name/value pairs for the query string of a GET (may be empty)
     * @param body the request record of a POST or PUT, or {@code null} for none
     * @param shape how to read the result
     * @param <T> the result type
     * @return the result
     */
    public static <T> T call(
            ServiceContext ctx, Operation op, Object[] path, List<String> query, Object body, ResponseShape<T> shape) {
        return ctx.call(endpoint(op, query, body, shape), body, path);
    }

    /**
     * @param ctx the view to call through
     * @param op the operation
     * @param path one value per variable path segment
     * @param query name/value pairs for the query string of a GET (may be empty)
     * @param body the request record of a POST or PUT, or {@code null} for none
     * @param shape how to read the result
     * @param <T> the result type
     * @return the result, later
     */
    public static <T> CompletableFuture<T> callAsync(
            ServiceContext ctx, Operation op, Object[] path, List<String> query, Object body, ResponseShape<T> shape) {
        return ctx.callAsync(endpoint(op, query, body, shape), body, path);
    }

    /** The form a module declares: a body-less POST or PUT (no body record) by the form sdk-codegen writes for one. */
    private static <T> Endpoint<Object, T> endpoint(
            Operation op, List<String> query, Object body, ResponseShape<T> shape) {
        RegionHeader region = op.region();
        switch (op.method()) {
            case "GET":
                return Endpoint.get(op.name(), op.template(), region, q -> query, q -> shape);
            case "POST":
                return bodyOnly(
                        query,
                        body == null
                                ? anyRequest(Endpoint.post(op.name(), op.template(), region, shape))
                                : Endpoint.post(op.name(), op.template(), region, DatabindOracle.writer(), shape));
            case "PUT":
                return bodyOnly(
                        query,
                        body == null
                                ? anyRequest(Endpoint.put(op.name(), op.template(), region, shape))
                                : Endpoint.put(op.name(), op.template(), region, DatabindOracle.writer(), shape));
            default:
                throw new IllegalArgumentException(op.method() + " is not a method the tests call");
        }
    }

    /** A body-less endpoint, called with the {@code null} request it takes. */
    @SuppressWarnings("unchecked")
    private static <T> Endpoint<Object, T> anyRequest(Endpoint<Void, T> endpoint) {
        return (Endpoint<Object, T>) (Endpoint<?, T>) endpoint;
    }

    private static <T> Endpoint<Object, T> bodyOnly(List<String> query, Endpoint<Object, T> endpoint) {
        if (!query.isEmpty()) {
            throw new IllegalArgumentException("a query beside a body is not declared by any operation");
        }
        return endpoint;
    }
}
