package dev.cloudsdk.testkit;

import java.util.Objects;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Runs a {@link CloudEmulator} for JUnit 5 tests. Registered on a static field (or with {@code @ExtendWith}),
 * one emulator serves the whole class and its {@code @Nested} classes, and is {@linkplain CloudEmulator#reset()
 * reset} around each test: every test starts with no resources, no faults and zero request counts, on the same
 * port. On an instance field, each test gets a fresh emulator. Test methods may take a {@link CloudEmulator}
 * parameter.
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
 * State seeded outside a test ({@code @BeforeAll}) would be thrown away by that reset, so the class's tests fail
 * at once saying so; to share seeded state between the tests of a class, register
 * {@code new EmulatorExtension().keepStateBetweenTests()}. Tests of one class run in parallel share the emulator,
 * which is then reset only when none of them is running.
 *
 * <p>It is a class apart from {@link CloudEmulator} so that the emulator runs where JUnit is absent (the
 * examples).
 */
public final class EmulatorExtension
        implements BeforeAllCallback, AfterAllCallback, BeforeEachCallback, AfterEachCallback, ParameterResolver {
    private final Supplier<CloudEmulator> factory;
    private final boolean resetBetweenTests;
    private @Nullable CloudEmulator emulator;
    /** How many class scopes (the class, then each {@code @Nested} class) share the per-class emulator. */
    private int classDepth;
    /** Tests of the per-class emulator begun and not yet ended (more than one when run in parallel). */
    private int testsRunning;
    /** Set when state was added outside a test: every test of the class then fails, saying why. */
    private boolean seededOutsideTests;

    /** An extension whose emulators have the default settings. */
    public EmulatorExtension() {
        this(CloudEmulator::start, true);
    }

    /**
     * @param builder the settings of the emulators it starts
     */
    public EmulatorExtension(CloudEmulator.Builder builder) {
        this(Objects.requireNonNull(builder, "builder == null")::start, true);
    }

    private EmulatorExtension(Supplier<CloudEmulator> factory, boolean resetBetweenTests) {
        this.factory = factory;
        this.resetBetweenTests = resetBetweenTests;
    }

    /**
     * Returns an extension like this one that never resets its emulator: on a static field, resources, faults and
     * request counts then carry from one test to the next, and state seeded in {@code @BeforeAll} is kept. It
     * makes no difference on an instance field, where each test has its own emulator.
     *
     * @return an extension with the same emulator settings that does not reset between tests
     */
    public EmulatorExtension keepStateBetweenTests() {
        return new EmulatorExtension(factory, false);
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
        // JUnit calls this again for each @Nested class: they share the enclosing class's emulator.
        if (classDepth++ == 0) {
            emulator = factory.get();
        }
    }

    @Override
    public synchronized void afterAll(ExtensionContext context) {
        if (--classDepth == 0 && emulator != null) {
            emulator.close();
            emulator = null;
            seededOutsideTests = false;
            testsRunning = 0;
        }
    }

    @Override
    public synchronized void beforeEach(ExtensionContext context) {
        if (classDepth == 0) {
            emulator = factory.get();
            return;
        }
        // Tests of the class running in parallel share the emulator: it is reset only when none is running.
        if (++testsRunning > 1 || !resetBetweenTests || emulator == null) {
            return;
        }
        seededOutsideTests = seededOutsideTests || emulator.hasStateOrFaults();
        if (seededOutsideTests) {
            // Every test of the class fails with this, rather than the later ones with 404s.
            throw new IllegalStateException("the CloudEmulator was given resources or faults outside a test "
                    + "(in @BeforeAll?), but EmulatorExtension resets it before each test, which would throw them "
                    + "away. Seed in @BeforeEach or in the test, or register "
                    + "new EmulatorExtension().keepStateBetweenTests() to keep state between tests.");
        }
        // Also zeroes requests that arrived between tests, such as a late call from the previous test.
        emulator.reset();
    }

    @Override
    public synchronized void afterEach(ExtensionContext context) {
        if (emulator == null) {
            return; // it failed to start
        } else if (classDepth == 0) {
            emulator.close();
            emulator = null;
        } else if (--testsRunning == 0 && resetBetweenTests && !seededOutsideTests) {
            // Reset now, so that anything found before the next test was added between the tests.
            emulator.reset();
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
