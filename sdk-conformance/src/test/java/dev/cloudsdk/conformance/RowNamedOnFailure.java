package dev.cloudsdk.conformance;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.LifecycleMethodExecutionExceptionHandler;
import org.junit.jupiter.api.extension.TestExecutionExceptionHandler;
import org.opentest4j.TestAbortedException;

/**
 * Puts the fault-matrix row (the invocation's display name, such as {@code CreatePool}) in front of a failure's
 * message, in the test and in the checks after it, so a report that names invocations {@code [1]..[6]} (Surefire's)
 * still says which operation failed. A failure that was not an assertion becomes one, with the original as its
 * cause.
 */
final class RowNamedOnFailure implements TestExecutionExceptionHandler, LifecycleMethodExecutionExceptionHandler {
    @Override
    public void handleTestExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        throw named(context, failure);
    }

    @Override
    public void handleAfterEachMethodExecutionException(ExtensionContext context, Throwable failure) throws Throwable {
        throw named(context, failure);
    }

    private static Throwable named(ExtensionContext context, Throwable failure) {
        if (failure instanceof TestAbortedException) {
            return failure;
        }
        String what = failure instanceof AssertionError ? failure.getMessage() : failure.toString();
        AssertionError named = new AssertionError(
                context.getDisplayName() + " x "
                        + context.getRequiredTestMethod().getName() + ": " + what,
                failure);
        named.setStackTrace(failure.getStackTrace());
        return named;
    }
}
