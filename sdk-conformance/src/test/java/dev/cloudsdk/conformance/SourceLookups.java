package dev.cloudsdk.conformance;

import dev.cloudsdk.conformance.ServiceModules.Name;
import java.nio.file.Path;
import java.util.List;

/** What Completeness looks up in the sources and the class path: a test class by name, a field's modifiers, a class. */
final class SourceLookups {
    private SourceLookups() {}

    /**
     * @return the file of the test class of this name, with {@code @Test} methods or on {@code ContractSuite} (which
     *     has them), under the modules, or null
     */
    static Path testClass(List<Path> modules, String name) {
        for (Path module : modules) {
            for (Path file : JavaSource.filesUnder(module.resolve("src/test/java"))) {
                String code = JavaSource.code(file);
                if (JavaSource.className(file).equals(name)
                        && JavaSource.mentions(code, "class", name)
                        && (code.contains("@Test")
                                || code.contains("@ParameterizedTest")
                                || code.contains("extends ContractSuite"))) {
                    return file;
                }
            }
        }
        return null;
    }

    static int fieldModifiers(Name n) {
        try {
            return n.owner().getDeclaredField(n.field()).getModifiers();
        } catch (NoSuchFieldException e) {
            return 0;
        }
    }

    static Class<?> load(String name) {
        try {
            return Class.forName(name, false, SourceLookups.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("a source file without its class: " + name, e);
        }
    }
}
