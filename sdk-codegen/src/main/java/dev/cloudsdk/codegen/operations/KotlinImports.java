package dev.cloudsdk.codegen.operations;

import java.util.Map;
import java.util.TreeSet;

/**
 * The imports of one Kotlin file that {@link KotlinCheckEmitter} writes, sorted in one block as the hand-written
 * Kotlin tests have them.
 */
final class KotlinImports {
    private static final Map<String, String> BUILT_IN = Map.of(
            "java.lang.String",
            "String",
            "java.lang.Integer",
            "Int",
            "java.lang.Long",
            "Long",
            "java.lang.Double",
            "Double",
            "java.lang.Boolean",
            "Boolean");
    private final TreeSet<String> imports = new TreeSet<>();

    /** @return the name to write for a qualified Java name (a function or constant too), imported */
    String type(String qualified) {
        String builtIn = BUILT_IN.get(qualified);
        if (builtIn != null) {
            return builtIn;
        }
        imports.add(qualified);
        return qualified.substring(qualified.lastIndexOf('.') + 1);
    }

    /** @return the import lines, sorted, each ending with a line break */
    String imports() {
        StringBuilder b = new StringBuilder();
        imports.forEach(i -> b.append("import ").append(i).append('\n'));
        return b.toString();
    }
}
