package dev.cloudsdk.core.internal;

import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.concurrent.ConcurrentHashMap;
import okhttp3.Connection;

/**
 * The idle clock of each connection, for {@link NetworkInterceptor}'s stale-connection check: one mutable
 * {@code long} slot per connection, looked up on every request, by every thread of every call, so the lookup takes no
 * lock. A map by identity with weak keys (the pool decides the connections' lives): {@link #get} is one lock-free
 * {@link ConcurrentHashMap#get} for a connection seen before; only a connection's first request adds an entry, and
 * that is when the entries of connections that are gone are dropped.
 *
 * <p>Invariants: a slot, once added, is the connection's for as long as the connection lives (a racing add returns
 * the slot that won); no lock is taken on the path of a request (it runs on every calling thread and every OkHttp
 * thread at once); an entry outlives its connection by at most one later first request.
 */
final class IdleClocks {
    private final ConcurrentHashMap<Object, long[]> slots = new ConcurrentHashMap<>();
    private final ReferenceQueue<Connection> gone = new ReferenceQueue<>();

    /**
     * @param connection a connection
     * @return its slot, or {@code null} when this connection has none yet
     */
    long[] get(Connection connection) {
        return slots.get(new Lookup(connection));
    }

    /**
     * @param connection a connection that has no slot yet
     * @return its new slot, or the one another thread added first
     */
    long[] add(Connection connection) {
        for (Object k = gone.poll(); k != null; k = gone.poll()) {
            slots.remove(k);
        }
        long[] slot = new long[1];
        long[] earlier = slots.putIfAbsent(new Key(connection, gone), slot);
        return earlier != null ? earlier : slot;
    }

    /** @return how many connections have a slot, gone ones not yet dropped included */
    int size() {
        return slots.size();
    }

    /** The stored key: the connection, weakly, and its identity hash. Equal to nothing but itself once cleared. */
    private static final class Key extends WeakReference<Connection> {
        private final int hash;

        Key(Connection connection, ReferenceQueue<Connection> queue) {
            super(connection, queue);
            this.hash = System.identityHashCode(connection);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public boolean equals(Object o) {
            if (o == this) {
                return true;
            }
            Connection mine = get();
            return mine != null && o instanceof Key && ((Key) o).get() == mine;
        }
    }

    /**
     * The key of a lookup: the map compares {@code lookup.equals(stored)}, so it needs no reference object, and
     * once inlined it is usually not allocated at all.
     */
    private static final class Lookup {
        private final Connection connection;

        Lookup(Connection connection) {
            this.connection = connection;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(connection);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key && ((Key) o).get() == connection;
        }
    }
}
