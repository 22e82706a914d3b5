package dev.cloudsdk.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.cloudsdk.core.ApiException;
import dev.cloudsdk.core.ClientConfig;

/** The check of a generated contract case ({@link ContractCalls}) against the emulator behind Prism's proxy. */
final class DocumentedAnswer {
    private DocumentedAnswer() {}

    /**
     * Makes the call. Its sample ids name nothing the emulator holds, so any status the document gives the operation
     * is a valid answer; anything else (an undocumented status, a failure that is not an {@link ApiException}) fails.
     *
     * @param call the generated case
     * @param config the client's config, pointed at the proxy
     */
    static void assertDocumented(ContractCall call, ClientConfig config) {
        Throwable thrown = catchThrowable(() -> call.call().apply(config));
        if (thrown != null) {
            assertThat(thrown).as(call.operationId()).isInstanceOf(ApiException.class);
            assertThat(call.documented()).as(call.operationId()).contains(((ApiException) thrown).statusCode());
        }
    }
}
