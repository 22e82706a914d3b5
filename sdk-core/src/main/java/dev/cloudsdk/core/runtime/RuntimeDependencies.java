package dev.cloudsdk.core.runtime;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Refuses to start the SDK on a class path where it would fail later with a {@code NoSuchMethodError}, or run on
 * an OkHttp it was never tested on: two OkHttp jars (an application's other libraries bring
 * {@code com.squareup.okhttp3:okhttp} 4.x beside the SDK's {@code okhttp-jvm} 5.x, and the JVM takes each class from
 * whichever jar comes first), an OkHttp or Jackson older than the oldest the test suites pass on, or one missing.
 * Two copies of one OkHttp version (an application server's shared and web-app libraries) are the same classes,
 * and pass.
 *
 * <p>It reads versions, it does not scan: the {@code VERSION} fields of {@code okhttp3.OkHttp} and of the three
 * Jackson jars' {@code PackageVersion}, read reflectively ({@code OkHttp.VERSION} is a compile-time constant in
 * OkHttp 4, which a direct reference would inline), and the jars that hold {@code okhttp3/OkHttp.class}, one
 * resource lookup. Only when two jars hold it is each one opened on its own, to read its version.
 *
 * <p>{@code ClientConfigBuilder.build()} and {@code CloudEmulator.Builder.start()} call {@link #check()} before
 * they touch OkHttp. The verdict is made once per class loader, on the first call; every later call reads it.
 */
public final class RuntimeDependencies {
    static final String OKHTTP_CLASS = "okhttp3/OkHttp.class";
    static final String NOT_FOUND = "not found";

    private RuntimeDependencies() {}

    /**
     * Fails when the OkHttp or Jackson on the class path is not one the SDK works with.
     *
     * @throws IllegalStateException with a message of several lines: what is wrong, the versions found, the
     *         versions supported, and the one-line fix (import {@code dev.cloudsdk:sdk-bom})
     */
    public static void check() {
        String problem = Verdict.PROBLEM;
        if (problem != null) {
            throw new IllegalStateException(problem);
        }
    }

    /** @return the SDK's version as the build wrote it, or {@code unknown} (a build that did not filter it) */
    public static String sdkVersion() {
        String v = Expected.LOADED.sdk();
        return v == null || v.startsWith("$") ? "unknown" : v;
    }

    /**
     * The SDK's {@code User-Agent}: {@code cloudsdk-java/<version> java/<runtime version>}, with the user's suffix
     * when set. The version comes from the properties the class-path check has already read in {@code build()}: no
     * second resource to open before the first call.
     *
     * @param suffix the user's suffix, or {@code null}
     * @return the {@code User-Agent} value
     */
    public static String userAgent(@Nullable String suffix) {
        // Runtime.version() as text, read from the property it is parsed from (its toString is a stream).
        String property = System.getProperty("java.runtime.version");
        String runtime = property != null && !property.isEmpty()
                ? property
                : Runtime.version().toString();
        StringBuilder b = new StringBuilder("cloudsdk-java/")
                .append(sdkVersion())
                .append(" java/")
                .append(runtime);
        return suffix == null ? b.toString() : b.append(' ').append(suffix).toString();
    }

    /** The verdict on the class path of the loader that loaded the SDK; made on first use, then kept. */
    private static final class Verdict {
        static final String PROBLEM = problem(scan(RuntimeDependencies.class.getClassLoader()), Expected.LOADED);
    }

    /** The SDK's version and the OkHttp and Jackson versions it was built with and supports, from the build. */
    record Expected(
            String sdk, String okhttpTested, String okhttpMinimum, String jacksonTested, String jacksonMinimum) {
        static final Expected LOADED = read();

        private static Expected read() {
            try (InputStream in = RuntimeDependencies.class.getResourceAsStream("runtime-dependencies.properties")) {
                if (in == null) {
                    throw new IllegalStateException("runtime-dependencies.properties is missing from sdk-core");
                }
                Properties p = new Properties();
                p.load(in);
                return new Expected(
                        p.getProperty("sdk.version"),
                        p.getProperty("okhttp.tested"),
                        p.getProperty("okhttp.minimum"),
                        p.getProperty("jackson.tested"),
                        p.getProperty("jackson.minimum"));
            } catch (IOException e) {
                // Not UncheckedIOException: verifying this code would load that class on every first build.
                throw new IllegalStateException("runtime-dependencies.properties cannot be read from sdk-core", e);
            }
        }
    }

    /** One jar (or directory) holding {@code okhttp3.OkHttp}, in class path order. */
    record OkHttpJar(String version, String location) {}

    /** The versions found; {@value #NOT_FOUND} where a jar is missing. */
    record Found(List<OkHttpJar> okhttp, String jacksonCore, String jacksonDatabind, String jacksonJsr310) {}

    static Found scan(ClassLoader loader) {
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
        for (String url : urls) {
            // The usual case, one jar: read the class the SDK really runs on, with no class loader of its own.
            jars.add(new OkHttpJar(
                    urls.size() == 1 ? version(loader, "okhttp3.OkHttp") : AloneIn.jar(url), location(url)));
        }
        return new Found(
                jars,
                version(loader, "com.fasterxml.jackson.core.json.PackageVersion"),
                version(loader, "com.fasterxml.jackson.databind.cfg.PackageVersion"),
                version(loader, "com.fasterxml.jackson.datatype.jsr310.PackageVersion"));
    }

    /** A class of its own, so that the usual class path (one OkHttp) loads no {@code URLClassLoader}. */
    private static final class AloneIn {
        /** @return the version of {@code okhttp3.OkHttp} loaded from that one jar alone */
        static String jar(String url) {
            try (URLClassLoader alone = new URLClassLoader(
                    new URL[] {
                        URI.create(url.substring(0, url.length() - OKHTTP_CLASS.length()))
                                .toURL()
                    },
                    ClassLoader.getPlatformClassLoader())) {
                return version(alone, "okhttp3.OkHttp");
            } catch (IOException | RuntimeException e) {
                return "unknown";
            }
        }
    }

    /** @return {@code String.valueOf} the public static {@code VERSION} field of that class */
    private static String version(ClassLoader loader, String className) {
        try {
            return String.valueOf(
                    Class.forName(className, true, loader).getField("VERSION").get(null));
        } catch (ClassNotFoundException | NoClassDefFoundError e) {
            return NOT_FOUND;
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            return "unknown";
        }
    }

    /** @return the jar's file name, such as {@code okhttp-4.12.0.jar}, or the directory */
    static String location(String url) {
        int bang = url.lastIndexOf("!/");
        return bang >= 0
                ? url.substring(url.lastIndexOf('/', bang) + 1, bang)
                : url.substring(0, url.length() - OKHTTP_CLASS.length() - 1);
    }

    /** @return what is wrong with {@code found}, as the exception message, or null when nothing is */
    static String problem(Found found, Expected expected) {
        List<String> faults = new ArrayList<>();
        List<OkHttpJar> jars = found.okhttp();
        // A loop, not a stream: this runs before the first call, and a lambda is a class spun at run time.
        boolean mixed = false;
        for (OkHttpJar jar : jars) {
            mixed |= !jar.version().equals(jars.get(0).version());
            if (isOlder(jar.version(), expected.okhttpMinimum())) {
                faults.add("OkHttp " + jar.version() + " (" + jar.location() + ") is older than OkHttp "
                        + expected.okhttpMinimum());
            }
        }
        if (jars.isEmpty()) {
            faults.add("OkHttp (com.squareup.okhttp3:okhttp-jvm) is not on the class path");
        } else if (mixed) {
            faults.add(
                    0,
                    jars.size() + " OkHttp jars are on the class path, and the JVM loads each class from the"
                            + " first jar that has it, so the SDK would run on a mix of them: " + describe(jars));
        }
        int okhttpFaults = faults.size();
        jacksonFault(faults, "jackson-core", found.jacksonCore(), expected.jacksonMinimum());
        jacksonFault(faults, "jackson-databind", found.jacksonDatabind(), expected.jacksonMinimum());
        jacksonFault(faults, "jackson-datatype-jsr310", found.jacksonJsr310(), expected.jacksonMinimum());
        if (faults.isEmpty()) {
            return null;
        }
        String sdk = expected.sdk();
        String m = "cloudsdk " + sdk + " cannot run with the OkHttp and Jackson on this class path:\n  - "
                + String.join("\n  - ", faults) + "\nFound: " + describe(found) + ".\nSupported: exactly one OkHttp "
                + expected.okhttpMinimum() + " or newer (built with " + expected.okhttpTested() + "), Jackson "
                + expected.jacksonMinimum() + " or newer (built with " + expected.jacksonTested() + ").";
        if (okhttpFaults > 0) {
            m += "\nFix: import the BOM dev.cloudsdk:sdk-bom:" + sdk + " (Maven: in <dependencyManagement>, with"
                    + " <type>pom</type> and <scope>import</scope>; Gradle: implementation(platform(\"dev.cloudsdk:"
                    + "sdk-bom:" + sdk + "\"))). It sets every com.squareup.okhttp3 artifact to "
                    + expected.okhttpTested() + ", so one OkHttp remains.";
        }
        if (faults.size() > okhttpFaults) {
            m += "\nFix: use Jackson " + expected.jacksonMinimum() + " or newer for all Jackson modules, for example"
                    + " import com.fasterxml.jackson:jackson-bom:" + expected.jacksonTested() + ".";
        }
        return m;
    }

    private static void jacksonFault(List<String> faults, String jar, String version, String minimum) {
        if (NOT_FOUND.equals(version)) {
            faults.add(jar + " is not on the class path");
        } else if (isOlder(version, minimum)) {
            faults.add(jar + " " + version + " is older than Jackson " + minimum);
        }
    }

    /** A version that cannot be read is not called older: the check must never stop a working application. */
    private static boolean isOlder(String version, String minimum) {
        return readable(version) && !atLeast(version, minimum);
    }

    /**
     * @return whether {@code version} is {@code N.N} or {@code N.N.N}, maybe followed by {@code -...} or
     *     {@code +...}
     */
    static boolean readable(String version) {
        return numbers(version) != null;
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

    /**
     * Read by hand, not with a regular expression: this runs in the first {@code build()}, before the first call.
     *
     * @return the version's three numbers (the third 0 when absent), or null when it is not readable
     */
    private static int[] numbers(String version) {
        int[] n = new int[3];
        int part = 0;
        int digits = 0;
        // Up to a pre-release or build suffix ("-alpha.14", "+build.7"), which is not read.
        for (int i = 0; i < version.length() && version.charAt(i) != '-' && version.charAt(i) != '+'; i++) {
            char c = version.charAt(i);
            if (c >= '0' && c <= '9' && digits < 9) {
                n[part] = n[part] * 10 + c - '0';
                digits++;
            } else if (c == '.' && digits > 0 && part < 2) {
                part++;
                digits = 0;
            } else {
                return null;
            }
        }
        return digits > 0 && part > 0 ? n : null;
    }

    private static String describe(Found found) {
        String okhttp = found.okhttp().isEmpty() ? "no OkHttp" : describe(found.okhttp());
        String core = found.jacksonCore();
        String jackson = core.equals(found.jacksonDatabind()) && core.equals(found.jacksonJsr310())
                ? "Jackson " + core
                : "Jackson: jackson-core " + core + ", jackson-databind " + found.jacksonDatabind()
                        + ", jackson-datatype-jsr310 " + found.jacksonJsr310();
        return okhttp + "; " + jackson;
    }

    private static String describe(List<OkHttpJar> jars) {
        return jars.stream()
                .map(j -> "OkHttp " + j.version() + " (" + j.location() + ")")
                .collect(Collectors.joining(", "));
    }
}
