package dev.cloudsdk.codegen;

import dev.cloudsdk.codegen.model.ModelEmitter;
import dev.cloudsdk.codegen.operations.OperationEmitters;
import java.util.ArrayList;
import java.util.List;

/** Every emitter of this repository, in the order they run. */
final class Emitters {
    private Emitters() {
    }

    static List<Emitter> all() {
        List<Emitter> all = new ArrayList<>();
        all.add(new ModelEmitter());
        all.addAll(OperationEmitters.all());
        return List.copyOf(all);
    }
}
