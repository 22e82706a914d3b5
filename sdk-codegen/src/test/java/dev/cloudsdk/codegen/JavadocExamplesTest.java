package dev.cloudsdk.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code builder()} example of every generated request record's Javadoc compiles, with no line over 120
 * columns: each example becomes a method of a class in the record's package, with the record's imports, compiled
 * with the model packages it names, for {@code api/openapi.yaml} and the test-only document alike.
 */
class JavadocExamplesTest {
    private static final Pattern EXAMPLE = Pattern.compile("<pre>\\{@code\\n((?: \\*.*\\n)+?) \\*? ?}</pre>");
    private static final Pattern IMPORT = Pattern.compile("(?m)^import .*;$");

    @Test
    void everyRequestRecordExampleCompiles(@TempDir Path dir) throws IOException {
        SortedMap<String, String> files = Generator.standard(GeneratedSourcesTest.ROOT)
                .generate(Spec.load(GeneratedSourcesTest.ROOT.resolve("api/openapi.yaml")));
        files.putAll(TestApi.files());
        Map<String, String> sources = new LinkedHashMap<>();
        int examples = 0;
        for (Map.Entry<String, String> file : files.entrySet()) {
            String path = file.getKey();
            if (!path.contains("/model/") || !path.endsWith(".java")) {
                continue;
            }
            sources.put(path, file.getValue());
            Matcher m = EXAMPLE.matcher(file.getValue());
            if (!path.endsWith("Request.java") || !m.find()) {
                continue;
            }
            examples++;
            String code = m.group(1).replaceAll("(?m)^ \\* ?", "");
            code.lines().forEach(line -> assertThat(" * " + line).as(path).hasSizeLessThanOrEqualTo(120));
            String name = path.substring(path.lastIndexOf('/') + 1, path.length() - ".java".length()) + "Example";
            String pkg = file.getValue()
                    .lines()
                    .filter(l -> l.startsWith("package "))
                    .findFirst()
                    .orElseThrow();
            StringBuilder imports = new StringBuilder();
            IMPORT.matcher(file.getValue())
                    .results()
                    .forEach(r -> imports.append(r.group()).append('\n'));
            sources.put(
                    path.replace(".java", "Example.java"),
                    pkg + "\n\n" + imports + "\nfinal class " + name
                            + " {\n    Object example() {\n        return "
                            + code.strip().replaceAll(";$", "") + ";\n"
                            + "    }\n}\n");
        }
        assertThat(examples).as("request records with an example").isGreaterThanOrEqualTo(3);
        assertThat(TestApiClasses.compile(sources, dir)).isDirectory();
    }
}
