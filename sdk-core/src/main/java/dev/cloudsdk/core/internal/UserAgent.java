package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.runtime.RuntimeDependencies;

/** {@code cloudsdk-java/<version> java/<runtime version>}, with the user's suffix when set. */
public final class UserAgent {
    /**
     * The SDK version, from the properties the class-path check has already read in {@code build()}: no second
     * resource to open before the first call.
     */
    public static final String VERSION = RuntimeDependencies.sdkVersion();

    private UserAgent() {}

    /**
     * @param suffix the user's suffix, or {@code null}
     * @return the {@code User-Agent} value
     */
    public static String of(String suffix) {
        StringBuilder b = new StringBuilder("cloudsdk-java/")
                .append(VERSION)
                .append(" java/")
                .append(runtime());
        return suffix == null ? b.toString() : b.append(' ').append(suffix).toString();
    }

    /** {@code Runtime.version()} as text, read from the property it is parsed from (its toString is a stream). */
    private static String runtime() {
        String v = System.getProperty("java.runtime.version");
        return v != null && !v.isEmpty() ? v : Runtime.version().toString();
    }
}
