package dev.cloudsdk.conformance.api;

import java.io.File;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The public API of one library module as text, one line per type and member, in the manner of Kotlin's
 * binary-compatibility validator: what a user can compile against, and nothing else.
 *
 * <p>The API is what the module exports to everyone ({@code exports p;}, not {@code exports p to ...}): its public
 * types and their public and protected members, nested public and protected types included. Each line shows what a
 * change to it would break: modifiers, type parameters with bounds, generic signatures, {@code throws}, sealed
 * hierarchies, {@code @Deprecated}, and the JSpecify nullness of every type use, because a Kotlin caller's code
 * depends on that as much as on the type. Members are sorted, so the text changes only when the API does.
 */
public final class ApiDump {
    private static final int VISIBLE = Modifier.PUBLIC | Modifier.PROTECTED;
    private static final String NULL_MARKED = "org.jspecify.annotations.NullMarked";

    private final String moduleName;
    private final List<String> lines = new ArrayList<>();

    private ApiDump(String moduleName) {
        this.moduleName = moduleName;
    }

    /**
     * Dumps the module compiled into {@code classes} (a directory with its {@code module-info.class}), loading its
     * classes through {@code loader} without initialising them.
     *
     * @param classes the module's {@code target/classes}
     * @param loader a class loader that sees the module and its dependencies
     * @return the module's name and its API lines
     * @throws IOException if the directory cannot be read
     * @throws ClassNotFoundException if the loader does not see a class of the module
     */
    public static ApiDump of(Path classes, ClassLoader loader) throws IOException, ClassNotFoundException {
        ModuleDescriptor descriptor = ModuleFinder.of(classes).findAll().stream()
                .map(ModuleReference::descriptor)
                .findFirst()
                .orElseThrow(() -> new IOException("no module-info.class in " + classes));
        Set<String> exported = descriptor.exports().stream()
                .filter(e -> !e.isQualified())
                .map(ModuleDescriptor.Exports::source)
                .collect(Collectors.toCollection(TreeSet::new));
        return of(descriptor.name(), exported, classes, loader);
    }

    /**
     * Dumps a module that has no {@code module-info.class} but names itself in its jar's manifest
     * ({@code Automatic-Module-Name}), as the Spring Boot starter does: every package is exported, as on the class
     * path, except the {@code internal} ones, which are not API by the project's rule.
     *
     * @param automaticName the module's {@code Automatic-Module-Name}
     * @param classes the module's {@code target/classes}
     * @param loader a class loader that sees the module and its dependencies
     * @return the module's name and its API lines
     * @throws IOException if the directory cannot be read
     * @throws ClassNotFoundException if the loader does not see a class of the module
     */
    public static ApiDump ofAutomatic(String automaticName, Path classes, ClassLoader loader)
            throws IOException, ClassNotFoundException {
        Set<String> packages = new TreeSet<>();
        try (Stream<Path> files = Files.walk(classes)) {
            files.filter(f -> f.toString().endsWith(".class")
                            && !f.getFileName().toString().equals("module-info.class"))
                    .map(f -> classes.relativize(f.getParent()).toString().replace(File.separatorChar, '.'))
                    .filter(pkg -> !pkg.isEmpty()
                            && !pkg.equals("internal")
                            && !pkg.endsWith(".internal")
                            && !pkg.startsWith("META-INF"))
                    .forEach(packages::add);
        }
        return of(automaticName, packages, classes, loader);
    }

    private static ApiDump of(String name, Set<String> exported, Path classes, ClassLoader loader)
            throws IOException, ClassNotFoundException {
        // Reflection drops annotations whose class it cannot load: without JSpecify the dump would quietly lose
        // every @Nullable.
        Class.forName(NULL_MARKED, false, loader);
        ApiDump dump = new ApiDump(name);
        for (String pkg : exported) {
            dump.addPackage(pkg, classes.resolve(pkg.replace('.', '/')), loader);
        }
        return dump;
    }

    /** @return the JPMS name of the module */
    public String moduleName() {
        return moduleName;
    }

    /** @return the API, one line per package, type and member, in a stable order */
    public List<String> lines() {
        return List.copyOf(lines);
    }

    private void addPackage(String pkg, Path dir, ClassLoader loader) throws IOException, ClassNotFoundException {
        List<Class<?>> types = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.sorted().collect(Collectors.toList())) {
                String name = file.getFileName().toString();
                if (name.endsWith(".class") && !name.equals("package-info.class")) {
                    types.add(Class.forName(pkg + "." + name.substring(0, name.length() - 6), false, loader));
                }
            }
        }
        // Package annotations come from package-info.class, which javac writes only when there are some.
        boolean nullMarked = !types.isEmpty()
                && Arrays.stream(types.get(0).getPackage().getAnnotations())
                        .anyMatch(a -> a.annotationType().getName().equals(NULL_MARKED));
        lines.add("package " + pkg + (nullMarked ? " @NullMarked" : ""));
        types.stream()
                .filter(ApiDump::visible)
                .sorted(Comparator.comparing(Class::getName))
                .forEach(this::addType);
        lines.add("");
    }

    /** A type is API when it and every class around it are public or protected. */
    private static boolean visible(Class<?> type) {
        for (Class<?> c = type; c != null; c = c.getDeclaringClass()) {
            if ((c.getModifiers() & VISIBLE) == 0 || c.isSynthetic() || c.isAnonymousClass() || c.isLocalClass()) {
                return false;
            }
        }
        return true;
    }

    /** Fields, then constructors, then methods, each sorted: the order a reader of a class expects. */
    private void addType(Class<?> type) {
        lines.add(Signatures.typeHeader(type) + " {");
        Constructor<?> canonical = canonicalConstructor(type);
        member(Arrays.stream(type.getDeclaredFields())
                .filter(f -> shown(f.getModifiers(), f.isSynthetic()))
                .map(Signatures::field));
        member(Arrays.stream(type.getDeclaredConstructors())
                .filter(c -> shown(c.getModifiers(), c.isSynthetic()))
                .map(c -> Signatures.executable(c) + (c.equals(canonical) ? notCovered(type) : "")));
        member(Arrays.stream(type.getDeclaredMethods())
                .filter(m -> shown(m.getModifiers(), m.isSynthetic() || m.isBridge()))
                .map(Signatures::executable));
        lines.add("}");
    }

    private void member(Stream<String> signatures) {
        signatures
                .sorted(Comparator.comparing(ApiDump::memberName).thenComparing(s -> s))
                .forEach(s -> lines.add("  " + s));
    }

    /** The name a reader looks for: the word before the parameters, or a field's last word. */
    private static String memberName(String signature) {
        int paren = signature.indexOf('(');
        String head = paren < 0 ? signature : signature.substring(0, paren);
        return head.substring(head.lastIndexOf(' ') + 1);
    }

    private static boolean shown(int modifiers, boolean synthetic) {
        return (modifiers & VISIBLE) != 0 && !synthetic;
    }

    private static Constructor<?> canonicalConstructor(Class<?> type) {
        if (!type.isRecord()) {
            return null;
        }
        Class<?>[] components = Arrays.stream(type.getRecordComponents())
                .map(RecordComponent::getType)
                .toArray(Class<?>[]::new);
        try {
            return type.getDeclaredConstructor(components);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("a record without its canonical constructor: " + type, e);
        }
    }

    /**
     * A record with a builder is built through it: its canonical constructor changes whenever a component is
     * added, so the compatibility promise does not cover it, and the dump says so where the reviewer reads it.
     */
    private static String notCovered(Class<?> type) {
        boolean hasBuilder = Arrays.stream(type.getDeclaredMethods())
                .anyMatch(m -> m.getName().equals("builder")
                        && m.getParameterCount() == 0
                        && Modifier.isStatic(m.getModifiers())
                        && Modifier.isPublic(m.getModifiers()));
        return hasBuilder ? "  // not covered by the compatibility promise: use builder()" : "";
    }
}
