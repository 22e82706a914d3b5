package dev.cloudsdk.benchmarks;

import com.sun.jdi.Bootstrap;
import com.sun.jdi.ClassType;
import com.sun.jdi.IncompatibleThreadStateException;
import com.sun.jdi.ReferenceType;
import com.sun.jdi.StackFrame;
import com.sun.jdi.VirtualMachine;
import com.sun.jdi.connect.Connector;
import com.sun.jdi.connect.LaunchingConnector;
import com.sun.jdi.event.Event;
import com.sun.jdi.event.EventSet;
import com.sun.jdi.event.MethodEntryEvent;
import com.sun.jdi.event.VMDeathEvent;
import com.sun.jdi.event.VMDisconnectEvent;
import com.sun.jdi.request.EventRequest;
import com.sun.jdi.request.MethodEntryRequest;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which of sdk-core's source files one call passes through, and how often a file calls back up into a file that
 * is still waiting for it: a repeatable count of the call path's tangles (issue 29).
 *
 * <p>It launches {@link CallPathTarget} under the JDK's debugger interface (JDI) and records every method entered
 * in {@code dev.cloudsdk.core} on any thread during one call, with the nearest sdk-core frame below it on the same
 * thread as its caller (frames of OkHttp or the JDK in between are skipped: the {@code NetworkInterceptor} is
 * called by the {@code AttemptCodec} or driver that sent the request). Nested classes count as their source file; the
 * hidden class of a lambda is skipped, so a method reference counts as a call of the method it names. Records are
 * left out, as callees and as callers: making a value and reading its components is no call into a layer, and
 * what a record's method calls is charged to the file that called the record.
 *
 * <p>A file's <b>layer</b> is the least depth at which the call entered it: the number of sdk-core files on the
 * thread's stack at that moment, itself included (the file a service module calls is layer 1, what it calls layer
 * 2, ...). A <b>back-edge</b> is an arrow from a file to a file of a lower layer: a lower layer calling back up
 * into one that drives it. A <b>two-way pair</b> is two files that call each other.
 *
 * <pre>
 * ./mvnw -B -q -o -pl benchmarks -am package -DskipTests
 * java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.CallPath            # blocking listPage
 * java -cp benchmarks/target/benchmarks.jar dev.cloudsdk.benchmarks.CallPath async      # async listPage
 * </pre>
 */
public final class CallPath {
    private static final String CORE = "dev.cloudsdk.core.";
    private static final String TARGET = CallPathTarget.class.getName();

    private CallPath() {}

    /**
     * @param args {@code blocking} (the default) or {@code async}
     * @throws Exception when the target cannot be launched or traced
     */
    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "blocking";
        LaunchingConnector connector = Bootstrap.virtualMachineManager().defaultConnector();
        Map<String, Connector.Argument> arguments = connector.defaultArguments();
        arguments.get("options").setValue("-cp " + System.getProperty("java.class.path"));
        arguments.get("main").setValue(TARGET + " " + mode);
        VirtualMachine vm = connector.launch(arguments);
        drain(vm.process().getInputStream());
        drain(vm.process().getErrorStream());
        MethodEntryRequest entries = vm.eventRequestManager().createMethodEntryRequest();
        entries.addClassFilter("dev.cloudsdk.*");
        entries.setSuspendPolicy(EventRequest.SUSPEND_EVENT_THREAD);
        entries.enable();

        Map<String, Set<String>> edges = new LinkedHashMap<>();
        Set<String> files = new LinkedHashSet<>();
        Set<String> entered = new LinkedHashSet<>();
        Map<String, Integer> layers = new LinkedHashMap<>();
        boolean recording = false;
        boolean done = false;
        while (!done) {
            EventSet set = vm.eventQueue().remove();
            for (Event e : set) {
                if (e instanceof VMDeathEvent || e instanceof VMDisconnectEvent) {
                    done = true;
                } else if (e instanceof MethodEntryEvent entry) {
                    String type = entry.method().declaringType().name();
                    if (type.equals(TARGET)) {
                        if (entry.method().name().equals("begin")) {
                            recording = true;
                        } else if (entry.method().name().equals("end")) {
                            recording = false;
                            entries.disable();
                        }
                    } else if (recording
                            && type.startsWith(CORE)
                            && !type.contains("$$Lambda")
                            && !isRecord(entry.method().declaringType())) {
                        // A lambda's own class is skipped: the method it calls is entered next.
                        String callee = file(type);
                        files.add(callee);
                        layers.merge(callee, depth(entry), Math::min);
                        String caller = callerFile(entry);
                        if (caller == null) {
                            entered.add(callee);
                        } else if (!caller.equals(callee)) {
                            edges.computeIfAbsent(caller, k -> new LinkedHashSet<>())
                                    .add(callee);
                        }
                    }
                }
            }
            set.resume();
        }
        report(mode, files, entered, layers, edges);
    }

    /** A record is a value: making one and reading its components is no call into a layer. */
    private static boolean isRecord(ReferenceType type) {
        return type instanceof ClassType c
                && c.superclass() != null
                && c.superclass().name().equals("java.lang.Record");
    }

    /** The source file of the nearest sdk-core frame below the entered one, or {@code null} when there is none. */
    private static String callerFile(MethodEntryEvent entry) {
        try {
            List<StackFrame> frames = entry.thread().frames();
            for (int i = 1; i < frames.size(); i++) {
                ReferenceType declaring = frames.get(i).location().declaringType();
                String type = declaring.name();
                if (type.startsWith(CORE) && !type.contains("$$Lambda") && !isRecord(declaring)) {
                    return file(type);
                }
            }
            return null;
        } catch (IncompatibleThreadStateException e) {
            throw new IllegalStateException(e);
        }
    }

    /** How many sdk-core files are on the thread's stack at this entry, counting a run of one file's frames once. */
    private static int depth(MethodEntryEvent entry) {
        try {
            int depth = 0;
            String last = null;
            for (StackFrame frame : entry.thread().frames()) {
                ReferenceType declaring = frame.location().declaringType();
                String type = declaring.name();
                if (type.startsWith(CORE) && !type.contains("$$Lambda") && !isRecord(declaring)) {
                    String file = file(type);
                    if (!file.equals(last)) {
                        depth++;
                        last = file;
                    }
                }
            }
            return depth;
        } catch (IncompatibleThreadStateException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String file(String type) {
        String simple = type.substring(type.lastIndexOf('.') + 1);
        int nested = simple.indexOf('$');
        return (type.startsWith(CORE + "internal.") ? "internal/" : "")
                + (nested < 0 ? simple : simple.substring(0, nested));
    }

    private static void report(
            String mode,
            Set<String> files,
            Set<String> entered,
            Map<String, Integer> layers,
            Map<String, Set<String>> edges) {
        List<String> back = new ArrayList<>();
        List<String> twoWay = new ArrayList<>();
        edges.forEach((from, tos) -> tos.forEach(to -> {
            if (layers.get(to) < layers.get(from)) {
                back.add(from + " (" + layers.get(from) + ") -> " + to + " (" + layers.get(to) + ")");
            }
            if (from.compareTo(to) < 0 && edges.getOrDefault(to, Set.of()).contains(from)) {
                twoWay.add(from + " <-> " + to);
            }
        }));
        int arrows = edges.values().stream().mapToInt(Set::size).sum();
        System.out.println("One " + mode + " DNS listPage inside sdk-core");
        System.out.println("files: " + files.size() + " (calling another sdk-core file: " + edges.size() + ")");
        layers.forEach((file, layer) -> System.out.println("  " + layer + "  " + file));
        System.out.println("entered from outside sdk-core: " + entered);
        System.out.println("arrows between files: " + arrows);
        edges.forEach((from, to) -> System.out.println("  " + from + " -> " + to));
        System.out.println("back-edges: " + back.size());
        back.forEach(b -> System.out.println("  " + b));
        System.out.println("two-way pairs: " + twoWay.size());
        twoWay.forEach(b -> System.out.println("  " + b));
    }

    private static void drain(InputStream in) {
        Thread t = new Thread(
                () -> {
                    try {
                        in.transferTo(System.err);
                    } catch (IOException e) {
                        // The target ended.
                    }
                },
                "call-path-output");
        t.setDaemon(true);
        t.start();
    }
}
