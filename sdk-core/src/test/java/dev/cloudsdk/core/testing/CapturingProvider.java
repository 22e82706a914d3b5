package dev.cloudsdk.core.testing;

import java.util.Map;
import java.util.TreeMap;
import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.MDC;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.AbstractLogger;
import org.slf4j.helpers.BasicMDCAdapter;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.MessageFormatter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * An SLF4J 2 binding for tests only: every logger is enabled at TRACE and writes into {@link LogCapture}. It lets
 * the suite prove that no log line, at any level, carries the token, without adding a logging library.
 */
public final class CapturingProvider implements SLF4JServiceProvider {
    private final ILoggerFactory loggers = CapturingLogger::new;
    private final IMarkerFactory markers = new BasicMarkerFactory();
    /**
     * A real MDC, so that tests can see what context the SDK's threads run in. slf4j's basic one keeps the map in
     * an {@code InheritableThreadLocal}, as older logging backends did: a thread that inherited a caller's map would
     * show it, which the SDK's threads must never do.
     */
    private final MDCAdapter mdc = new BasicMDCAdapter();

    @Override
    public ILoggerFactory getLoggerFactory() {
        return loggers;
    }

    @Override
    public IMarkerFactory getMarkerFactory() {
        return markers;
    }

    @Override
    public MDCAdapter getMDCAdapter() {
        return mdc;
    }

    @Override
    public String getRequestedApiVersion() {
        return "2.0.99";
    }

    @Override
    public void initialize() {}

    private static final class CapturingLogger extends AbstractLogger {
        private static final long serialVersionUID = 1L;

        CapturingLogger(String name) {
            this.name = name;
        }

        @Override
        protected String getFullyQualifiedCallerName() {
            return null;
        }

        @Override
        protected void handleNormalizedLoggingCall(
                Level level, Marker marker, String pattern, Object[] args, Throwable t) {
            String message = MessageFormatter.basicArrayFormat(pattern, args);
            // The MDC the line was logged in, when there is one: no test but those that set an MDC sees it.
            Map<String, String> mdc = MDC.getCopyOfContextMap();
            LogCapture.add(level + " " + name + ": " + message + (t == null ? "" : " " + t)
                    + (mdc == null || mdc.isEmpty() ? "" : " mdc=" + new TreeMap<>(mdc)));
        }

        @Override
        public boolean isTraceEnabled() {
            return true;
        }

        @Override
        public boolean isTraceEnabled(Marker marker) {
            return true;
        }

        @Override
        public boolean isDebugEnabled() {
            return true;
        }

        @Override
        public boolean isDebugEnabled(Marker marker) {
            return true;
        }

        @Override
        public boolean isInfoEnabled() {
            return true;
        }

        @Override
        public boolean isInfoEnabled(Marker marker) {
            return true;
        }

        @Override
        public boolean isWarnEnabled() {
            return true;
        }

        @Override
        public boolean isWarnEnabled(Marker marker) {
            return true;
        }

        @Override
        public boolean isErrorEnabled() {
            return true;
        }

        @Override
        public boolean isErrorEnabled(Marker marker) {
            return true;
        }
    }
}
