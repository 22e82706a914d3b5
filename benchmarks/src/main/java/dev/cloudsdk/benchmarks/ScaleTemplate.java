package dev.cloudsdk.benchmarks;

import static dev.cloudsdk.benchmarks.HttpBytes.ascii;
import static dev.cloudsdk.benchmarks.HttpBytes.response;

import java.nio.charset.StandardCharsets;

/** The response of one scale page, with where each id's 12 index digits and {@code has_more} sit. */
final class ScaleTemplate {
    static final byte[] TRUE = ascii(" true");
    static final byte[] FALSE = ascii("false");
    final int size;
    final byte[] bytes;
    final int[] idOffsets;
    final int markerOffset;
    final int hasMoreOffset;

    ScaleTemplate(int size, long total) {
        this.size = size;
        String body = Payloads.recordsetPage(0, size, total, true);
        this.bytes = response(200, "OK", body);
        String text = new String(bytes, StandardCharsets.US_ASCII);
        this.idOffsets = new int[2 * size];
        int from = 0;
        int digits = Payloads.RECORDSET_ID_PREFIX.length();
        for (int i = 0; i < size; i++) {
            String id = Payloads.recordsetId(i);
            int first = text.indexOf(id, from);
            int second = text.indexOf(id, first + 1);
            idOffsets[2 * i] = first + digits;
            idOffsets[2 * i + 1] = second + digits;
            from = second + 1;
        }
        this.markerOffset = text.indexOf(Payloads.recordsetId(size - 1), from) + digits;
        this.hasMoreOffset = text.lastIndexOf("\"has_more\":") + "\"has_more\":".length();
    }
}
