package dev.cloudsdk.core.runtime;

import java.io.IOException;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What the class path holds: every jar with OkHttp's version class, and the versions of the three Jackson jars
 * the SDK uses. Versions are read reflectively: {@code OkHttp.VERSION} is a compile-time constant in OkHttp 4,
 * so a direct reference would be inlined with the version this SDK was compiled against.
 */
final class DependencyScan {
    static final String OKHTTP_CLASS = "okhttp3/OkHttp.class";
    static final String NOT_FOUND = "not found";

    /** One jar (or directory) holding {@code okhttp3.OkHttp}, in class path order. */
    record OkHttpJar(String version, String location) {
    }

    /** The versions found; {@value #NOT_FOUND} where a jar is missing. */
    record Found(List<OkHttpJar> okhttp, String jacksonCore, String jacksonDatabind, String jacksonJsr310) {
        Found {
            okhttp = List.copyOf(okhttp);
        }
    }

    private DependencyScan() {
    }

    static Found scan(ClassLoader loader) {
        return new Found(okHttpJars(loader),
                jacksonVersion(loader, "com.fasterxml.jackson.core.json.PackageVersion"),
                jacksonVersion(loader, "com.fasterxml.jackson.databind.cfg.PackageVersion"),
                jacksonVersion(loader, "com.fasterxml.jackson.datatype.jsr310.PackageVersion"));
    }

    private static List<OkHttpJar> okHttpJars(ClassLoader loader) {
        Set<String> urls = new LinkedHashSet<>();
        try {
            // A class path that names the same jar twice lists it twice: that is still one OkHttp. A loop, not a
            // lambda: this runs before the first call, and a lambda is a class spun at run time.
            for (Enumeration<URL> found = loader.getResources(OKHTTP_CLASS); found.hasMoreElements(); ) {
                urls.add(found.nextElement().toExternalForm());
            }
        } catch (IOException e) {
            urls.clear();
        }
        List<OkHttpJar> jars = new ArrayList<>();
        if (urls.size() == 1) {
            // The usual case: read the class the SDK really runs on, with no class loader of its own.
            String url = urls.iterator().next();
            jars.add(new OkHttpJar(staticField(loader, "okhttp3.OkHttp"), location(url)));
            return jars;
        }
        for (String url : urls) {
            jars.add(new OkHttpJar(EachJar.okHttpVersionIn(url), location(url)));
        }
        return jars;
    }

    /**
     * Reads each jar of a conflict on its own. A class of its own, so that the usual class path (one OkHttp) loads
     * no {@code URLClassLoader} to verify this code.
     */
    private static final class EachJar {
        /** Loads {@code okhttp3.OkHttp} from that one jar alone, so each jar reports its own version. */
        static String okHttpVersionIn(String text) {
            try (URLClassLoader alone = new URLClassLoader(
                    new URL[] {URI.create(text.substring(0, text.length() - OKHTTP_CLASS.length())).toURL()},
                    ClassLoader.getPlatformClassLoader())) {
                return staticField(alone, "okhttp3.OkHttp");
            } catch (IOException | RuntimeException e) {
                return "unknown";
            }
        }
    }

    private static String jacksonVersion(ClassLoader loader, String packageVersionClass) {
        return staticField(loader, packageVersionClass);
    }

    /** @return {@code String.valueOf} the public static {@code VERSION} field of that class */
    private static String staticField(ClassLoader loader, String className) {
        try {
            return String.valueOf(Class.forName(className, true, loader).getField("VERSION").get(null));
        } catch (ClassNotFoundException | NoClassDefFoundError e) {
            return NOT_FOUND;
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return "unknown";
        }
    }

    /** @return the jar's file name, such as {@code okhttp-4.12.0.jar}, or the directory */
    static String location(String text) {
        int bang = text.lastIndexOf("!/");
        String root = bang >= 0 ? text.substring(0, bang) : text.substring(0, text.length() - OKHTTP_CLASS.length());
        String trimmed = root.endsWith("/") ? root.substring(0, root.length() - 1) : root;
        return bang >= 0 ? trimmed.substring(trimmed.lastIndexOf('/') + 1) : trimmed;
    }

    /**
     * Compares release versions by their first three numbers; a pre-release ({@code 5.0.0-alpha.14}) is older
     * than its release.
     *
     * @return whether {@code version} is {@code minimum} or newer; false when it cannot be read
     */
    static boolean atLeast(String version, String minimum) {
        int[] v = numbers(version);
        int[] m = numbers(minimum);
        if (v == null || m == null) {
            return false;
        }
        for (int i = 0; i < 3; i++) {
            if (v[i] != m[i]) {
                return v[i] > m[i];
            }
        }
        return version.indexOf('-') < 0 || minimum.indexOf('-') >= 0;
    }

    private static int[] numbers(String version) {
        String[] parts = version.split("[-+]", 2)[0].split("\\.");
        if (parts.length < 2 || parts.length > 3) {
            return null;
        }
        int[] n = new int[3];
        try {
            for (int i = 0; i < parts.length; i++) {
                n[i] = Integer.parseInt(parts[i]);
            }
        } catch (NumberFormatException e) {
            return null;
        }
        return n;
    }
}
