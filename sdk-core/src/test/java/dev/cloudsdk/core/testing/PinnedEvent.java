package dev.cloudsdk.core.testing;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * One JFR {@code jdk.VirtualThreadPinned} event: a virtual thread blocked while it could not leave its carrier.
 *
 * <p>What counts as pinning from SDK code ({@link #fromSdkCode()}), on a stack read from the top (the blocking
 * call) down:
 * <ul>
 *   <li>the first frame outside the JDK (not {@code java.}, {@code javax.}, {@code jdk.}, {@code sun.},
 *       {@code com.sun.}) is a class under {@code dev.cloudsdk.}: SDK code blocked, directly or through the JDK,
 *       while pinned. A pin whose first non-JDK frame is OkHttp, Okio, Kotlin or Jackson is charged to that
 *       library, even with SDK frames further down;</li>
 *   <li>or any frame is the class initializer ({@code <clinit>}) of a class under {@code dev.cloudsdk.}: a virtual
 *       thread cannot leave its carrier while it initializes a class, so an SDK initializer that reaches a
 *       blocking call in a library pins because of the SDK.</li>
 * </ul>
 * <p>Except: a pin where the JVM resolves a class that the SDK frame names, on that frame's first run (the frames
 * above it are the class loader's {@code loadClass}, reached from the JVM and not from {@code Class.forName}), is
 * the JVM's wait for another thread loading the same class, once per class, not something the SDK does on every
 * call. Seen once in CI on 25 under a loaded machine: 32 threads met a class that the one warm-up call had not
 * loaded, "Contended monitor enter" in {@code BuiltinClassLoader.loadClassOrNull} under {@code ReadContext.<init>}.
 * An SDK class initializer on the stack still counts.
 *
 * <p>Classes under {@code dev.cloudsdk.} count whether they are main or test classes: the detector's self-test pins
 * in a test class, and a test's own frames are the first non-JDK frame only if the test itself blocks while
 * pinned. (Up to Java 23 a {@code synchronized} block also pins; a monitor that SDK code holds below a library
 * frame is not visible on the stack, and CI's virtual-thread stage runs on 25, where monitors no longer pin.)
 *
 * @param thread the virtual thread's name
 * @param duration how long it was pinned
 * @param reason the JVM's reason (JDK 24 and later), or empty
 * @param blockingOperation what blocked (JDK 24 and later), or empty
 * @param frames the stack, top first
 * @param truncated whether JFR cut the stack at its stack depth
 */
public record PinnedEvent(
        String thread,
        Duration duration,
        String reason,
        String blockingOperation,
        List<Frame> frames,
        boolean truncated) {
    private static final List<String> JDK_PACKAGES = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.");
    private static final String SDK_PACKAGE = "dev.cloudsdk.";

    /** Copies the frames. */
    public PinnedEvent {
        frames = List.copyOf(frames);
    }

    /**
     * One stack frame.
     *
     * @param type the class's binary name
     * @param method the method's name ({@code <clinit>} for a class initializer)
     * @param line the line number, or -1 when unknown
     */
    public record Frame(String type, String method, int line) {
        /** @return whether the class is under {@code dev.cloudsdk.} */
        public boolean inSdk() {
            return type.startsWith(SDK_PACKAGE);
        }

        /** @return whether the class is the JDK's own */
        public boolean inJdk() {
            return JDK_PACKAGES.stream().anyMatch(type::startsWith);
        }

        @Override
        public String toString() {
            return type + "." + method + (line >= 0 ? ":" + line : "");
        }
    }

    /** @return the frame this pin is charged to: the first one, from the top, outside the JDK */
    public Optional<Frame> culprit() {
        return frames.stream().filter(f -> !f.inJdk()).findFirst();
    }

    /** @return whether this pin comes from SDK code, by the rules in the class comment */
    public boolean fromSdkCode() {
        return culprit().map(Frame::inSdk).orElse(false) && !classResolution()
                || frames.stream().anyMatch(f -> f.inSdk() && f.method().equals("<clinit>"));
    }

    /** @return whether the JVM was loading a class the culprit names: a class loader's frames, no forName */
    public boolean classResolution() {
        int at = culprit().map(frames::indexOf).orElse(-1);
        if (at < 0) {
            return false;
        }
        List<Frame> above = frames.subList(0, at);
        boolean loading = above.stream()
                .anyMatch(f ->
                        f.type().equals("java.lang.ClassLoader") && f.method().equals("loadClass"));
        return loading
                && above.stream()
                        .noneMatch(f ->
                                f.type().equals("java.lang.Class") && f.method().startsWith("forName"));
    }

    /** @return the event and its whole stack, one frame a line */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("jdk.VirtualThreadPinned on '")
                .append(thread)
                .append("' for ")
                .append(duration.toNanos() / 1_000)
                .append(" us");
        if (!reason.isEmpty() || !blockingOperation.isEmpty()) {
            out.append(" (")
                    .append(reason)
                    .append("; ")
                    .append(blockingOperation)
                    .append(')');
        }
        out.append(", charged to ").append(culprit().map(Frame::toString).orElse("the JDK"));
        for (Frame f : frames) {
            out.append("\n    at ").append(f);
        }
        return out.append(truncated ? "\n    ... (truncated by JFR's stackdepth)" : "")
                .toString();
    }
}
