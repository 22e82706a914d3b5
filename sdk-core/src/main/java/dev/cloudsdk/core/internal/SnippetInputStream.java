package dev.cloudsdk.core.internal;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/** Passes a body through to the parser and keeps its first bytes, so a parse failure can quote them. */
final class SnippetInputStream extends FilterInputStream {
    private final byte[] head;
    private int kept;

    SnippetInputStream(InputStream in, int keep) {
        super(in);
        this.head = new byte[keep];
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0 && kept < head.length) {
            head[kept++] = (byte) b;
        }
        return b;
    }

    @Override
    public int read(byte[] buf, int off, int len) throws IOException {
        int n = super.read(buf, off, len);
        if (n > 0 && kept < head.length) {
            int copy = Math.min(n, head.length - kept);
            System.arraycopy(buf, off, head, kept, copy);
            kept += copy;
        }
        return n;
    }

    /** @return the first bytes read, for a snippet */
    byte[] head() {
        return Arrays.copyOf(head, kept);
    }
}
