package dev.cloudsdk.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.slf4j.MDC;

/**
 * {@link ContextPropagator#mdc()}: the caller's MDC map, copied on capture, set on attach, and the thread's own
 * map put back on close. And {@link All}, which {@link ContextPropagator#all} makes.
 */
final class MdcPropagator implements ContextPropagator {
    static final MdcPropagator INSTANCE = new MdcPropagator();

    private MdcPropagator() {}

    @Override
    public Captured capture() {
        Map<String, String> map = MDC.getCopyOfContextMap();
        return () -> {
            Map<String, String> before = MDC.getCopyOfContextMap();
            set(map);
            return () -> set(before);
        };
    }

    private static void set(@Nullable Map<String, String> map) {
        if (map == null || map.isEmpty()) {
            MDC.clear();
        } else {
            MDC.setContextMap(map);
        }
    }

    @Override
    public String toString() {
        return "ContextPropagator.mdc()";
    }

    /** Several propagators as one: captured and attached in order, their scopes closed in the reverse order. */
    record All(List<ContextPropagator> each) implements ContextPropagator {
        @Override
        public Captured capture() {
            List<Captured> captured = new ArrayList<>(each.size());
            for (ContextPropagator p : each) {
                captured.add(p.capture());
            }
            return () -> {
                Scope[] scopes = new Scope[captured.size()];
                for (int i = 0; i < scopes.length; i++) {
                    scopes[i] = captured.get(i).attach();
                }
                return () -> {
                    for (int i = scopes.length - 1; i >= 0; i--) {
                        scopes[i].close();
                    }
                };
            };
        }

        @Override
        public String toString() {
            return "ContextPropagator.all" + each;
        }
    }
}
