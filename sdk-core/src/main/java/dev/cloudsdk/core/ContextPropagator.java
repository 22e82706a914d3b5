package dev.cloudsdk.core;

import java.util.List;

/**
 * Carries a piece of the caller's thread context (MDC, a tracing context) to the threads that run the SDK's
 * callbacks for one async call, when the application asks for it with {@link AsyncSettings#withContext}. The
 * SDK calls {@link #capture()} on the caller's thread when the call is made (for a list walk: when the walk
 * starts), and {@link Captured#attach()} on whichever thread then runs something for that call (OkHttp's dispatcher,
 * the SDK's token and callback threads, the completion executor), closing the returned {@link Scope} when that step
 * is done, so that the thread is left with the context it had before: nothing stays behind for the pool thread's
 * next task.
 *
 * <p>Only what a propagator captures travels: the SDK's threads never inherit the caller's
 * {@code InheritableThreadLocal} values, with or without a propagator. Core provides {@link #mdc()};
 * {@code sdk-opentelemetry} provides one for the OpenTelemetry context ({@code OpenTelemetryContext.propagator()}).
 * An application may write its own (a security context, a tenant), with the same rules: {@code capture()} must be
 * cheap and must not block; {@code attach()} and {@code close()} must not throw.
 */
@FunctionalInterface
public interface ContextPropagator {
    /** Carries nothing: a view sets it to stop what its parent or the config propagates. */
    ContextPropagator NONE = () -> Captured.NONE;

    /**
     * Called on the caller's thread when an async call is made or a list walk starts.
     *
     * @return the context of the current thread, to attach on another thread later
     */
    Captured capture();

    /**
     * The caller's SLF4J MDC map, copied when captured: attached, it replaces the thread's MDC map (an empty one
     * clears it), and closing the scope puts back the map the thread had. It carries what the application's SLF4J
     * binding keeps: Logback and Log4j keep an MDC; slf4j-simple and slf4j-nop keep none, so there is nothing to
     * carry.
     *
     * @return the MDC propagator
     */
    static ContextPropagator mdc() {
        return MdcPropagator.INSTANCE;
    }

    /**
     * @param propagators the propagators to combine, such as {@code mdc()} and OpenTelemetry's
     * @return one that captures and attaches each, in order, and closes their scopes in the reverse order
     * @throws NullPointerException when one is null
     */
    static ContextPropagator all(ContextPropagator... propagators) {
        List<ContextPropagator> each = List.of(propagators);
        return each.size() == 1 ? each.get(0) : new MdcPropagator.All(each);
    }

    /** A context captured on one thread, to attach on others; it may be attached any number of times. */
    @FunctionalInterface
    interface Captured {
        /** The capture of {@link ContextPropagator#NONE}: attaching it changes nothing. */
        Captured NONE = () -> Scope.NONE;

        /**
         * Makes the captured context the current thread's.
         *
         * @return what puts back the thread's own context when closed, on the same thread
         */
        Scope attach();
    }

    /** Puts back the context a thread had before {@link Captured#attach()}. */
    @FunctionalInterface
    interface Scope extends AutoCloseable {
        /** Does nothing. */
        Scope NONE = () -> {};

        /** Puts back the context the thread had; must not throw. */
        @Override
        void close();
    }
}
