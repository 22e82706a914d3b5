package dev.cloudsdk.examples;

import java.io.PrintStream;
import java.util.UUID;
import java.util.regex.Pattern;

/** The examples' output: one line per step, ids shortened to 8 characters, a progress line while waiting. */
final class Console {
    private static final PrintStream OUT = System.out;
    private static final Pattern UUID_TEXT =
            Pattern.compile("([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    /** On a terminal the progress line rewrites itself; in a log file it is printed about once a second. */
    private static final boolean TERMINAL = System.console() != null;

    private static long lastProgressSecond = -1;

    private Console() {}

    static void step(String what, String result) {
        OUT.printf("%-30s %s%n", what, shorten(result));
    }

    static void info(String what, String result) {
        OUT.printf("%-30s %s%n", "[" + what + "]", result);
    }

    /** Rewrites the same line: the caller ends it with {@link #endProgress(String, String)}. */
    static void progress(String what, String state, long elapsedMillis) {
        if (TERMINAL) {
            OUT.printf("\r%-30s %s (%.1f s)   ", what, state, elapsedMillis / 1000.0);
            OUT.flush();
        } else if (elapsedMillis / 1000 != lastProgressSecond) {
            lastProgressSecond = elapsedMillis / 1000;
            OUT.printf("%-30s %s (%d s)%n", what, state, lastProgressSecond);
        }
    }

    static void endProgress(String what, String result) {
        lastProgressSecond = -1;
        OUT.printf(TERMINAL ? "\r%-30s %s   %n" : "%-30s %s%n", what, result);
    }

    /** Shortens every UUID in a server message to its first 8 characters. */
    static String shorten(String text) {
        return text == null ? "" : UUID_TEXT.matcher(text).replaceAll("$1");
    }

    static String shortId(UUID id) {
        return id == null ? "-" : id.toString().substring(0, 8);
    }
}
