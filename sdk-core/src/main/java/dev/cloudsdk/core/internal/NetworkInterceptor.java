package dev.cloudsdk.core.internal;

import java.io.IOException;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import okhttp3.Connection;
import okhttp3.Interceptor;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;

/**
 * The SDK's network interceptor: OkHttp calls it once a connection exists, just before the request is written,
 * so it sees every request that reaches the wire. It
 * <ul>
 *   <li>marks the attempt as possibly sent, from which point a POST must not be re-sent;</li>
 *   <li>refuses a second request within one attempt, whoever makes it (OkHttp or an interceptor): the SDK alone
 *       decides every re-send;</li>
 *   <li>keeps a {@code Retry-After} on a 503 or 408 from OkHttp, which would otherwise re-send the request on its
 *       own after {@code Retry-After: 0}, and hands it to the SDK's retry rules instead;</li>
 *   <li>checks an HTTP/1 connection that sat idle in the pool for {@value #VALIDATE_AFTER_MILLIS} ms or more
 *       before writing to it (Apache HttpClient's validate-after-inactivity). A server that closed it while idle
 *       (Node.js after 5 s, load balancers after about 60 s) would make the request fail after it may have been
 *       sent; found closed, the connection is dropped and the attempt is made again on another, nothing sent.
 *       The check waits at most 1 ms, and only after such a gap.</li>
 * </ul>
 */
final class NetworkInterceptor implements Interceptor {
    static final long VALIDATE_AFTER_MILLIS = 100;
    private static final long VALIDATE_AFTER_NANOS = TimeUnit.MILLISECONDS.toNanos(VALIDATE_AFTER_MILLIS);

    /**
     * When each connection the SDK used last finished an exchange, in {@code System.nanoTime()}; one mutable slot
     * per connection, so a call allocates nothing here. Weak: the pool decides the connections' lives. Lock-free:
     * every request of every thread looks here.
     */
    private final IdleClocks lastUsed = new IdleClocks();

    /** The pooled connection was found closed by the server before anything was written to it. */
    static final class StaleConnectionException extends IOException {
        private static final long serialVersionUID = 1L;

        StaleConnectionException(String message) {
            super(message);
        }
    }

    @Override
    public Response intercept(Chain chain) throws IOException {
        Request request = chain.request();
        Attempt state = request.tag(Attempt.class);
        if (state == null) {
            // A caller's own call on a shared client: not the SDK's to govern.
            return chain.proceed(request);
        }
        if (state.countWireRequest() > 1) {
            throw new IOException("refused a second request for one attempt of " + state.operation
                    + " (an interceptor or OkHttp tried to re-send it); the SDK alone decides every re-send");
        }
        Connection connection = chain.connection();
        long[] idleSince = connection == null ? null : validateIfIdle(connection);
        // An empty body (a POST the document gives none) is sent with the headers: nothing is left to write.
        boolean nothingToWrite = request.body() == null || request.body() == AttemptCodec.EMPTY_BODY;
        state.phase = nothingToWrite ? Attempt.Phase.AWAITING_RESPONSE : Attempt.Phase.SENDING;
        Response response;
        try {
            response = chain.proceed(request);
        } finally {
            if (idleSince != null) {
                idleSince[0] = System.nanoTime();
            }
        }
        state.phase = Attempt.Phase.READING_BODY;
        return keepRetryAfter(response, state);
    }

    /** @return the connection's idle-since slot to update after the exchange, or {@code null} for HTTP/2 */
    private long[] validateIfIdle(Connection connection) throws IOException {
        Protocol protocol = connection.protocol();
        if (protocol != Protocol.HTTP_1_1 && protocol != Protocol.HTTP_1_0) {
            // HTTP/2 multiplexes and pings on a reader thread of its own; its socket is not ours to read.
            return null;
        }
        long[] slot = lastUsed.get(connection);
        if (slot == null) {
            // First use by the SDK: a fresh connection (or one only the caller's own calls used) is not probed.
            return lastUsed.add(connection);
        }
        if (System.nanoTime() - slot[0] >= VALIDATE_AFTER_NANOS) {
            Socket socket = connection.socket();
            if (closedByPeer(socket)) {
                socket.close();
                throw new StaleConnectionException("the pooled connection was closed by the server while idle");
            }
        }
        return slot;
    }

    /**
     * Reads from an idle HTTP/1 socket for at most 1 ms. Nothing may arrive on an idle connection: the end of
     * the stream, a byte or an error all mean it cannot carry a request; a timeout means it is alive.
     */
    private static boolean closedByPeer(Socket socket) {
        try {
            int timeout = socket.getSoTimeout();
            socket.setSoTimeout(1);
            try {
                socket.getInputStream().read();
                return true;
            } finally {
                socket.setSoTimeout(timeout);
            }
        } catch (SocketTimeoutException alive) {
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    private static Response keepRetryAfter(Response response, Attempt state) {
        int code = response.code();
        String retryAfter = response.header("Retry-After");
        if (retryAfter == null || (code != 503 && code != 408)) {
            return response;
        }
        // OkHttp re-sends a request by itself after a 503 with Retry-After: 0, and throws NumberFormatException on
        // a value past Integer.MAX_VALUE. The SDK reads the header from the state instead.
        state.retryAfter = retryAfter;
        return response.newBuilder().removeHeader("Retry-After").build();
    }

    /**
     * The idle clock of each connection, for {@link NetworkInterceptor}'s stale-connection check: one mutable
     * {@code long} slot per connection, looked up on every request, by every thread of every call, so the lookup takes
     * no lock. A map by identity with weak keys (the pool decides the connections' lives): {@link #get} is one
     * lock-free {@link ConcurrentHashMap#get} for a connection seen before; only a connection's first request adds an
     * entry, and that is when the entries of connections that are gone are dropped.
     *
     * <p>Invariants: a slot, once added, is the connection's for as long as the connection lives (a racing add returns
     * the slot that won); no lock is taken on the path of a request (it runs on every calling thread and every OkHttp
     * thread at once); an entry outlives its connection by at most one later first request.
     */
    static final class IdleClocks {
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
}
