package dev.cloudsdk.benchmarks;

import static dev.cloudsdk.benchmarks.HttpBytes.ascii;
import static dev.cloudsdk.benchmarks.HttpBytes.contentLength;
import static dev.cloudsdk.benchmarks.HttpBytes.indexOf;
import static dev.cloudsdk.benchmarks.HttpBytes.indexOfHeadEnd;
import static dev.cloudsdk.benchmarks.HttpBytes.parseHex;
import static dev.cloudsdk.benchmarks.HttpBytes.queryNumber;
import static dev.cloudsdk.benchmarks.HttpBytes.queryStart;
import static dev.cloudsdk.benchmarks.HttpBytes.regionEquals;
import static dev.cloudsdk.benchmarks.HttpBytes.response;
import static dev.cloudsdk.benchmarks.HttpBytes.startsWith;
import static dev.cloudsdk.benchmarks.HttpBytes.writeHex;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Arrays;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;

/**
 * A tiny HTTP/1.1 server on 127.0.0.1 only, one thread per keep-alive connection, that answers canned bytes. It
 * reads the request head, skips the body, picks the canned answer by path prefix and writes it with one
 * {@code write}: no parsing of JSON, no allocation per request once a connection is warm, so that the client
 * side dominates what is measured. The same server serves the SDK and the baseline.
 *
 * <p>{@code GET /v1/zones/{SCALE_ZONE_ID}/recordsets} is the one generated answer: pages of {@code limit}
 * recordsets out of {@code scaleTotal}, continuing after the index encoded in {@code marker}, patched into a
 * per-connection copy of one template page.
 *
 * <p>A server started with a delay waits that long before each answer, as a distant server would ({@link
 * PrefetchWalk}); the others answer at once.
 */
final class LoopbackServer implements AutoCloseable {
    private static final int MAX_HEAD = 1 << 20;
    /** Whether an ending connection thread reads its {@code /proc} counts ({@link ContentionCounts} sets it). */
    static final boolean PROC_COUNTS = Boolean.getBoolean("benchmarks.procCounts");

    private static final byte[] ZONES = ascii("/v1/zones/");
    private static final byte[] LOAD_BALANCERS = ascii("/v1/load-balancers/");
    private static final byte[] DATABASE_BACKUPS = ascii("/v1/database-backups/");
    private static final byte[] STORAGE_BACKUPS = ascii("/v1/storage/backups/");
    private static final byte[] DATABASE_INSTANCES = ascii("/v1/database-instances/");
    private static final byte[] SCALE_ZONE = ascii(Payloads.SCALE_ZONE_ID.toString());
    private static final byte[] LIMIT = ascii("limit=");
    private static final byte[] MARKER = ascii("marker=");

    private final ServerSocket serverSocket;
    private final long scaleTotal;
    private final long delayMillis;
    private final Set<Socket> connections = ConcurrentHashMap.newKeySet();
    private final AtomicLong accepted = new AtomicLong();
    /** CPU time of the connection threads that have ended: a thread's own CPU is unreadable once it is gone. */
    private final LongAdder endedThreadsCpuNanos = new LongAdder();
    /** What Linux counted for the connection threads that have ended, over their lives. */
    private final AtomicReference<ProcCounts> endedThreadsProc = new AtomicReference<>(ProcCounts.ZERO);

    private final byte[] pool = response(201, "Created", Payloads.pool());
    private final byte[] databaseInstance = response(202, "Accepted", Payloads.databaseInstance());
    private final byte[] volume = response(202, "Accepted", Payloads.volumeRestore());
    private final byte[] message = response(202, "Accepted", Payloads.restartMessage());
    private final byte[] notFound = response(404, "Not Found", "{\"error\":{\"message\":\"no such route\"}}");
    private final byte[][] pagesByLimit = new byte[1001][];
    private volatile ScaleTemplate scaleTemplate;

    private LoopbackServer(long scaleTotal, long delayMillis) throws IOException {
        this.scaleTotal = scaleTotal;
        this.delayMillis = delayMillis;
        this.serverSocket = new ServerSocket();
        serverSocket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 128);
        Thread acceptor = new Thread(this::acceptLoop, "loopback-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /**
     * @param scaleTotal how many recordsets the scale zone holds
     * @return a started server on an ephemeral loopback port
     */
    static LoopbackServer start(long scaleTotal) throws IOException {
        return new LoopbackServer(scaleTotal, 0);
    }

    /**
     * @param scaleTotal how many recordsets the scale zone holds
     * @param delayMillis how long to wait before each answer
     * @return a started server on an ephemeral loopback port
     */
    static LoopbackServer start(long scaleTotal, long delayMillis) throws IOException {
        return new LoopbackServer(scaleTotal, delayMillis);
    }

    String baseUrl() {
        return "http://127.0.0.1:" + serverSocket.getLocalPort();
    }

    /** @return how many connections this server has accepted */
    long accepted() {
        return accepted.get();
    }

    /** @return the CPU time the ended connection threads spent, in ns (live ones: read them by thread name) */
    long endedThreadsCpuNanos() {
        return endedThreadsCpuNanos.sum();
    }

    /** @return what Linux counted for the ended connection threads over their lives */
    ProcCounts endedThreadsProc() {
        return endedThreadsProc.get();
    }

    @Override
    public void close() throws IOException {
        serverSocket.close();
        for (Socket s : connections) {
            s.close();
        }
    }

    private void acceptLoop() {
        while (!serverSocket.isClosed()) {
            try {
                Socket s = serverSocket.accept();
                s.setTcpNoDelay(true);
                connections.add(s);
                accepted.incrementAndGet();
                Thread t = new Thread(() -> serve(s), "loopback-conn");
                t.setDaemon(true);
                t.start();
            } catch (IOException e) {
                return; // closed
            }
        }
    }

    private void serve(Socket s) {
        try (s;
                InputStream in = s.getInputStream();
                OutputStream out = s.getOutputStream()) {
            Connection c = new Connection();
            while (true) {
                int headEnd;
                while ((headEnd = indexOfHeadEnd(c.buf, c.len)) < 0) {
                    if (!c.fill(in)) {
                        return;
                    }
                }
                int end = headEnd + 4 + contentLength(c.buf, headEnd);
                while (c.len < end) {
                    if (!c.fill(in)) {
                        return;
                    }
                }
                if (delayMillis > 0) {
                    Thread.sleep(delayMillis);
                }
                answer(c, headEnd, out);
                System.arraycopy(c.buf, end, c.buf, 0, c.len - end);
                c.len -= end;
            }
        } catch (IOException e) {
            // The client went away; nothing to do.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            connections.remove(s);
            endedThreadsCpuNanos.add(ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime());
            if (PROC_COUNTS) {
                ProcCounts mine = ProcCounts.thread();
                endedThreadsProc.accumulateAndGet(mine, ProcCounts::plus);
            }
        }
    }

    private void answer(Connection c, int headEnd, OutputStream out) throws IOException {
        byte[] b = c.buf;
        int target = indexOf(b, 0, headEnd, (byte) ' ') + 1;
        int targetEnd = indexOf(b, target, headEnd, (byte) ' ');
        if (startsWith(b, target, ZONES)) {
            int zone = target + ZONES.length;
            int limit = (int) queryNumber(b, target, targetEnd, LIMIT, 20);
            if (regionEquals(b, zone, SCALE_ZONE)) {
                int marker = queryStart(b, target, targetEnd, MARKER);
                long from = marker < 0 ? 0 : parseHex(b, marker + 24, 12) + 1;
                writeScalePage(c, out, from, limit);
            } else {
                out.write(page(Math.max(1, Math.min(limit, 1000))));
            }
        } else if (startsWith(b, target, LOAD_BALANCERS)) {
            out.write(pool);
        } else if (startsWith(b, target, DATABASE_BACKUPS)) {
            out.write(databaseInstance);
        } else if (startsWith(b, target, STORAGE_BACKUPS)) {
            out.write(volume);
        } else if (startsWith(b, target, DATABASE_INSTANCES)) {
            out.write(message);
        } else {
            out.write(notFound);
        }
    }

    private byte[] page(int limit) {
        byte[] page = pagesByLimit[limit];
        if (page == null) {
            synchronized (pagesByLimit) {
                page = pagesByLimit[limit];
                if (page == null) {
                    page = response(200, "OK", Payloads.recordsetPage(0, limit, limit, false));
                    pagesByLimit[limit] = page;
                }
            }
        }
        return page;
    }

    private void writeScalePage(Connection c, OutputStream out, long from, int size) throws IOException {
        ScaleTemplate t = scaleTemplate;
        if (t == null || t.size != size) {
            t = new ScaleTemplate(size, scaleTotal);
            scaleTemplate = t;
        }
        if (c.scratch == null || c.scratch.length != t.bytes.length) {
            c.scratch = new byte[t.bytes.length];
        }
        byte[] s = c.scratch;
        System.arraycopy(t.bytes, 0, s, 0, s.length);
        long count = Math.max(0, Math.min(size, scaleTotal - from));
        for (int i = 0; i < size; i++) {
            // Past the end (a total that is not a multiple of the page size) the template ids are left as they are.
            if (i < count) {
                writeHex(s, t.idOffsets[2 * i], from + i);
                writeHex(s, t.idOffsets[2 * i + 1], from + i);
            }
        }
        writeHex(s, t.markerOffset, from + size - 1);
        boolean more = from + size < scaleTotal;
        System.arraycopy(more ? ScaleTemplate.TRUE : ScaleTemplate.FALSE, 0, s, t.hasMoreOffset, 5);
        out.write(s);
    }

    private static final class Connection {
        byte[] buf = new byte[16 * 1024];
        int len;
        byte[] scratch;

        boolean fill(InputStream in) throws IOException {
            if (len == buf.length) {
                if (buf.length >= MAX_HEAD) {
                    throw new IOException("request too large");
                }
                buf = Arrays.copyOf(buf, buf.length * 2);
            }
            int n = in.read(buf, len, buf.length - len);
            if (n < 0) {
                return false;
            }
            len += n;
            return true;
        }
    }
}
