package dev.cloudsdk.opentelemetry;

import dev.cloudsdk.core.AsyncSettings;
import dev.cloudsdk.core.ContextPropagator;
import io.opentelemetry.context.Context;

/**
 * Carries the caller's OpenTelemetry {@link Context} (its span, its baggage) into the SDK's callbacks for an async
 * call and into the pages a list walk fetches ahead, so that what the application chains on the returned future, and
 * what it logs there, is in the caller's trace:
 *
 * <pre>{@code
 * ClientConfig config = ClientConfig.builder().fromEnv()
 *         .asyncSettings(AsyncSettings.UNSET.withContext(
 *                 ContextPropagator.all(ContextPropagator.mdc(), OpenTelemetryContext.propagator())))
 *         .build();
 * }</pre>
 *
 * <p>The context current on the caller's thread is captured when the call is made (or the walk starts) and made
 * current around each step on another thread, the completion included; closing the step's scope puts back the
 * thread's own. {@link AsyncSettings} says which steps. This is apart from {@link CloudSdkTelemetry}, whose spans
 * take the caller's context as their parent whether or not it is carried further.
 */
public final class OpenTelemetryContext {
    private static final ContextPropagator PROPAGATOR = new ContextPropagator() {
        @Override
        public Captured capture() {
            Context context = Context.current();
            // makeCurrent() runs when attached; its scope's close() puts back the thread's own context.
            return () -> context.makeCurrent()::close;
        }

        @Override
        public String toString() {
            return "OpenTelemetryContext.propagator()";
        }
    };

    private OpenTelemetryContext() {}

    /** @return the propagator of the OpenTelemetry context, for {@link AsyncSettings#withContext} */
    public static ContextPropagator propagator() {
        return PROPAGATOR;
    }
}
