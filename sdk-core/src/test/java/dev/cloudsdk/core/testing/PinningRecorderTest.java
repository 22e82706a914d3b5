package dev.cloudsdk.core.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The pinning detector can fail: on a runtime with virtual threads, a virtual thread that blocks where it cannot
 * leave its carrier is reported, with the frame that pinned it, and one that blocks where it can is not. On JDK 24
 * and later (JEP 491) a {@code synchronized} block no longer pins; blocking inside a class initializer still does
 * (found on 25: {@code Thread.sleep} in a {@code static} block emits {@code jdk.VirtualThreadPinned}, the same
 * sleep under a monitor emits nothing), so that is the pin this test makes.
 */
class PinningRecorderTest {
    private static final Object MONITOR = new Object();

    /** A class under dev.cloudsdk whose initializer blocks. */
    static final class SleepsWhileInitializing {
        static {
            try {
                Thread.sleep(50); // here, not in a helper: this initializer is the frame the detector must name
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        static void touch() {
            // Its first call runs the initializer.
        }
    }

    @Test
    void aVirtualThreadThatBlocksInAnSdkClassInitializerIsReportedWithThatFrame() throws Exception {
        assumeTrue(VirtualThreads.available(), "virtual threads need Java 21 or later");
        List<PinnedEvent> all;
        try (PinningRecorder recorder = PinningRecorder.start()) {
            runOnVirtualThread("pinned-in-initializer-", SleepsWhileInitializing::touch);
            all = recorder.stop();
        }
        List<PinnedEvent> pinned = on("pinned-in-initializer-", all);
        assertThat(pinned).as("the pinning thread's events, of all %s", all).hasSize(1);
        PinnedEvent event = pinned.get(0);
        assertThat(event.fromSdkCode()).as("%s", event).isTrue();
        String initializer = SleepsWhileInitializing.class.getName() + ".<clinit>:";
        assertThat(event.culprit().map(PinnedEvent.Frame::toString).orElse("none"))
                .as("the frame the pin is charged to, in %s", event)
                .startsWith(initializer);
        assertThat(event.toString()).contains("charged to " + initializer);
    }

    @Test
    void aVirtualThreadThatBlocksWhereItCanUnmountIsNotReported() throws Exception {
        assumeTrue(VirtualThreads.available(), "virtual threads need Java 21 or later");
        List<PinnedEvent> all;
        try (PinningRecorder recorder = PinningRecorder.start()) {
            runOnVirtualThread("unpinned-sleep-", () -> sleep(50));
            if (Runtime.version().feature() >= 24) {
                runOnVirtualThread("unpinned-monitor-", () -> {
                    synchronized (MONITOR) {
                        sleep(50);
                    }
                });
            }
            all = recorder.stop();
        }
        assertThat(on("unpinned-", all)).isEmpty();
    }

    private static List<PinnedEvent> on(String threadPrefix, List<PinnedEvent> events) {
        return events.stream().filter(e -> e.thread().startsWith(threadPrefix)).collect(Collectors.toList());
    }

    private static void runOnVirtualThread(String prefix, Runnable task) throws Exception {
        ExecutorService executor = VirtualThreads.newThreadPerTaskExecutor(prefix);
        try {
            executor.submit(task).get(60, TimeUnit.SECONDS);
        } finally {
            executor.shutdownNow();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
