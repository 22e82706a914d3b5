package dev.cloudsdk.examples;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.SpanId;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import java.io.PrintStream;
import java.util.Collection;
import java.util.List;

/**
 * A span exporter that prints each finished span on one line: its id, its parent's id ({@code -} for a root), its
 * kind, its duration, its name and its key attributes. Children end before their parents, so they print first.
 */
final class PrintingSpanExporter implements SpanExporter {
    /** The attributes worth a glance, in the order printed. */
    private static final List<AttributeKey<?>> SHOWN = List.of(
            AttributeKey.longKey("http.response.status_code"), AttributeKey.stringKey("error.type"),
            AttributeKey.longKey("http.request.resend_count"), AttributeKey.stringKey("cloudsdk.region"));

    private final PrintStream out;

    PrintingSpanExporter(PrintStream out) {
        this.out = out;
    }

    @Override
    public CompletableResultCode export(Collection<SpanData> spans) {
        for (SpanData span : spans) {
            out.println(line(span));
        }
        return CompletableResultCode.ofSuccess();
    }

    static String line(SpanData span) {
        String parent = SpanId.isValid(span.getParentSpanId()) ? span.getParentSpanId() : "-";
        StringBuilder attributes = new StringBuilder();
        for (AttributeKey<?> key : SHOWN) {
            Object value = span.getAttributes().get(key);
            if (value != null) {
                attributes.append(' ').append(key.getKey()).append('=').append(value);
            }
        }
        if (span.getStatus().getStatusCode() == StatusCode.ERROR) {
            attributes.append(" status=ERROR");
        }
        double millis = (span.getEndEpochNanos() - span.getStartEpochNanos()) / 1e6;
        return String.format(
                "span %s parent %-16s %-8s %7.1f ms  %-58s%s",
                span.getSpanId(), parent, span.getKind(), millis, span.getName(), attributes);
    }

    @Override
    public CompletableResultCode flush() {
        return CompletableResultCode.ofSuccess();
    }

    @Override
    public CompletableResultCode shutdown() {
        return CompletableResultCode.ofSuccess();
    }
}
