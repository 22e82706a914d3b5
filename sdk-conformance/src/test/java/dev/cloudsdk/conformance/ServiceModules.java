package dev.cloudsdk.conformance;

import dev.cloudsdk.core.OperationName;
import dev.cloudsdk.core.runtime.Endpoint;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the service modules declare, found by reflection: every class compiled from their {@code src/main/java}
 * is loaded, and its static {@link Endpoint} and {@link OperationName} fields are read. A service module is a
 * module of the root POM whose parent is {@code sdk-services-parent}. Tests run on the class path, so the
 * package-private {@code *Api} fields can be made accessible.
 */
final class ServiceModules {
    private static final Pattern MODULE = Pattern.compile("<module>([^<]+)</module>");

    /** A static {@code Endpoint} field and where it is declared. */
    record Declaration(Path module, Path source, Class<?> owner, String field, Endpoint<?, ?> endpoint) {
        /** @return how facades refer to it, such as {@code DatabaseApi.RESTART_DATABASE_INSTANCE} */
        String reference() {
            return owner.getSimpleName() + "." + field;
        }
    }

    /** A static {@code OperationName} field and where it is declared. */
    record Name(Path module, Class<?> owner, String field, OperationName name) {
        /** @return how users refer to it, such as {@code DatabaseOperations.RESTART_DATABASE_INSTANCE} */
        String reference() {
            return owner.getSimpleName() + "." + field;
        }
    }

    final List<Path> modules = new ArrayList<>();
    final List<Declaration> declarations = new ArrayList<>();
    final List<Name> names = new ArrayList<>();
    /** Every top-level type compiled from the modules' main sources. */
    final List<Class<?>> types = new ArrayList<>();

    static ServiceModules scan(Path root) throws IOException, ReflectiveOperationException {
        ServiceModules found = new ServiceModules();
        Matcher m = MODULE.matcher(Files.readString(root.resolve("pom.xml")));
        while (m.find()) {
            Path module = root.resolve(m.group(1).trim());
            Path pom = module.resolve("pom.xml");
            if (Files.isRegularFile(pom) && Files.readString(pom).contains("<artifactId>sdk-services-parent<")) {
                found.modules.add(module);
                found.read(module);
            }
        }
        return found;
    }

    private void read(Path module) throws ReflectiveOperationException {
        Path sources = module.resolve("src/main/java");
        for (Path file : JavaSource.filesUnder(sources)) {
            String name = JavaSource.className(file);
            if (name.equals("module-info") || name.equals("package-info")) {
                continue;
            }
            String pkg = sources.relativize(file.getParent())
                    .toString()
                    .replace(file.getFileSystem().getSeparator(), ".");
            Class<?> type = Class.forName(pkg + "." + name, false, ServiceModules.class.getClassLoader());
            types.add(type);
            readFields(module, file, type);
        }
    }

    private void readFields(Path module, Path source, Class<?> type) throws IllegalAccessException {
        for (Field f : type.getDeclaredFields()) {
            if (!Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            if (Endpoint.class.isAssignableFrom(f.getType())) {
                f.setAccessible(true);
                declarations.add(new Declaration(module, source, type, f.getName(), (Endpoint<?, ?>) f.get(null)));
            } else if (OperationName.class.equals(f.getType())) {
                f.setAccessible(true);
                names.add(new Name(module, type, f.getName(), (OperationName) f.get(null)));
            }
        }
        for (Class<?> nested : type.getDeclaredClasses()) {
            readFields(module, source, nested);
        }
    }
}
