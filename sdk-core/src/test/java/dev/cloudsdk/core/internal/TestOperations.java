package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.runtime.Endpoint.Operation;
import dev.cloudsdk.core.runtime.OperationNames;
import dev.cloudsdk.core.runtime.RegionHeader;

/**
 * Operations for the engine's tests, declared without an {@code Endpoint}: a service module declares its operations
 * as endpoints, which make their own.
 */
public final class TestOperations {
    private TestOperations() {}

    /** @return a GET operation */
    public static Operation get(String name, String template, RegionHeader region) {
        return new Operation(OperationNames.operationName(name), "GET", template, region);
    }

    /** @return a POST operation */
    public static Operation post(String name, String template, RegionHeader region) {
        return new Operation(OperationNames.operationName(name), "POST", template, region);
    }

    /** @return a PUT operation */
    public static Operation put(String name, String template, RegionHeader region) {
        return new Operation(OperationNames.operationName(name), "PUT", template, region);
    }

    /** @return a DELETE operation */
    public static Operation delete(String name, String template, RegionHeader region) {
        return new Operation(OperationNames.operationName(name), "DELETE", template, region);
    }
}
