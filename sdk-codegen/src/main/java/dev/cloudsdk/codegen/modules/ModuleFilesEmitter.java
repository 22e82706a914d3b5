package dev.cloudsdk.codegen.modules;

import com.fasterxml.jackson.databind.JsonNode;
import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.text.Regions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SortedMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Writes the files of each service module beside its operation layer: {@code <module>/pom.xml},
 * {@code module-info.java}, the {@code package-info.java} of its package and of its model package, and its test that
 * each group's blocking and async facades offer the same overloads ({@code FacadeParityTest}), from its entry under
 * {@code x-cloudsdk-services}: {@code description} (the POM's), {@code module-doc} (the module's Javadoc, after
 * "cloudsdk"), {@code package-doc} and {@code model-doc} (the packages' Javadoc before the nullness paragraph, which
 * is the same in every package), and optionally {@code model-usage} (the model package's last paragraph, else
 * {@link #MODEL_USAGE}). Javadoc text is written as the document has it; the formatter wraps it.
 * Everything else a service POM could say is in {@code sdk-services/pom.xml}, its parent.
 */
public final class ModuleFilesEmitter implements Emitter {
    /** The paragraph of every exported package's Javadoc that says it is {@code @NullMarked}. */
    static final String NULL_MARKED = """
        <p>Non-null unless annotated {@code @Nullable}: the package is {@code @NullMarked} (JSpecify), so
        parameters, return values, record components and type arguments without {@code @Nullable} are never
        {@code null}. Kotlin sees them as non-null types, and null checkers (NullAway, the Checker Framework,
        IntelliJ IDEA) check callers against them.""";

    /** The model package's last paragraph unless the service's {@code model-usage} says another. */
    static final String MODEL_USAGE = """
        <p>Build records in tests and fakes with their {@code builder()} ({@code toBuilder()} for a changed copy of a
        response record), or with a request's factories. Canonical constructors are not covered by the compatibility
        promise: a new component, which is not a breaking change, changes them. Builders only ever gain setters.""";

    private final Path root;

    /**
     * @param root the repository root, whose POM gives the version of the modules' parent; a directory without a
     *     {@code pom.xml} (the test-only document's) gets no module files
     */
    public ModuleFilesEmitter(Path root) {
        this.root = root;
    }

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        if (!Files.isRegularFile(root.resolve("pom.xml"))) {
            return;
        }
        String version = version(Regions.current(root, "pom.xml", files));
        for (Spec.Service s : spec.services()) {
            JsonNode entry = spec.root().path("x-cloudsdk-services").path(s.key());
            String java = s.module() + "/src/main/java/";
            files.put(s.module() + "/pom.xml", pom(s, version, field(s, entry, "description")));
            files.put(java + "module-info.java", moduleInfo(s, field(s, entry, "module-doc")));
            packageInfo(files, java, s.javaPackage(), field(s, entry, "package-doc") + "\n\n" + NULL_MARKED);
            String usage = entry.path("model-usage").asText(MODEL_USAGE).strip();
            String model = field(s, entry, "model-doc") + "\n\n" + NULL_MARKED + "\n\n" + usage;
            packageInfo(files, java, s.modelPackage(), model);
            files.put(s.file("test", "FacadeParityTest"), parityTest(s));
        }
    }

    /** @return the test that each group's blocking and async facades offer the same overloads */
    private static String parityTest(Spec.Service s) {
        JavaSource java = new JavaSource(s.javaPackage());
        String parity = java.type("dev.cloudsdk.core.testing.FacadeParity");
        String checks = s.groups().stream()
                .map(g -> parity + ".assertParity(" + g.className() + ".class, " + g.asyncClassName() + ".class);\n")
                .collect(Collectors.joining());
        return java.append("""
                        /**
                         * Every blocking method has its async twin with the same parameters, and the other way round.
                         */
                        class FacadeParityTest {
                        @%s
                        void blockingAndAsyncFacadesOfferTheSameOverloads() {
                        %s}
                        }
                        """.formatted(java.type("org.junit.jupiter.api.Test"), checks))
                .toString();
    }

    /**
     * @param pom the root POM
     * @return the version of {@code cloudsdk-parent}, which every module shares
     * @throws IllegalArgumentException when the POM names none
     */
    static String version(String pom) {
        Matcher m = Pattern.compile("<artifactId>cloudsdk-parent</artifactId>\\s*<version>([^<]+)</version>")
                .matcher(pom);
        if (!m.find()) {
            throw new IllegalArgumentException("pom.xml: no <version> after <artifactId>cloudsdk-parent</artifactId>");
        }
        return m.group(1);
    }

    private static String field(Spec.Service s, JsonNode entry, String name) {
        String text = entry.path(name).asText("").strip();
        if (text.isEmpty()) {
            throw new IllegalArgumentException("x-cloudsdk-services." + s.key() + ": " + name + " is missing (it"
                    + " writes " + s.module() + "'s pom.xml, module-info.java and package-info.java files;"
                    + " CONTRIBUTING.md, \"Adding a service\")");
        }
        return text;
    }

    private static String pom(Spec.Service s, String version, String description) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <project xmlns="http://maven.apache.org/POM/4.0.0"
                         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 \
                https://maven.apache.org/xsd/maven-4.0.0.xsd">
                  <modelVersion>4.0.0</modelVersion>
                  <!-- Generated by sdk-codegen from api/openapi.yaml (x-cloudsdk-services): change the document and
                       regenerate (CONTRIBUTING.md, "Adding a service"). Everything but the name is in
                       sdk-services/pom.xml. -->
                  <parent>
                    <groupId>dev.cloudsdk</groupId>
                    <artifactId>sdk-services-parent</artifactId>
                    <version>%s</version>
                    <relativePath>../sdk-services/pom.xml</relativePath>
                  </parent>
                  <artifactId>%s</artifactId>
                  <name>cloudsdk %s</name>
                  <description>%s</description>
                </project>
                """.formatted(version, s.module(), s.key(), description);
    }

    private static String moduleInfo(Spec.Service s, String doc) {
        String p = s.javaPackage();
        return JavaSource.HEADER + "\n/** cloudsdk " + doc + " */\nmodule " + p + " {\n"
                + "    requires transitive dev.cloudsdk.core;\n\n"
                + "    exports " + p + ";\n"
                + "    exports " + s.modelPackage() + ";\n\n"
                + "    // Jackson builds the model records reflectively.\n"
                + "    opens " + s.modelPackage() + " to com.fasterxml.jackson.databind;\n}\n";
    }

    /** Puts the package's {@code package-info.java} under {@code java}, its Javadoc the text {@code doc}. */
    private static void packageInfo(SortedMap<String, String> files, String java, String packageName, String doc) {
        files.put(
                java + packageName.replace('.', '/') + "/package-info.java",
                JavaSource.HEADER + "\n/**\n * " + doc.replace("\n", "\n * ") + "\n */\n@NullMarked\npackage "
                        + packageName + ";\n\nimport org.jspecify.annotations.NullMarked;\n");
    }
}
