package dev.cloudsdk.benchmarks;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What Linux counts for one thread (or the whole process), from {@code /proc}: user and system CPU in clock ticks
 * (10 ms), voluntary and involuntary context switches, and read- and write-type system calls. A figure the kernel
 * does not give (another OS, a kernel without I/O accounting) reads as 0.
 *
 * @param userTicks CPU time in user mode, in clock ticks
 * @param sysTicks CPU time in the kernel, in clock ticks
 * @param voluntary context switches the thread asked for (a blocking read, a park)
 * @param involuntary context switches the scheduler forced (preemption)
 * @param readCalls read-type system calls ({@code syscr})
 * @param writeCalls write-type system calls ({@code syscw})
 */
record ProcCounts(long userTicks, long sysTicks, long voluntary, long involuntary, long readCalls, long writeCalls) {
    static final ProcCounts ZERO = new ProcCounts(0, 0, 0, 0, 0, 0);

    /** @return the counts of the calling thread */
    static ProcCounts thread() {
        return read(Path.of("/proc/thread-self"));
    }

    /** @return the counts of the whole process (context switches: those of its main thread only) */
    static ProcCounts process() {
        return read(Path.of("/proc/self"));
    }

    /** @param dir a {@code /proc} directory of a process or a thread @return its counts */
    static ProcCounts read(Path dir) {
        try {
            String stat = Files.readString(dir.resolve("stat"));
            // The fields after the command name, which is in parentheses and may hold spaces.
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long user = Long.parseLong(f[11]);
            long sys = Long.parseLong(f[12]);
            long vol = 0;
            long invol = 0;
            for (String line : Files.readAllLines(dir.resolve("status"))) {
                if (line.startsWith("voluntary_ctxt_switches:")) {
                    vol = Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                } else if (line.startsWith("nonvoluntary_ctxt_switches:")) {
                    invol = Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                }
            }
            long r = 0;
            long w = 0;
            Path io = dir.resolve("io");
            if (Files.isReadable(io)) {
                for (String line : Files.readAllLines(io)) {
                    if (line.startsWith("syscr:")) {
                        r = Long.parseLong(line.substring(6).trim());
                    } else if (line.startsWith("syscw:")) {
                        w = Long.parseLong(line.substring(6).trim());
                    }
                }
            }
            return new ProcCounts(user, sys, vol, invol, r, w);
        } catch (IOException | RuntimeException e) {
            return ZERO;
        }
    }

    ProcCounts plus(ProcCounts o) {
        return new ProcCounts(
                userTicks + o.userTicks,
                sysTicks + o.sysTicks,
                voluntary + o.voluntary,
                involuntary + o.involuntary,
                readCalls + o.readCalls,
                writeCalls + o.writeCalls);
    }

    ProcCounts minus(ProcCounts o) {
        return new ProcCounts(
                userTicks - o.userTicks,
                sysTicks - o.sysTicks,
                voluntary - o.voluntary,
                involuntary - o.involuntary,
                readCalls - o.readCalls,
                writeCalls - o.writeCalls);
    }
}
