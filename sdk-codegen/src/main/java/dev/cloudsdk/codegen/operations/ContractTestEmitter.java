package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.op.Op;
import dev.cloudsdk.codegen.op.Ops;
import dev.cloudsdk.codegen.testkit.Samples;
import java.util.SortedMap;

/**
 * Writes the wire contract of every operation: a test class {@code <Operation>ContractTest} in its service module's
 * test sources that describes the operation as data for sdk-core's {@code ContractSuite}, which holds the checks
 * once (on {@code WireTest}: a loopback MockWebServer per test, the token canary, recorded sleeps, the
 * connection-leak check). From the document alone ({@link Ops}, and the samples of {@link Samples}: examples where
 * the document has them, else values derived per type and format) it gives:
 * <ul>
 *   <li>the sample call, its {@code ...WithResponse} call blocking and async, and what it sends: method, path
 *       template and values, {@code X-Region} exactly when the operation declares it, the exact JSON body or each
 *       query parameter with its sample;</li>
 *   <li>the first 2xx with a sample body, and the assertions on the typed result read from it (scalars equal to
 *       the samples, lists of the sample's size, objects present);</li>
 *   <li>each documented error status with the exception sdk-core's {@code ErrorMapper} maps it to;</li>
 *   <li>the null path arguments and request, and the requests without a required member, that are refused;</li>
 *   <li>the call without a request and the default request's body it sends ({@code x-cloudsdk-default-request}).</li>
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
