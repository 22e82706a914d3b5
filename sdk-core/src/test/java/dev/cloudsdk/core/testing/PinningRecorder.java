package dev.cloudsdk.core.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Records every JFR {@code jdk.VirtualThreadPinned} event of this JVM, with threshold 0 (the JDK's default
 * settings keep only pins of 20 ms and more) and stack traces, from {@link #start()} to {@link #stop()}.
 * JFR keeps the top 64 frames of a stack unless the JVM runs with
 * {@code -XX:FlightRecorderOptions:stackdepth=N}; compat-jdk25 sets 256.
 *
 * <pre>{@code
 * try (PinningRecorder recorder = PinningRecorder.start()) {
 *     ... run work on virtual threads ...
 *     List<PinnedEvent> pinned = recorder.stop();
 * }
 * }</pre>
 */
public final class PinningRecorder implements AutoCloseable {
    /** The JFR event a virtual thread emits when it blocks while pinned (JDK 21 and later). */
    public static final String EVENT = "jdk.VirtualThreadPinned";

    private final Recording recording;

    private PinningRecorder(Recording recording) {
        this.recording = recording;
    }

    /** @return a recorder that is recording */
    public static PinningRecorder start() {
        Recording recording = new Recording();
        recording.setName("cloudsdk-pinning");
        recording.enable(EVENT).withThreshold(Duration.ZERO).withStackTrace();
        recording.start();
        return new PinningRecorder(recording);
    }

    /**
     * Stops recording.
     *
     * @return the pinned events recorded, in the order JFR wrote them
     * @throws IOException when the recording cannot be written or read back
     */
    public List<PinnedEvent> stop() throws IOException {
        recording.stop();
        Path file = Files.createTempFile("cloudsdk-pinning", ".jfr");
        try {
            recording.dump(file);
            return RecordingFile.readAllEvents(file).stream()
                    .filter(e -> e.getEventType().getName().equals(EVENT))
                    .map(PinningRecorder::toPinnedEvent)
                    .collect(Collectors.toList());
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Override
    public void close() {
        recording.close();
    }

    private static PinnedEvent toPinnedEvent(RecordedEvent e) {
        RecordedThread thread = e.getThread();
        RecordedStackTrace stack = e.getStackTrace();
        List<PinnedEvent.Frame> frames = stack == null
                ? List.of()
                : stack.getFrames().stream().map(PinningRecorder::toFrame).collect(Collectors.toList());
        return new PinnedEvent(
                thread == null ? "?" : String.valueOf(thread.getJavaName()),
                e.getDuration(),
                text(e, "pinnedReason"),
                text(e, "blockingOperation"),
                frames,
                stack != null && stack.isTruncated());
    }

    private static PinnedEvent.Frame toFrame(RecordedFrame f) {
        return new PinnedEvent.Frame(
                f.getMethod().getType().getName(), f.getMethod().getName(), f.getLineNumber());
    }

    /** The fields JDK 24 added; absent on 21 to 23. */
    private static String text(RecordedEvent e, String field) {
        return e.hasField(field) && e.getValue(field) != null ? String.valueOf((Object) e.getValue(field)) : "";
    }
}
