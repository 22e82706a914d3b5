package dev.cloudsdk.conformance.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The committed API dumps: {@code <module>/api/<module>.api} for every library module, that is every module of the
 * root POM with a {@code src/main/java/module-info.java} (a module that ships a jar for users), or whose POM names
 * an {@code Automatic-Module-Name} for its jar instead (the Spring Boot starter, which lives on Spring's class
 * path). {@link #main} writes them anew; {@code PublicApiTest} fails the build when one differs from the compiled
 * classes.
 */
public final class PublicApi {
    /** The Maven command that regenerates every dump; the failure message and CONTRIBUTING.md name it. */
    public static final String REGENERATE = "./mvnw -B -q -pl sdk-conformance -am test-compile exec:java@api-dump";

    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");
    private static final Pattern AUTOMATIC_NAME =
            Pattern.compile("<Automatic-Module-Name>([^<]+)</Automatic-Module-Name>");

    private PublicApi() {}

    /**
     * Rewrites every module's dump from its compiled classes.
     *
     * @param args the repository root, {@code ..} if none is given
     * @throws Exception if a module's classes cannot be read or a dump cannot be written
     */
    public static void main(String[] args) throws Exception {
        Path root = Path.of(args.length > 0 ? args[0] : "..").toAbsolutePath().normalize();
        for (Path module : libraryModules(root)) {
            Path file = dumpFile(module);
            List<String> before = Files.exists(file) ? Files.readAllLines(file) : List.of();
            List<String> after = render(module, PublicApi.class.getClassLoader());
            Files.createDirectories(file.getParent());
            Files.write(file, after);
            Path name = root.relativize(file);
            if (before.isEmpty()) {
                System.out.println("wrote     " + name + " (new, " + after.size() + " lines)");
            } else {
                System.out.println(
                        before.equals(after)
                                ? "unchanged " + name
                                : "rewrote   " + name + "\n" + ApiDiff.describe(before, after));
            }
        }
    }

    /**
     * @param root the repository root
     * @return the library modules, in the root POM's order
     * @throws IOException if the root POM cannot be read
     */
    static List<Path> libraryModules(Path root) throws IOException {
        List<Path> modules = new ArrayList<>();
        Matcher m = MODULE.matcher(Files.readString(root.resolve("pom.xml")));
        while (m.find()) {
            Path module = root.resolve(m.group(1).trim());
            if (Files.isRegularFile(module.resolve("src/main/java/module-info.java"))
                    || automaticName(module) != null) {
                modules.add(module);
            }
        }
        return modules;
    }

    /** @return the {@code Automatic-Module-Name} the module's POM gives its jar, or {@code null} */
    static String automaticName(Path module) throws IOException {
        Path pom = module.resolve("pom.xml");
        if (!Files.isRegularFile(pom)) {
            return null;
        }
        Matcher m = AUTOMATIC_NAME.matcher(Files.readString(pom));
        return m.find() ? m.group(1).trim() : null;
    }

    static Path dumpFile(Path module) {
        return module.resolve("api").resolve(module.getFileName() + ".api");
    }

    /**
     * @param module a library module's folder, compiled into its {@code target/classes}
     * @param loader a loader that sees the module and its dependencies
     * @return the dump's text: a header, then the API lines
     * @throws IOException if the classes cannot be read
     * @throws ClassNotFoundException if the loader does not see one of them
     */
    static List<String> render(Path module, ClassLoader loader) throws IOException, ClassNotFoundException {
        Path classes = module.resolve("target/classes");
        String automaticName = automaticName(module);
        ApiDump dump;
        if (automaticName != null) {
            if (!Files.isDirectory(classes)) {
                throw new IOException(classes + " holds no compiled classes: build with -am (" + REGENERATE + ")");
            }
            dump = ApiDump.ofAutomatic(automaticName, classes, loader);
        } else if (!Files.isRegularFile(classes.resolve("module-info.class"))) {
            throw new IOException(classes + " holds no compiled module: build with -am (" + REGENERATE + ")");
        } else {
            dump = ApiDump.of(classes, loader);
        }
        List<String> text = new ArrayList<>();
        text.add("# The public API of " + module.getFileName()
                + (automaticName != null ? " (automatic module " : " (module ") + dump.moduleName()
                + "): what users compile against. Generated: do not edit.");
        text.add("# Regenerate: " + REGENERATE);
        text.add("# Every change here needs its line in CHANGELOG.md: see CONTRIBUTING.md, "
                + "\"Changing the public API\".");
        text.add("");
        text.addAll(dump.lines());
        return text;
    }
}
