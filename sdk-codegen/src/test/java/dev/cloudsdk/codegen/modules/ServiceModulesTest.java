package dev.cloudsdk.codegen.modules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.cloudsdk.codegen.Generator;
import dev.cloudsdk.codegen.JavaSource;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.Things;
import dev.cloudsdk.codegen.text.Regions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A service's entry writes its module's POM, descriptor and package-infos, and its place in every list of modules. */
class ServiceModulesTest {
    /** A second service, whose entry has none of the module's documentation. */
    private static final String PARTS = """
              parts:
                prefix: Part
                title: parts
                groups:
                  parts: {class: Parts, description: The parts}
            """;

    private static final String POM = """
            <project>
              <artifactId>cloudsdk-parent</artifactId>
              <version>9.1.0</version>
              <modules>
                <module>sdk-core</module>
                <!-- services:modules:start -->
                <module>sdk-old</module>
                <!-- services:modules:end -->
              </modules>
            </project>
            """;

    @Test
    void everyListBetweenItsMarkersIsRewrittenAndTheRestKept(@TempDir Path root) throws Exception {
        Files.writeString(root.resolve("pom.xml"), POM);
        Files.createDirectories(root.resolve("check/src/main/java"));
        Files.writeString(
                root.resolve("check/pom.xml"),
                "<dependencies>\n  <!-- services:test-dependencies:start -->\n"
                        + "  <!-- services:test-dependencies:end -->\n  "
                        + "<dependency>kept</dependency>\n</dependencies>\n");
        Files.writeString(
                root.resolve("check/src/main/java/module-info.java"),
                "module a {\n    exports a.b to\n"
                        + "            // services:module-names:start\n            // services:module-names:end\n"
                        + "            a.c;\n}\n");
        Files.writeString(root.resolve("README.md"), "# a\n");
        SortedMap<String, String> files =
                new Generator(List.of(new ServiceListsEmitter(root))).generate(spec(root, true));

        assertThat(files.get("pom.xml"))
                .isEqualTo(POM.replace(
                        "    <module>sdk-old</module>\n",
                        "    <module>sdk-things</module>\n    <module>sdk-parts</module>\n"));
        assertThat(files.get("check/pom.xml"))
                .isEqualTo("<dependencies>\n  <!-- services:test-dependencies:start -->\n"
                        + "  <dependency>\n    <groupId>dev.cloudsdk</groupId>\n    "
                        + "<artifactId>sdk-things</artifactId>\n"
                        + "    <scope>test</scope>\n  </dependency>\n"
                        + "  <dependency>\n    <groupId>dev.cloudsdk</groupId>\n    "
                        + "<artifactId>sdk-parts</artifactId>\n"
                        + "    <scope>test</scope>\n  </dependency>\n"
                        + "  <!-- services:test-dependencies:end -->\n  "
                        + "<dependency>kept</dependency>\n</dependencies>\n");
        String indent = "            ";
        assertThat(files.get("check/src/main/java/module-info.java"))
                .contains(indent + "// services:module-names:start\n" + indent + "dev.cloudsdk.things,\n" + indent
                        + "dev.cloudsdk.parts,\n" + indent + "// services:module-names:end\n");
        assertThat(files).doesNotContainKey("README.md");
        assertThat(Generator.differences(root, files))
                .containsExactly(
                        "check/pom.xml: differs from what the document generates",
                        "check/src/main/java/module-info.java: differs from what the document generates",
                        "pom.xml: differs from what the document generates");
    }

    @Test
    void aServiceEntryWritesItsModuleFiles(@TempDir Path root) throws Exception {
        Files.writeString(root.resolve("pom.xml"), POM);
        SortedMap<String, String> files =
                new Generator(List.of(new ModuleFilesEmitter(root))).generate(spec(root, false));

        assertThat(files)
                .containsOnlyKeys(
                        "sdk-things/pom.xml",
                        "sdk-things/src/main/java/module-info.java",
                        "sdk-things/src/main/java/dev/cloudsdk/things/package-info.java",
                        "sdk-things/src/main/java/dev/cloudsdk/things/model/package-info.java",
                        "sdk-things/src/test/java/dev/cloudsdk/things/FacadeParityTest.java");
        assertThat(files.get("sdk-things/src/test/java/dev/cloudsdk/things/FacadeParityTest.java"))
                .contains("        FacadeParity.assertParity(Things.class, AsyncThings.class);\n");
        assertThat(files.get("sdk-things/pom.xml"))
                .contains(
                        "<version>9.1.0</version>",
                        "<artifactId>sdk-things</artifactId>",
                        "<name>cloudsdk things</name>",
                        "<description>Client for things.</description>");
        assertThat(files.get("sdk-things/src/main/java/module-info.java"))
                .startsWith(JavaSource.HEADER + "\n")
                .contains("/** cloudsdk Things: create. */\nmodule dev.cloudsdk.things {\n");
        assertThat(files.get("sdk-things/src/main/java/dev/cloudsdk/things/model/package-info.java"))
                .startsWith(JavaSource.HEADER + "\n/**\n * Records of the things service.\n *\n * <p>Non-null unless")
                .contains(" * <p>Build records in tests", " */\n@NullMarked\npackage dev.cloudsdk.things.model;\n");
    }

    @Test
    void aServiceWithoutItsDocumentationIsRefusedNamingTheFieldAndTheSection(@TempDir Path root) throws Exception {
        Files.writeString(root.resolve("pom.xml"), POM);
        Spec spec = spec(root, true);
        assertThatThrownBy(() -> new Generator(List.of(new ModuleFilesEmitter(root))).generate(spec))
                .hasMessage("x-cloudsdk-services.parts: description is missing (it writes sdk-parts's pom.xml,"
                        + " module-info.java and package-info.java files; CONTRIBUTING.md, \"Adding a service\")");
    }

    @Test
    void aFileWithoutTheEndMarkerIsRefusedNamingBothMarkers() {
        assertThatThrownBy(() ->
                        Regions.replace("a/pom.xml", "<!-- services:modules:start -->\n", "services:modules", i -> ""))
                .hasMessage("a/pom.xml needs the lines <!-- services:modules:start --> and"
                        + " <!-- services:modules:end --> around its generated services:modules");
        assertThatThrownBy(() -> Regions.replace("a/module-info.java", "// x:end\n// x:start\n", "x", i -> ""))
                .hasMessageContaining("// x:start and // x:end");
        assertThat(Regions.names("a\n  <!-- one:start -->\n// two:start\n<!-- one:end -->\n"))
                .isEqualTo(List.of("one", "two"));
    }

    private static Spec spec(Path root, boolean parts) throws Exception {
        String yaml = Things.yaml("", "");
        return Things.load(root, parts ? yaml.replace("paths:\n", PARTS + "paths:\n") : yaml);
    }
}
