package dev.cloudsdk.codegen.operations;

import dev.cloudsdk.codegen.Emitter;
import java.util.List;

/**
 * The emitters of the service modules' operation layer: {@code *Operations}, {@code *Api}, the blocking and async
 * facades, and the clients. Their rules and the vendor extensions they read are in
 * {@code sdk-codegen/EXTENSIONS-operations.md}.
 */
public final class OperationEmitters {
    private OperationEmitters() {
    }

    /** @return the emitters, in the order they run */
    public static List<Emitter> all() {
        return List.of(new OperationsEmitter(), new ApiEmitter(), new Facades(),
                new ClientEmitter());
    }
}
