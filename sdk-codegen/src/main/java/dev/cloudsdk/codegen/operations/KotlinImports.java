package dev.cloudsdk.codegen.operations;

import java.util.Set;
import java.util.TreeSet;

/**
 * The imports of one Kotlin file that {@link KotlinCheckEmitter} writes, sorted in one block as the hand-written
 * Kotlin tests have them.
 */
final class KotlinImports {
    private final TreeSet<String> imports = new TreeSet<>();

    /** @return the name to write for a qualified Java name (a function or constant too), imported */
    String type(String qualified) {
        if (qualified.equals("java.lang.Integer")) {
            return "Int";
        }
        // Kotlin's own String, Long, Double and Boolean are these classes, and need no import.
        if (!Set.of("java.lang.String", "java.lang.Long", "java.lang.Double", "java.lang.Boolean")
                .contains(qualified)) {
            imports.add(qualified);
        }
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }

    /** @return the import lines, sorted, each ending with a line break */
    String imports() {
        StringBuilder b = new StringBuilder();
        imports.forEach(i -> b.append("import ").append(i).append('\n'));
        return b.toString();
    }
}
