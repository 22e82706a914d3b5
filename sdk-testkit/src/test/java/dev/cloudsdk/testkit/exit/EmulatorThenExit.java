package dev.cloudsdk.testkit.exit;

import dev.cloudsdk.dns.DnsClient;
import dev.cloudsdk.testkit.CloudEmulator;
import dev.cloudsdk.testkit.SeededZone;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A child-JVM program for {@code EmulatorExitTest}: starts an emulator, lists a zone through the SDK (blocking and
 * async), prints the threads that are not daemons, and returns without closing anything. The JVM must then exit on
 * its own. With the argument {@code exit} it calls {@link System#exit} instead, for the case where it cannot.
 *
 * <p>Its own package, not {@code dev.cloudsdk.testkit}: on the module path that package belongs to the testkit
 * module, and a class of it on the class path would not load.
 */
public final class EmulatorThenExit {
    private EmulatorThenExit() {}

    /**
     * @param args {@code exit} to end with {@link System#exit}
     * @throws Exception when a call fails
     */
    public static void main(String[] args) throws Exception {
        CloudEmulator emulator = CloudEmulator.start();
        SeededZone zone = emulator.seedZone("example.org");
        emulator.seedRecordset(zone, "www", "A", "192.0.2.10");
        DnsClient dns = DnsClient.create(emulator.config());
        long blocking = dns.recordsets().list(zone.id()).stream().count();
        int async = dns.async().recordsets().list(zone.id()).get().items().size();
        System.out.println("recordsets=" + blocking + "," + async);
        System.out.println("non-daemon threads=" + nonDaemonThreads());
        if (args.length > 0 && args[0].equals("exit")) {
            System.exit(0);
        }
    }

    private static List<String> nonDaemonThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> !t.isDaemon() && t != Thread.currentThread())
                .map(Thread::getName)
                .sorted()
                .collect(Collectors.toList());
    }
}
