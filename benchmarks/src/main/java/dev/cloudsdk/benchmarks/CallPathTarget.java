package dev.cloudsdk.benchmarks;

import java.util.concurrent.TimeUnit;

/**
 * The program {@link CallPath} traces: one DNS {@code listPage} against the loopback server, blocking or async,
 * after three untraced calls (class loading, the pooled connection). Only the call between {@link #begin()} and
 * {@link #end()} is recorded.
 */
public final class CallPathTarget {
    private CallPathTarget() {}

    /**
     * @param args {@code blocking} (the default) or {@code async}
     * @throws Exception when the server cannot start or the call fails
     */
    public static void main(String[] args) throws Exception {
        boolean async = args.length > 0 && args[0].equals("async");
        try (Fixture f = Fixture.start(0)) {
            for (int i = 0; i < 3; i++) {
                call(f, async);
            }
            begin();
            call(f, async);
            end();
        }
    }

    private static void call(Fixture f, boolean async) throws Exception {
        if (async) {
            f.dns.async().recordsets().listPage(Payloads.ZONE_ID, f.listPage).get(10, TimeUnit.SECONDS);
        } else {
            f.dns.recordsets().listPage(Payloads.ZONE_ID, f.listPage);
        }
    }

    /** The tracer starts recording when this is entered. */
    static void begin() {
        // A marker: its entry is the event.
    }

    /** The tracer stops recording when this is entered. */
    static void end() {
        // A marker: its entry is the event.
    }
}
