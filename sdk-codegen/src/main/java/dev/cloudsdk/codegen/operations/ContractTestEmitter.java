package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.testkit.Samples;
import java.util.SortedMap;

/**
 * Writes the wire contract of every operation: a test class {@code <Operation>ContractTest} in its service module's
 * test sources, extending sdk-core's {@code WireTest} (a loopback MockWebServer per test, the token canary, recorded
 * sleeps, the connection-leak check). From the document alone ({@link Ops}, and the samples of
 * {@link Samples}: examples where the document has them, else values derived per type and format) it checks:
 * <ul>
 *   <li>what is sent for a sample request: method, path (the encoded values, one segment each), each query
 *       parameter with its sample, {@code Authorization}, {@code Accept}, {@code X-Region} exactly when the
 *       operation declares it, and the exact JSON body with its {@code Content-Type} (or no body);</li>
 *   <li>what comes back: the first 2xx with a sample body read into the typed result (scalars equal to the
 *       samples, lists of the sample's size), and each documented error status as the exception sdk-core's
 *       {@code ErrorMapper} maps it to, with its status and request id;</li>
 *   <li>the {@code ...WithResponse} call, blocking and async, on that 2xx with metadata ({@code WireTest.success}):
 *       its status, request id, headers (the token redacted) and attempts ({@code WireTest.assertResponse}), the
 *       value the plain call gives ({@code null} without a body), the same request; for a GET, PUT or DELETE, the
 *       attempts counted after a 503;</li>
 *   <li>the resend rule: a GET, PUT or DELETE is resent after a 503 and a 500 (up to 3 attempts, the sleeps
 *       recorded), a POST is not;</li>
 *   <li>the argument checks: a null path argument or request, and a request without a required member, are
 *       refused, naming it, before anything is sent;</li>
 *   <li>an optional body sent as its default request ({@code x-cloudsdk-default-request}) when none is given.</li>
 * </ul>
 * What the document cannot say (pagination across pages, prefetch, a server's odd answers) stays in the
 * hand-written wire tests. {@link ContractTest} writes each class, from its samples.
 */
public final class ContractTestEmitter implements Emitter {
    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (Spec.Service service : spec.services()) {
            for (Op op : Ops.of(spec, service)) {
                files.put(
                        service.file("test", op.spec().upperCamel() + "ContractTest"),
                        new ContractTest(spec, op).write());
            }
        }
    }
}
