package dev.cloudsdk.conformance;

import dev.cloudsdk.database.DatabaseClient;
import dev.cloudsdk.database.DatabaseOperations;
import java.util.List;
import java.util.UUID;

/**
 * The fault matrix's hand-written rows: one per retry policy that changes how an operation is resent, which the
 * document cannot say (what a user opts in to). {@link FaultMatrixTest} runs them after the generated
 * {@link FaultMatrixRows}. Kept apart from the test so that the test compiles with another document's rows
 * (sdk-codegen's TestApiEmulatorTest runs it on its test-only document, with its own {@code PolicyRows}).
 */
final class PolicyRows {
    private static final UUID INSTANCE = UUID.fromString("7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f");
    private static final String RESTART_ACCEPTED =
            "{\"message\":\"Restart of instance 7c8d9e0f accepted; it will be back in a few seconds\"}";

    private PolicyRows() {}

    /** @return the rows of operations called with a policy of the user's */
    static List<OperationRow> rows() {
        // Repeating a restart is harmless, so a user may opt it in to retries: then it is retried like a GET.
        return List.of(OperationRow.of(DatabaseOperations.RESTART_DATABASE_INSTANCE)
                .optedInAsIdempotent()
                .calling(c -> DatabaseClient.create(c).instances().restart(INSTANCE))
                .succeedsWith(202, RESTART_ACCEPTED)
                .resentOnFaults());
    }
}
