package dev.cloudsdk.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Which pins count as coming from SDK code: the rules of {@link PinnedEvent}, on made-up stacks. */
class PinnedEventTest {
    private static final PinnedEvent.Frame PARK = frame("java.lang.VirtualThread.parkOnCarrierThread");
    private static final PinnedEvent.Frame SLEEP = frame("java.lang.Thread.sleep");
    private static final PinnedEvent.Frame SDK = frame("dev.cloudsdk.core.internal.AttemptCodec.attempt");
    private static final PinnedEvent.Frame OKHTTP = frame("okhttp3.internal.connection.RealCall.execute");
    private static final PinnedEvent.Frame SDK_INIT = frame("dev.cloudsdk.core.internal.AttemptCodec.<clinit>");
    private static final PinnedEvent.Frame OKHTTP_INIT = frame("okhttp3.OkHttpClient.<clinit>");

    @Test
    void aPinWhoseFirstFrameOutsideTheJdkIsSdkCodeIsTheSdks() {
        PinnedEvent event = event(PARK, SLEEP, SDK, OKHTTP);
        assertThat(event.culprit()).hasValue(SDK);
        assertThat(event.fromSdkCode()).isTrue();
    }

    @Test
    void aPinWhoseFirstFrameOutsideTheJdkIsALibraryIsTheLibrarysEvenAboveSdkFrames() {
        PinnedEvent event = event(PARK, SLEEP, OKHTTP, SDK);
        assertThat(event.culprit()).hasValue(OKHTTP);
        assertThat(event.fromSdkCode()).isFalse();
        assertThat(event(PARK, OKHTTP_INIT, SDK).fromSdkCode()).isFalse();
    }

    @Test
    void aPinUnderAnSdkClassInitializerIsTheSdksWhereverTheInitializerIsOnTheStack() {
        assertThat(event(PARK, SLEEP, OKHTTP, SDK_INIT, OKHTTP).fromSdkCode()).isTrue();
        assertThat(event(PARK, SLEEP, SDK_INIT).culprit()).hasValue(SDK_INIT);
    }

    @Test
    void theJvmLoadingAClassAnSdkFrameNamesForTheFirstTimeIsNotTheSdksButAForNameOrAnInitializerIs() {
        PinnedEvent.Frame lock = frame("jdk.internal.loader.BuiltinClassLoader.loadClassOrNull");
        PinnedEvent.Frame load = frame("java.lang.ClassLoader.loadClass");
        PinnedEvent resolution =
                event(lock, frame("jdk.internal.loader.BuiltinClassLoader.loadClass"), load, SDK, OKHTTP);
        assertThat(resolution.culprit()).hasValue(SDK);
        assertThat(resolution.classResolution()).isTrue();
        assertThat(resolution.fromSdkCode()).isFalse();
        assertThat(event(lock, load, frame("java.lang.Class.forName0"), frame("java.lang.Class.forName"), SDK)
                        .fromSdkCode())
                .as("the SDK asking for a class by name")
                .isTrue();
        assertThat(event(lock, load, SDK_INIT).fromSdkCode())
                .as("under an SDK initializer")
                .isTrue();
        assertThat(event(PARK, SLEEP, SDK, load).classResolution())
                .as("a loader below the culprit")
                .isFalse();
    }

    @Test
    void aPinWithOnlyJdkFramesIsNotTheSdks() {
        PinnedEvent event = event(
                PARK,
                SLEEP,
                frame("jdk.internal.misc.Unsafe.park"),
                frame("sun.nio.ch.Poller.poll"),
                frame("javax.net.ssl.SSLSocket.startHandshake"),
                frame("com.sun.net.httpserver.HttpServer.start"));
        assertThat(event.culprit()).isEmpty();
        assertThat(event.fromSdkCode()).isFalse();
        assertThat(event(PARK, frame("dev.cloudsdkx.Other.run")).fromSdkCode())
                .as("a prefix, not a package")
                .isFalse();
    }

    @Test
    void itsTextNamesTheThreadTheCulpritAndEveryFrame() {
        PinnedEvent event = new PinnedEvent(
                "worker-3", Duration.ofMillis(2), "NATIVE", "Thread.sleep", Arrays.asList(PARK, SLEEP, SDK_INIT), true);
        assertThat(event.toString())
                .isEqualTo("jdk.VirtualThreadPinned on 'worker-3' for 2000 us "
                        + "(NATIVE; Thread.sleep), charged to dev.cloudsdk.core.internal.AttemptCodec.<clinit>:7"
                        + "\n    at java.lang.VirtualThread.parkOnCarrierThread:7"
                        + "\n    at java.lang.Thread.sleep:7"
                        + "\n    at dev.cloudsdk.core.internal.AttemptCodec.<clinit>:7"
                        + "\n    ... (truncated by JFR's stackdepth)");
    }

    private static PinnedEvent event(PinnedEvent.Frame... frames) {
        return new PinnedEvent("worker-0", Duration.ZERO, "", "", Arrays.asList(frames), false);
    }

    private static PinnedEvent.Frame frame(String typeDotMethod) {
        int dot = typeDotMethod.lastIndexOf('.');
        return new PinnedEvent.Frame(typeDotMethod.substring(0, dot), typeDotMethod.substring(dot + 1), 7);
    }
}
