package dev.cloudsdk.codegen;

import dev.cloudsdk.codegen.testkit.TestkitEmitter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;

/**
 * Regenerates this repository's generated files and regions from {@code api/openapi.yaml}: {@value #COMMAND}. With
 * {@code --check} it writes nothing and fails, naming each file out of date and this command, when one differs
 * (sdk-codegen's {@code check} execution runs it in every build right after sdk-codegen compiles, and alone:
 * {@code ./mvnw -B -q -pl sdk-codegen -am compile exec:java@check}; the build's {@code GeneratedSourcesTest} makes
 * the same comparison). Either way it then fails, naming the file and its methods, for each emulator handler that
 * the document's rules need and that is missing ({@link TestkitEmitter#missingHandlers}).
 */
public final class Generate {
    /** The command that writes every generated file and region. */
    public static final String COMMAND = "./mvnw -B -q -pl sdk-codegen -am compile exec:java@generate";

    private Generate() {}

    /**
     * @param args the repository root, then optionally {@code --check}
     * @throws IllegalStateException with {@code --check}, when a file is out of date: the message names each and
     *     {@link #COMMAND}
     */
    public static void main(String[] args) {
        Path root = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
        boolean check = args.length > 1 && args[1].equals("--check");
        Spec spec = Spec.load(root.resolve("api/openapi.yaml"));
        SortedMap<String, String> files = Generator.standard(root).generate(spec);
        List<String> lines = check ? Generator.differences(root, files) : Generator.write(root, files);
        if (check && !lines.isEmpty()) {
            throw new IllegalStateException(lines.size() + " generated file(s) out of date with api/openapi.yaml:\n"
                    + String.join("\n", lines) + "\nRun " + COMMAND + " and review the diff (CONTRIBUTING.md,"
                    + " \"Adding a service\").");
        }
        lines.forEach(System.out::println);
        List<String> missing = TestkitEmitter.missingHandlers(spec, path -> Files.exists(root.resolve(path)));
        if (!missing.isEmpty()) {
            throw new IllegalStateException(String.join("\n", missing));
        }
        System.out.println((check ? "checked " : "generated ") + files.size() + " files from api/openapi.yaml"
                + (lines.isEmpty() ? ", all up to date" : ""));
    }
}
