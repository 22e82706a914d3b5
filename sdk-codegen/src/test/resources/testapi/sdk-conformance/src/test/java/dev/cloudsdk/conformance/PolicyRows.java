package dev.cloudsdk.conformance;

import dev.cloudsdk.compute.ComputeClient;
import dev.cloudsdk.compute.ComputeOperations;
import java.util.List;

/**
 * The hand-written fault-matrix rows of sdk-codegen's test-only document, standing in for sdk-conformance's
 * {@code PolicyRows}: a reboot opted in to retries through {@code RetryPolicy.Builder.retryAsIdempotent}.
 * Compiled only by TestApiEmulatorTest.
 */
final class PolicyRows {
    private PolicyRows() {
    }

    /** @return the rows of operations called with a policy of the user's */
    static List<OperationRow> rows() {
        return List.of(OperationRow.of(ComputeOperations.REBOOT_SERVER).optedInAsIdempotent()
                .calling(c -> ComputeClient.create(c).servers().reboot("web-1"))
                .succeedsWith(202, "{\"message\":\"reboot of web-1 accepted\"}").resentOnFaults());
    }
}
