package dev.cloudsdk.codegen.modules;

import dev.cloudsdk.codegen.Emitter;
import dev.cloudsdk.codegen.Spec;
import dev.cloudsdk.codegen.text.Regions;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Writes every list of the service modules in a hand-written file as a generated region ({@link Regions}) named {@code
 * services:<kind>}: one entry per service of {@code x-cloudsdk-services}, in the document's order, indented as the
 * start marker is. It reads the root {@code pom.xml}, every {@code <module>/pom.xml}, every {@code
 * <module>/src/main/java/module-info.java} and {@code README.md}, so that a new list is only its markers. The kinds,
 * for a module {@code sdk-x} of package {@code dev.cloudsdk.x}: {@code modules} ({@code <module>sdk-x</module>}),
 * {@code dependencies} (a {@code <dependency>} on it), {@code test-dependencies} (in test scope), {@code managed} (with
 * {@code ${project.version}}), {@code test-jars} and {@code javadoc-jars} (its test-jar and Javadoc jar, in test
 * scope), {@code test-suites} (a {@code dependenciesToScan} entry for its test-jar), {@code sources} (an aggregated
 * Javadoc's resource of its {@code internal} packages), {@code module-names} ({@code dev.cloudsdk.x,}, for an {@code
 * exports ... to}); in the README, {@code install} (the Quickstart's install command, naming the BOM and
 * what it manages), {@code bom-dependencies} (the BOM's import and a dependency on each service) and {@code table}
 * (the table of the service modules: module, package, client and its groups' accessors).
 */
public final class ServiceListsEmitter implements Emitter {
    private static final String PREFIX = "services:";
    private static final String VERSION = "<version>${project.version}</version>";
    private static final String TEST = "<scope>test</scope>";

    private final Path root;

    /** @param root the repository root */
    public ServiceListsEmitter(Path root) {
        this.root = root;
    }

    @Override
    public void emit(Spec spec, SortedMap<String, String> files) {
        for (String path : candidates()) {
            String text = Regions.current(root, path, files);
            List<String> names = Regions.names(text).stream()
                    .filter(n -> n.startsWith(PREFIX))
                    .toList();
            for (String name : names) {
                String kind = name.substring(PREFIX.length());
                text = Regions.replace(path, text, name, indent -> region(path, kind, indent, spec, files));
            }
            if (!names.isEmpty()) {
                files.put(path, text);
            }
        }
    }

    /** @return the files that may hold a list of the services: every POM and module descriptor, then the README */
    private List<String> candidates() {
        List<String> out = new ArrayList<>(List.of("pom.xml"));
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.filter(Files::isDirectory).sorted().toList()) {
                String name = module.getFileName().toString();
                out.addAll(List.of(name + "/pom.xml", name + "/src/main/java/module-info.java"));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        out.add("README.md");
        return out.stream().filter(f -> Files.isRegularFile(root.resolve(f))).toList();
    }

    private String region(String path, String kind, String indent, Spec spec, SortedMap<String, String> files) {
        return switch (kind) {
            case "install" ->
                "```sh\n./mvnw -B install -DskipTests -Daggregate.javadoc.skip -am \\\n    -pl "
                        + String.join(",", managed(Regions.current(root, "sdk-bom/pom.xml", files))) + "\n```\n";
            case "bom-dependencies" -> bomDependencies(spec, files);
            case "table" -> table(spec);
            default ->
                spec.services().stream()
                        .map(s -> Regions.indent(indent, entry(path, kind, s)))
                        .collect(Collectors.joining());
        };
    }

    private static String entry(String path, String kind, Spec.Service s) {
        String m = s.module();
        return switch (kind) {
            case "modules" -> "<module>" + m + "</module>";
            case "dependencies" -> dependency(m);
            case "test-dependencies" -> dependency(m, TEST);
            case "managed" -> dependency(m, VERSION);
            case "test-jars" -> dependency(m, VERSION, "<type>test-jar</type>", TEST);
            case "javadoc-jars" -> dependency(m, VERSION, "<classifier>javadoc</classifier>", TEST);
            case "test-suites" -> "<dependency>dev.cloudsdk:" + m + ":test-jar:tests</dependency>";
            case "sources" ->
                "<resource><directory>" + m + "/src/main/java</directory><includes>"
                        + "<include>**/internal/**</include></includes></resource>";
            case "module-names" -> s.javaPackage() + ",";
            default ->
                throw new IllegalArgumentException(path + ": no region kind " + PREFIX + kind + " (the kinds:"
                        + " ServiceListsEmitter's Javadoc)");
        };
    }

    private static String dependency(String module, String... more) {
        String head = "<dependency>\n  <groupId>dev.cloudsdk</groupId>\n  <artifactId>" + module + "</artifactId>\n";
        return Stream.of(more).map(line -> "  " + line + "\n").collect(Collectors.joining("", head, "</dependency>"));
    }

    /** @return the {@code dev.cloudsdk} artifacts a BOM manages, in its order */
    static List<String> managed(String bom) {
        return Pattern.compile("<groupId>dev\\.cloudsdk</groupId>\\s*<artifactId>([\\w.-]+)</artifactId>")
                .matcher(bom)
                .results()
                .map(m -> m.group(1))
                .toList();
    }

    private static String table(Spec spec) {
        StringBuilder b = new StringBuilder("| service module | package | client -> its groups |\n|---|---|---|\n");
        for (Spec.Service s : spec.services()) {
            String groups = s.groups().stream().map(g -> "`" + g.key() + "()`").collect(Collectors.joining(", "));
            b.append("| `" + s.module() + "` | `" + s.javaPackage() + "` | `" + s.prefix() + "Client` -> " + groups
                    + " |\n");
        }
        return b.toString();
    }

    private String bomDependencies(Spec spec, SortedMap<String, String> files) {
        StringBuilder b = new StringBuilder("```xml\n<dependencyManagement>\n  <dependencies>\n    <dependency>\n")
                .append("      <groupId>dev.cloudsdk</groupId>\n      <artifactId>sdk-bom</artifactId>\n")
                .append("      <version>" + ModuleFilesEmitter.version(Regions.current(root, "pom.xml", files)))
                .append("</version>\n      <type>pom</type>\n      <scope>import</scope>\n    </dependency>\n")
                .append("  </dependencies>\n</dependencyManagement>\n<dependencies>\n");
        for (Spec.Service s : spec.services()) {
            b.append("  <dependency><groupId>dev.cloudsdk</groupId><artifactId>" + s.module()
                    + "</artifactId></dependency>\n");
        }
        return b.append("</dependencies>\n```\n").toString();
    }
}
