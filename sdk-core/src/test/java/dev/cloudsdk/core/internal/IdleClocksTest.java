package dev.cloudsdk.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.Socket;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import okhttp3.Connection;
import okhttp3.Handshake;
import okhttp3.Protocol;
import okhttp3.Route;
import org.junit.jupiter.api.Test;

/**
 * {@link NetworkInterceptor}'s lock-free idle clock per connection: one slot per connection by identity, the same
 * slot for every thread, and no entry kept for a connection the pool has let go.
 */
class IdleClocksTest {

    /** A connection as the interceptor sees one: only its identity matters here. */
    private static final class FakeConnection implements Connection {
        @Override
        public Route route() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Socket socket() {
            throw new UnsupportedOperationException();
        }

        @Override
        public Handshake handshake() {
            return null;
        }

        @Override
        public Protocol protocol() {
            return Protocol.HTTP_1_1;
        }

        @Override
        public boolean equals(Object o) {
            // Every fake is "equal": the slots must go by identity, not by equals.
            return o instanceof FakeConnection;
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    @Test
    void eachConnectionHasItsOwnSlotByIdentityAndKeepsIt() {
        NetworkInterceptor.IdleClocks slots = new NetworkInterceptor.IdleClocks();
        Connection a = new FakeConnection();
        Connection b = new FakeConnection();

        assertThat(slots.get(a)).as("no slot before the first request").isNull();
        long[] slotA = slots.add(a);
        long[] slotB = slots.add(b);

        assertThat(slotB).as("equal but different connections").isNotSameAs(slotA);
        assertThat(slots.get(a)).isSameAs(slotA);
        assertThat(slots.get(b)).isSameAs(slotB);
        assertThat(slots.add(a)).as("a second add keeps the first slot").isSameAs(slotA);
        slotA[0] = 42;
        assertThat(slots.get(a)[0]).isEqualTo(42);
        assertThat(Internals.slots(slots)).isEqualTo(2);
    }

    @Test
    void aConnectionThatIsGoneLosesItsEntryAtTheNextAdd() throws InterruptedException {
        NetworkInterceptor.IdleClocks slots = new NetworkInterceptor.IdleClocks();
        Connection kept = new FakeConnection();
        slots.add(kept);
        for (int i = 0; i < 100; i++) {
            slots.add(new FakeConnection()); // dropped by the caller at once, as the pool drops a closed connection
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (Internals.slots(slots) > 2 && System.nanoTime() < deadline) {
            System.gc();
            Thread.sleep(20);
            slots.add(new FakeConnection()); // an add is when the entries of collected connections are dropped
        }
        assertThat(Internals.slots(slots))
                .as("entries left: the kept connection and at most the last one added")
                .isLessThanOrEqualTo(2);
        assertThat(slots.get(kept)).as("a live connection keeps its slot").isNotNull();
    }

    @Test
    void threadsRacingOnTheSameConnectionsAllGetTheSameSlot() throws Exception {
        NetworkInterceptor.IdleClocks slots = new NetworkInterceptor.IdleClocks();
        List<Connection> connections = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            connections.add(new FakeConnection());
        }
        int threads = 8;
        CountDownLatch go = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Map<Connection, long[]>>> seen = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                seen.add(pool.submit(() -> {
                    go.await();
                    Map<Connection, long[]> mine = new IdentityHashMap<>();
                    for (int round = 0; round < 2_000; round++) {
                        for (Connection c : connections) {
                            long[] slot = slots.get(c);
                            if (slot == null) {
                                slot = slots.add(c);
                            }
                            long[] before = mine.putIfAbsent(c, slot);
                            assertThat(before == null || before == slot)
                                    .as("one slot per connection")
                                    .isTrue();
                        }
                    }
                    return mine;
                }));
            }
            go.countDown();
            Map<Connection, long[]> first = seen.get(0).get(30, TimeUnit.SECONDS);
            for (Future<Map<Connection, long[]>> f : seen) {
                Map<Connection, long[]> other = f.get(30, TimeUnit.SECONDS);
                for (Connection c : connections) {
                    assertThat(other.get(c))
                            .as("every thread sees the same slot")
                            .isSameAs(first.get(c));
                }
            }
            assertThat(Internals.slots(slots)).isEqualTo(connections.size());
        } finally {
            pool.shutdownNow();
        }
    }
}
