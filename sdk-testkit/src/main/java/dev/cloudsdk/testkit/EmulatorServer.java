package dev.cloudsdk.testkit;

import java.io.UncheckedIOException;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The emulator as a server, for curl, scripts and services in other languages:
 * {@code java -jar sdk-testkit-<version>-server.jar [options]} (the main class of that jar; {@link ServerOptions}
 * lists the options). It starts a {@link CloudEmulator} on a fixed loopback port, seeds it, prints its URL, token
 * and the seeded ids, and serves until Ctrl-C, when a shutdown hook closes it. The admin API's reset seeds it
 * again, with the same ids. Not public: the command line is the interface.
 */
final class EmulatorServer {
    /** What {@link #start} started: the emulator and the banner that describes it. */
    record Running(CloudEmulator emulator, String banner) {}

    private EmulatorServer() {}

    /**
     * Starts, prints the banner, and blocks until the JVM shuts down: every thread of the emulator is a daemon,
     * so without this wait the JVM would exit at once.
     *
     * @param args the options; {@code --help} prints them
     * @throws InterruptedException never in practice: nothing interrupts the main thread
     */
    public static void main(String[] args) throws InterruptedException {
        if (List.of(args).contains("--help") || List.of(args).contains("-h")) {
            System.out.print(ServerOptions.USAGE);
            return;
        }
        ServerOptions options;
        try {
            options = ServerOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("error: " + e.getMessage());
            System.err.print(ServerOptions.USAGE);
            System.exit(2);
            return;
        }
        Running running;
        try {
            running = start(options);
        } catch (UncheckedIOException e) {
            System.err.println("error: " + e.getMessage() + ": " + e.getCause().getMessage());
            System.exit(1);
            return;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            running.emulator().close();
                            System.out.println("cloudsdk emulator stopped");
                            stopped.countDown();
                        },
                        "cloud-emulator-shutdown"));
        System.out.print(running.banner());
        System.out.flush();
        stopped.await();
    }

    /**
     * Starts and seeds an emulator, and tells its admin API to seed it again after every reset.
     *
     * @throws UncheckedIOException when it cannot listen on the port
     */
    static Running start(ServerOptions options) {
        CloudEmulator.Builder builder = options.builder();
        builder.afterAdminReset = options::seed;
        CloudEmulator emulator = builder.start();
        List<String> seeded = options.seed(emulator);
        String url = emulator.baseUrl();
        StringBuilder banner = new StringBuilder("cloudsdk emulator listening on " + url + "\n");
        banner.append(ServerOptions.line("token", emulator.token())).append('\n');
        banner.append(ServerOptions.line("region", emulator.region())).append('\n');
        banner.append(ServerOptions.line("seed", options.seed() + "  (the same --seed gives the same ids)"))
                .append('\n');
        seeded.forEach(line -> banner.append(line).append('\n'));
        banner.append("Admin API under ").append(url).append("_emulator/ (same token). Ctrl-C stops the emulator.\n");
        return new Running(emulator, banner.toString());
    }
}
