package dev.cloudsdk.core.internal;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** {@code cloudsdk-java/<version> java/<runtime version>}, with the user's suffix when set. */
final class UserAgent {
    /** The SDK version, written into a resource by the build. */
    static final String VERSION = readVersion();

    private UserAgent() {
    }

    static String of(String suffix) {
        String base = "cloudsdk-java/" + VERSION + " java/" + Runtime.version();
        return suffix == null ? base : base + ' ' + suffix;
    }

    private static String readVersion() {
        try (InputStream in = UserAgent.class.getResourceAsStream("/dev/cloudsdk/core/cloudsdk-version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            String v = p.getProperty("version", "unknown");
            return v.startsWith("$") ? "unknown" : v;
        } catch (IOException e) {
            return "unknown";
        }
    }
}
