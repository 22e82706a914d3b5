package dev.cloudsdk.core.runtime;

import dev.cloudsdk.core.runtime.DependencyScan.Found;
import dev.cloudsdk.core.runtime.DependencyScan.OkHttpJar;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Collectors;

/**
 * Refuses to start the SDK on a class path where it would fail later with a {@code NoSuchMethodError}, or run on
 * an OkHttp it was never tested on: two OkHttp jars (an application's other libraries bring
 * {@code com.squareup.okhttp3:okhttp} 4.x beside the SDK's {@code okhttp-jvm} 5.x, and the JVM takes each class from
 * whichever jar comes first), an OkHttp or Jackson older than the oldest the test suites pass on, or one missing.
 * Two copies of one OkHttp version (an application server's shared and web-app libraries) are the same classes,
 * and pass.
 *
 * <p>{@code ClientConfigBuilder.build()} and {@code CloudEmulator.Builder.start()} call {@link #check()} before
 * they touch OkHttp. The class path is inspected once per class loader, on the first call; every later call reads
 * the remembered verdict.
 */
public final class RuntimeDependencies {
    private RuntimeDependencies() {
    }

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

    /** @return the oldest OkHttp the SDK supports: the one the compat-oldest build runs every suite on */
    public static String minimumOkHttp() {
        return Expected.LOADED.okhttpMinimum();
    }

    /** @return the oldest Jackson the SDK supports: the one the compat-oldest build runs every suite on */
    public static String minimumJackson() {
        return Expected.LOADED.jacksonMinimum();
    }

    /** The verdict on the class path of the loader that loaded the SDK; computed on first use, then kept. */
    private static final class Verdict {
        static final String PROBLEM = problem(DependencyScan.scan(RuntimeDependencies.class.getClassLoader()),
                Expected.LOADED);
    }

    /** The SDK's version and the OkHttp and Jackson versions it was built with and supports, from the build. */
    record Expected(String sdk, String okhttpTested, String okhttpMinimum, String jacksonTested,
            String jacksonMinimum) {
        static final Expected LOADED = read();

        private static Expected read() {
            try (InputStream in = RuntimeDependencies.class.getResourceAsStream("runtime-dependencies.properties")) {
                if (in == null) {
                    throw new IllegalStateException("runtime-dependencies.properties is missing from sdk-core");
                }
                Properties p = new Properties();
                p.load(in);
                return new Expected(p.getProperty("sdk.version"), p.getProperty("okhttp.tested"),
                        p.getProperty("okhttp.minimum"), p.getProperty("jackson.tested"),
                        p.getProperty("jackson.minimum"));
            } catch (IOException e) {
                // Not UncheckedIOException: verifying this code would load that class on every first build.
                throw new IllegalStateException("runtime-dependencies.properties cannot be read from sdk-core", e);
            }
        }
    }

    /** @return what is wrong with {@code found}, as the exception message, or null when nothing is */
    static String problem(Found found, Expected expected) {
        List<String> okhttp = okHttpFaults(found.okhttp(), expected.okhttpMinimum());
        List<String> jackson = new ArrayList<>();
        jacksonFault(jackson, "jackson-core", found.jacksonCore(), expected.jacksonMinimum());
        jacksonFault(jackson, "jackson-databind", found.jacksonDatabind(), expected.jacksonMinimum());
        jacksonFault(jackson, "jackson-datatype-jsr310", found.jacksonJsr310(), expected.jacksonMinimum());
        if (okhttp.isEmpty() && jackson.isEmpty()) {
            return null;
        }
        StringBuilder m = new StringBuilder("cloudsdk ").append(expected.sdk())
                .append(" cannot run with the OkHttp and Jackson on this class path:\n");
        okhttp.forEach(fault -> m.append("  - ").append(fault).append('\n'));
        jackson.forEach(fault -> m.append("  - ").append(fault).append('\n'));
        m.append("Found: ").append(describe(found)).append(".\n");
        m.append("Supported: exactly one OkHttp ").append(expected.okhttpMinimum()).append(" or newer (built with ")
                .append(expected.okhttpTested()).append("), Jackson ").append(expected.jacksonMinimum())
                .append(" or newer (built with ").append(expected.jacksonTested()).append(").");
        return m.append(fixes(expected, !okhttp.isEmpty(), !jackson.isEmpty())).toString();
    }

    private static String fixes(Expected expected, boolean okhttp, boolean jackson) {
        StringBuilder m = new StringBuilder();
        if (okhttp) {
            m.append("\nFix: import the BOM dev.cloudsdk:sdk-bom:").append(expected.sdk())
                    .append(" (Maven: in <dependencyManagement>, with <type>pom</type> and <scope>import</scope>;")
                    .append(" Gradle: implementation(platform(\"dev.cloudsdk:sdk-bom:").append(expected.sdk())
                    .append("\"))). It sets every com.squareup.okhttp3 artifact to ").append(expected.okhttpTested())
                    .append(", so one OkHttp remains.");
        }
        if (jackson) {
            m.append("\nFix: use Jackson ").append(expected.jacksonMinimum())
                    .append(" or newer for all Jackson modules, for example import com.fasterxml.jackson:jackson-bom:")
                    .append(expected.jacksonTested()).append('.');
        }
        return m.toString();
    }

    private static List<String> okHttpFaults(List<OkHttpJar> jars, String minimum) {
        List<String> faults = new ArrayList<>();
        if (jars.isEmpty()) {
            faults.add("OkHttp (com.squareup.okhttp3:okhttp-jvm) is not on the class path");
        }
        if (jars.size() > 1 && !sameVersion(jars)) {
            faults.add(jars.size() + " OkHttp jars are on the class path, and the JVM loads each class from the first"
                    + " jar that has it, so the SDK would run on a mix of them: " + describe(jars));
        }
        for (OkHttpJar jar : jars) {
            if (isOlder(jar.version(), minimum)) {
                faults.add("OkHttp " + jar.version() + " (" + jar.location() + ") is older than OkHttp " + minimum);
            }
        }
        return faults;
    }

    private static boolean sameVersion(List<OkHttpJar> jars) {
        for (OkHttpJar jar : jars) {
            if (!jar.version().equals(jars.get(0).version())) {
                return false;
            }
        }
        return true;
    }

    private static void jacksonFault(List<String> faults, String jar, String version, String minimum) {
        if (DependencyScan.NOT_FOUND.equals(version)) {
            faults.add(jar + " is not on the class path");
        } else if (isOlder(version, minimum)) {
            faults.add(jar + " " + version + " is older than Jackson " + minimum);
        }
    }

    /**
     * A version that cannot be read is not called older: the check must never stop a working application. Written
     * without a regular expression: this runs in every {@code build()} of the first config, before the first call.
     */
    private static boolean isOlder(String version, String minimum) {
        return readable(version) && !DependencyScan.atLeast(version, minimum);
    }

    /**
     * @return whether {@code version} is {@code N.N} or {@code N.N.N}, maybe followed by {@code -...} or
     *     {@code +...}
     */
    static boolean readable(String version) {
        int end = version.length();
        for (int i = 0; i < version.length(); i++) {
            char c = version.charAt(i);
            if (c == '-' || c == '+') {
                end = i;
                break;
            }
        }
        int numbers = 0;
        int digits = 0;
        for (int i = 0; i < end; i++) {
            char c = version.charAt(i);
            if (c >= '0' && c <= '9') {
                digits++;
            } else if (c == '.' && digits > 0) {
                numbers++;
                digits = 0;
            } else {
                return false;
            }
        }
        if (digits == 0) {
            return false;
        }
        numbers++;
        return numbers == 2 || numbers == 3;
    }

    /** @return the SDK's version as the build wrote it, or {@code unknown} (a build that did not filter it) */
    public static String sdkVersion() {
        String v = Expected.LOADED.sdk();
        return v == null || v.startsWith("$") ? "unknown" : v;
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
        return jars.stream().map(j -> "OkHttp " + j.version() + " (" + j.location() + ")")
                .collect(Collectors.joining(", "));
    }
}
