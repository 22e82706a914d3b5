package dev.cloudsdk.benchmarks;

import java.net.InetSocketAddress;
import java.net.Proxy;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import okhttp3.Call;
import okhttp3.Connection;
import okhttp3.EventListener;

/** Counts what OkHttp does for both sides; the rounds say whose calls it was. */
final class ContentionCounter extends EventListener {
    final LongAdder connects = new LongAdder();
    final LongAdder acquired = new LongAdder();
    final LongAdder calls = new LongAdder();
    /** Nanoseconds from a connection's acquisition to its release by the same call, summed. */
    final LongAdder heldNanos = new LongAdder();
    /** Connections in use by calls, summed over the acquisitions (seen by each acquiring call). */
    final LongAdder inUseAtAcquire = new LongAdder();

    private final AtomicInteger inUse = new AtomicInteger();
    // A blocking call acquires and releases its connection on its own thread.
    private final ThreadLocal<long[]> acquiredAt = ThreadLocal.withInitial(() -> new long[1]);

    @Override
    public void callStart(Call call) {
        calls.increment();
    }

    @Override
    public void connectStart(Call call, InetSocketAddress address, Proxy proxy) {
        connects.increment();
    }

    @Override
    public void connectionAcquired(Call call, Connection connection) {
        acquired.increment();
        inUseAtAcquire.add(inUse.incrementAndGet());
        acquiredAt.get()[0] = System.nanoTime();
    }

    @Override
    public void connectionReleased(Call call, Connection connection) {
        inUse.decrementAndGet();
        long[] at = acquiredAt.get();
        if (at[0] != 0) {
            heldNanos.add(System.nanoTime() - at[0]);
            at[0] = 0;
        }
    }
}
