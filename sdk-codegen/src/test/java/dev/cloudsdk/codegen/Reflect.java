package dev.cloudsdk.codegen;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Map;

/**
 * Calls the public methods of classes compiled at test time, which the test cannot name: the one place the wire
 * test of the test-only document uses reflection. An exception the method throws is rethrown as it is.
 */
final class Reflect {
    private static final Map<Class<?>, Class<?>> BOXES = Map.of(
            int.class, Integer.class, long.class, Long.class, boolean.class, Boolean.class, double.class, Double.class);

    private Reflect() {}

    /** @return what the instance method {@code name} returns for the arguments */
    static Object call(Object target, String name, Object... args) {
        return invoke(target.getClass(), target, name, args);
    }

    /** @return what the static method {@code name} of the type returns for the arguments */
    static Object callStatic(Class<?> type, String name, Object... args) {
        return invoke(type, null, name, args);
    }

    private static Object invoke(Class<?> type, Object target, String name, Object[] args) {
        for (Method m : type.getMethods()) {
            if (m.getName().equals(name)
                    && Modifier.isStatic(m.getModifiers()) == (target == null)
                    && accepts(m.getParameterTypes(), args)) {
                try {
                    return m.invoke(target, args);
                } catch (InvocationTargetException e) {
                    if (e.getCause() instanceof RuntimeException r) {
                        throw r;
                    }
                    throw new AssertionError(e.getCause());
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        throw new AssertionError("no public method " + type.getName() + "." + name + " for " + Arrays.toString(args));
    }

    private static boolean accepts(Class<?>[] params, Object[] args) {
        if (params.length != args.length) {
            return false;
        }
        for (int i = 0; i < params.length; i++) {
            Class<?> p = BOXES.getOrDefault(params[i], params[i]);
            if (args[i] == null ? params[i].isPrimitive() : !p.isInstance(args[i])) {
                return false;
            }
        }
        return true;
    }
}
