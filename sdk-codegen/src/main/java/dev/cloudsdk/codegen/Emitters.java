package dev.cloudsdk.codegen;

import dev.cloudsdk.codegen.model.ModelEmitter;
import dev.cloudsdk.codegen.operations.OperationEmitters;
import dev.cloudsdk.codegen.testkit.TestkitEmitter;
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
        all.add(new TestkitEmitter());
        return List.copyOf(all);
    }
}
