package dev.cloudsdk.core.internal;

import java.io.IOException;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * Causes fit to be kept in an SDK exception: a logged stack trace prints the message of every cause and every
 * suppressed exception, so a message that quotes server text or a credential must not ride along in one.
 */
final class CleanCauses {
    private CleanCauses() {
    }

    /**
     * The failure itself when every message in it (its own, its causes', the suppressed ones') is already clean
     * server text; otherwise a copy of the whole chain with each message cleaned as {@link Redaction#clean} does
     * (the token redacted in any spelling, control characters escaped, the length bounded).
     *
     * @param failure what failed, or {@code null}
     * @param token the call's token, or {@code null}
     * @return the failure or its clean copy, with the same stack traces
     */
    static Throwable cleaned(Throwable failure, String token) {
        UnaryOperator<String> clean = m -> Redaction.clean(m, token, Redaction.MAX_MESSAGE_CHARS);
        return failure == null || isClean(failure, clean, new IdentityHashMap<>()) ? failure
                : copy(failure, clean, new IdentityHashMap<>());
    }

    /**
     * A copy of the whole chain without any message, the types and stack traces kept: for what a token provider
     * threw, whose text may name a credential the SDK has never seen and so cannot redact.
     *
     * @param failure what failed
     * @return the copy
     */
    static Throwable withoutMessages(Throwable failure) {
        return copy(failure, m -> null, new IdentityHashMap<>());
    }

    private static boolean isClean(Throwable t, UnaryOperator<String> clean, Map<Throwable, Boolean> seen) {
        if (seen.put(t, Boolean.TRUE) != null) {
            return true;
        }
        if (t.getMessage() != null && !t.getMessage().equals(clean.apply(t.getMessage()))) {
            return false;
        }
        for (Throwable s : t.getSuppressed()) {
            if (!isClean(s, clean, seen)) {
                return false;
            }
        }
        return t.getCause() == null || isClean(t.getCause(), clean, seen);
    }

    private static Throwable copy(Throwable t, UnaryOperator<String> message, Map<Throwable, Throwable> copies) {
        Throwable done = copies.get(t);
        if (done != null) {
            return done;
        }
        String text = message.apply(t.getMessage());
        Throwable c = sameType(t, text);
        if (c == null) {
            c = new Copy(t.getClass().getName(), text);
        }
        copies.put(t, c);
        c.setStackTrace(t.getStackTrace());
        if (t.getCause() != null) {
            try {
                c.initCause(copy(t.getCause(), message, copies));
            } catch (IllegalStateException e) {
                // A constructor that set a cause of its own: the copy keeps that one, which holds no message.
            }
        }
        for (Throwable s : t.getSuppressed()) {
            c.addSuppressed(copy(s, message, copies));
        }
        return c;
    }

    /**
     * A copy of the JDK's own type (a {@code ConnectException} stays one, for a caller who inspects the cause),
     * through its public one-string constructor. Not for other types: their {@code getMessage()} or
     * {@code toString()} may add what their fields hold.
     */
    private static Throwable sameType(Throwable t, String text) {
        Class<?> type = t.getClass();
        if (type.getClassLoader() != null || !type.getPackageName().startsWith("java.")) {
            return null;
        }
        try {
            Throwable c = (Throwable) type.getConstructor(String.class).newInstance(text);
            return Objects.equals(c.getMessage(), text) ? c : null;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return null;
        }
    }

    /**
     * The stand-in for a type that cannot be copied: it prints as the original did ({@code com.acme.VaultException:
     * message}), and is an {@code IOException} so that it may stand in for an I/O failure's cause.
     */
    static final class Copy extends IOException {
        private static final long serialVersionUID = 1L;
        private final String type;

        Copy(String type, String message) {
            super(message);
            this.type = type;
        }

        @Override
        public String toString() {
            return getMessage() == null ? type : type + ": " + getMessage();
        }
    }
}
