package dev.cloudsdk.core;

import java.util.Objects;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The name of one API operation, such as {@code RestartDatabaseInstance}: what logs, exception messages and
 * {@link RetryPolicy.Builder#retryAsIdempotent(OperationName...)} call it. Each service module publishes one
 * constant per operation ({@code DatabaseOperations.RESTART_DATABASE_INSTANCE}), and they are the only names there
 * are: an application cannot make one of its own, so a misspelt name does not compile, and no name can stand for
 * an operation that does not exist. A {@link CallListener} reads the name of each call it sees. Immutable; equal
 * by name.
 */
public final class OperationName {
    private static final Pattern UPPER_CAMEL = Pattern.compile("[A-Z][A-Za-z0-9]*");

    private final String value;

    private OperationName(String value) {
        this.value = value;
    }

    /**
     * For the service modules' declarations, through core's internals; applications use the published constants.
     *
     * @param value the name in UpperCamelCase, such as {@code CreatePool}
     * @return the name
     * @throws IllegalArgumentException when not UpperCamelCase letters and digits
     * @throws NullPointerException when null
     */
    static OperationName of(String value) {
        Objects.requireNonNull(value, "value == null");
        if (!UPPER_CAMEL.matcher(value).matches()) {
            throw new IllegalArgumentException("an operation name is UpperCamelCase letters and digits, was: " + value);
        }
        return new OperationName(value);
    }

    /** @return the name, such as {@code CreatePool} */
    public String value() {
        return value;
    }

    @Override
    public boolean equals(@Nullable Object o) {
        return o instanceof OperationName && ((OperationName) o).value.equals(value);
    }

    @Override
    public int hashCode() {
        return value.hashCode();
    }

    @Override
    public String toString() {
        return value;
    }
}
