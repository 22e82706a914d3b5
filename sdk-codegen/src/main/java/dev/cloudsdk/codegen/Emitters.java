package dev.cloudsdk.codegen;

import java.util.List;

/** Every emitter of this repository, in the order they run. */
final class Emitters {
    private Emitters() {
    }

    static List<Emitter> all() {
        return List.of();
    }
}
