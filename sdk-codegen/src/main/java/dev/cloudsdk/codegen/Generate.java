package dev.cloudsdk.codegen;

import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;

/**
 * Regenerates this repository's generated sources from {@code api/openapi.yaml}:
 * {@code ./mvnw -B -q -pl sdk-codegen -am compile exec:java@generate}. With {@code --check} it writes nothing and
 * exits 1 when a file differs (the build's {@code GeneratedSourcesTest} makes the same check).
 */
public final class Generate {
    private Generate() {
    }

    /**
     * @param args the repository root, then optionally {@code --check}
     */
    public static void main(String[] args) {
        Path root = Path.of(args.length > 0 ? args[0] : ".").toAbsolutePath().normalize();
        boolean check = args.length > 1 && args[1].equals("--check");
        SortedMap<String, String> files =
                Generator.standard(root).generate(Spec.load(root.resolve("api/openapi.yaml")));
        List<String> lines = check ? Generator.differences(root, files) : Generator.write(root, files);
        lines.forEach(System.out::println);
        System.out.println((check ? "checked " : "generated ") + files.size() + " files from api/openapi.yaml"
                + (lines.isEmpty() ? ", all up to date" : ""));
        if (check && !lines.isEmpty()) {
            System.exit(1);
        }
    }
}
