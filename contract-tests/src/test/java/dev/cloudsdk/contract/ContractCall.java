package dev.cloudsdk.contract;

import dev.cloudsdk.core.ClientConfig;
import java.util.Set;
import java.util.function.Function;

/**
 * One operation's call, a row of the generated {@link ContractCalls}.
 *
 * @param operationId the operationId, as each case is named
 * @param call calls the operation once with a client built from the config, returning its result
 * @param documented every status the document gives the operation
 */
record ContractCall(String operationId, Function<ClientConfig, Object> call, Set<Integer> documented) {
    @Override
    public String toString() {
        return operationId;
    }
}
