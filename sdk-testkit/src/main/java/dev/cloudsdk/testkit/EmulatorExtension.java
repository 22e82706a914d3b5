package dev.cloudsdk.testkit;

import java.util.Objects;
import java.util.function.Supplier;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Runs a {@link CloudEmulator} for JUnit 5 tests. Registered on a static field, one emulator serves the whole
 * class; on an instance field, or with {@code @ExtendWith}, each test gets a fresh one. Test methods may take a
 * {@link CloudEmulator} parameter.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final EmulatorExtension cloud = new EmulatorExtension();
 *
 * @Test
 * void restoresBackup(CloudEmulator emulator) {
 *     UUID backup = emulator.seedDatabaseBackup(BackupStatus.AVAILABLE);
 *     ...
 * }
 * }</pre>
 *
 * It is a class apart from {@link CloudEmulator} so that the emulator runs where JUnit is absent (the examples).
 */
public final class EmulatorExtension implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback,
        AfterEachCallback, ParameterResolver {
    private final Supplier<CloudEmulator> factory;
    private CloudEmulator emulator;
    private boolean perClass;

    /** An extension whose emulators have the default settings. */
    public EmulatorExtension() {
        this(CloudEmulator::start);
    }

    /**
     * @param builder the settings of the emulators it starts
     */
    public EmulatorExtension(CloudEmulator.Builder builder) {
        this(Objects.requireNonNull(builder, "builder == null")::start);
    }

    private EmulatorExtension(Supplier<CloudEmulator> factory) {
        this.factory = factory;
    }

    /**
     * @return the running emulator
     * @throws IllegalStateException outside a test
     */
    public synchronized CloudEmulator emulator() {
        if (emulator == null) {
            throw new IllegalStateException("the emulator runs only during a test");
        }
        return emulator;
    }

    @Override
    public synchronized void beforeAll(ExtensionContext context) {
        emulator = factory.get();
        perClass = true;
    }

    @Override
    public synchronized void afterAll(ExtensionContext context) {
        if (perClass && emulator != null) {
            emulator.close();
            emulator = null;
        }
    }

    @Override
    public synchronized void beforeEach(ExtensionContext context) {
        if (emulator == null) {
            emulator = factory.get();
            perClass = false;
        }
    }

    @Override
    public synchronized void afterEach(ExtensionContext context) {
        if (!perClass && emulator != null) {
            emulator.close();
            emulator = null;
        }
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == CloudEmulator.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        return emulator();
    }
}
