package dev.cloudsdk.core.internal;

import dev.cloudsdk.core.CloudSdkException;
import dev.cloudsdk.core.ContextPropagator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The future an async call hands the application when it named an executor ({@code AsyncSettings.withExecutor}):
 * completed on that executor, with the call's captured context attached, once the call's own future (which the
 * SDK's threads complete) is done. The SDK gives the executor this one task per call and nothing else. A refused
 * task completes the future at once, on the SDK's thread, with a {@link CloudSdkException} naming the refusal;
 * {@code cancel} cancels the call itself (and so its HTTP call).
 *
 * @param <X> what the caller gets
 */
@SuppressWarnings("try") // a context scope is only closed, never read
final class CompletionHandoff<X> extends CompletableFuture<X> {
    private final CompletableFuture<X> call;

    private CompletionHandoff(CompletableFuture<X> call) {
        this.call = call;
    }

    /**
     * @param call the call's own future
     * @param executor the application's executor
     * @param context the caller's context, captured when the call was made
     * @param operation the operation's name, for the refusal's message
     * @return the future the application gets
     */
    static <X> CompletableFuture<X> of(CompletableFuture<X> call, Executor executor,
                                       ContextPropagator.Captured context, String operation) {
        CompletionHandoff<X> handed = new CompletionHandoff<>(call);
        call.whenComplete((value, failed) -> {
            try {
                executor.execute(() -> {
                    try (ContextPropagator.Scope scope = context.attach()) {
                        handed.settle(value, failed);
                    }
                });
            } catch (RuntimeException refused) {
                CloudSdkException e = new CloudSdkException(operation + " ended, but the executor named with"
                        + " AsyncSettings.withExecutor refused to complete its future (" + refused.getClass().getName()
                        + "): it is shut down or saturated; " + (failed == null ? "the call succeeded and its"
                        + " result is dropped" : "the call's own failure is suppressed here"), refused);
                if (failed != null) {
                    e.addSuppressed(failed);
                }
                handed.completeExceptionally(e);
            }
        });
        return handed;
    }

    private void settle(X value, Throwable failed) {
        if (failed == null) {
            complete(value);
        } else {
            completeExceptionally(failed);
        }
    }

    @Override
    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = super.cancel(mayInterruptIfRunning);
        if (cancelled) {
            call.cancel(mayInterruptIfRunning);
        }
        return cancelled;
    }
}
