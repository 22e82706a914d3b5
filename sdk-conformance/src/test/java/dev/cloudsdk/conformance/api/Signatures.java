package dev.cloudsdk.conformance.api;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedArrayType;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.AnnotatedTypeVariable;
import java.lang.reflect.AnnotatedWildcardType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Java-like text for reflected types and members: modifiers, generic types with their type-use annotations
 * ({@code @Nullable}), parameter types without names (names are not API). {@code java.lang.} is left out; every
 * other type is fully qualified.
 */
final class Signatures {
    private static final String JSPECIFY = "org.jspecify.annotations.";
    private static final int TYPE_MODIFIERS =
            Modifier.PUBLIC | Modifier.PROTECTED | Modifier.ABSTRACT | Modifier.STATIC | Modifier.FINAL;
    private static final int FIELD_MODIFIERS = TYPE_MODIFIERS | Modifier.TRANSIENT | Modifier.VOLATILE;
    // Not TRANSIENT: on a method that bit means varargs, which the parameters show.
    private static final int METHOD_MODIFIERS = TYPE_MODIFIERS;

    private Signatures() {}

    static String typeHeader(Class<?> type) {
        int modifiers = type.getModifiers() & TYPE_MODIFIERS;
        if (type.isInterface()) {
            modifiers &= ~Modifier.ABSTRACT;
        }
        if (type.isEnum() || type.isRecord()) {
            modifiers &= ~Modifier.FINAL;
        }
        StringBuilder s = new StringBuilder(deprecated(type.getAnnotations()))
                .append(Modifier.toString(modifiers))
                .append(type.isSealed() ? " sealed " : " ")
                .append(kind(type))
                .append(' ')
                .append(name(type))
                .append(typeParameters(type.getTypeParameters()));
        AnnotatedType superclass = type.getAnnotatedSuperclass();
        if (superclass != null
                && !List.of(Object.class, Enum.class, Record.class).contains(raw(superclass))) {
            s.append(" extends ").append(type(superclass));
        }
        AnnotatedType[] interfaces = type.getAnnotatedInterfaces();
        if (interfaces.length > 0 && !type.isAnnotation()) {
            s.append(type.isInterface() ? " extends " : " implements ").append(join(Arrays.asList(interfaces)));
        }
        if (type.isSealed()) {
            s.append(" permits ")
                    .append(Arrays.stream(type.getPermittedSubclasses())
                            .map(Signatures::name)
                            .collect(Collectors.joining(", ")));
        }
        return s.toString();
    }

    static String field(Field f) {
        return deprecated(f.getAnnotations()) + Modifier.toString(f.getModifiers() & FIELD_MODIFIERS) + " "
                + type(f.getAnnotatedType()) + " " + f.getName();
    }

    static String executable(Executable e) {
        int modifiers = e.getModifiers() & METHOD_MODIFIERS;
        StringBuilder s = new StringBuilder(deprecated(e.getAnnotations()));
        if (e.getDeclaringClass().isInterface()) {
            modifiers &= ~Modifier.ABSTRACT;
            s.append(e instanceof Method m && m.isDefault() ? "default " : "");
        }
        s.append(Modifier.toString(modifiers)).append(' ');
        String typeParameters = typeParameters(e.getTypeParameters());
        s.append(typeParameters.isEmpty() ? "" : typeParameters + " ");
        if (e instanceof Method m) {
            s.append(type(m.getAnnotatedReturnType())).append(' ').append(m.getName());
        } else {
            s.append(((Constructor<?>) e).getDeclaringClass().getSimpleName());
        }
        s.append('(').append(parameters(e)).append(')');
        AnnotatedType[] exceptions = e.getAnnotatedExceptionTypes();
        if (exceptions.length > 0) {
            s.append(" throws ").append(join(Arrays.asList(exceptions)));
        }
        return s.toString();
    }

    private static String parameters(Executable e) {
        List<String> types = new ArrayList<>();
        for (AnnotatedType t : e.getAnnotatedParameterTypes()) {
            types.add(type(t));
        }
        if (e.isVarArgs() && !types.isEmpty()) {
            String last = types.remove(types.size() - 1);
            types.add(last.substring(0, last.length() - 2) + "...");
        }
        return String.join(", ", types);
    }

    private static String kind(Class<?> type) {
        if (type.isAnnotation()) {
            return "@interface";
        }
        return type.isInterface() ? "interface" : type.isEnum() ? "enum" : type.isRecord() ? "record" : "class";
    }

    private static String typeParameters(TypeVariable<?>[] variables) {
        if (variables.length == 0) {
            return "";
        }
        List<String> declared = new ArrayList<>();
        for (TypeVariable<?> v : variables) {
            List<AnnotatedType> bounds = Arrays.stream(v.getAnnotatedBounds())
                    .filter(b -> !isPlainObject(b))
                    .collect(Collectors.toList());
            declared.add(
                    bounds.isEmpty()
                            ? v.getName()
                            : v.getName() + " extends "
                                    + String.join(
                                            " & ",
                                            bounds.stream()
                                                    .map(Signatures::type)
                                                    .collect(Collectors.toList())));
        }
        return "<" + String.join(", ", declared) + ">";
    }

    /** The type as written in Java, with the type-use annotations where Java puts them. */
    static String type(AnnotatedType t) {
        String annotations = typeAnnotations(t);
        if (t instanceof AnnotatedArrayType array) {
            return type(array.getAnnotatedGenericComponentType()) + (annotations.isEmpty() ? "" : " " + annotations)
                    + "[]";
        }
        if (t instanceof AnnotatedParameterizedType p) {
            return annotations + name(raw(p)) + "<" + join(Arrays.asList(p.getAnnotatedActualTypeArguments())) + ">";
        }
        if (t instanceof AnnotatedWildcardType w) {
            return annotations + wildcard(w);
        }
        if (t instanceof AnnotatedTypeVariable v) {
            return annotations + ((TypeVariable<?>) v.getType()).getName();
        }
        return annotations + name((Class<?>) t.getType());
    }

    private static Class<?> raw(AnnotatedType t) {
        return t.getType() instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) t.getType();
    }

    private static String wildcard(AnnotatedWildcardType w) {
        if (w.getAnnotatedLowerBounds().length > 0) {
            return "? super " + join(Arrays.asList(w.getAnnotatedLowerBounds()));
        }
        AnnotatedType[] upper = w.getAnnotatedUpperBounds();
        return upper.length == 0 || isPlainObject(upper[0]) ? "?" : "? extends " + join(Arrays.asList(upper));
    }

    private static boolean isPlainObject(AnnotatedType t) {
        return t.getType() == Object.class && t.getAnnotations().length == 0;
    }

    private static String typeAnnotations(AnnotatedType t) {
        StringBuilder s = new StringBuilder();
        for (Annotation a : t.getAnnotations()) {
            String name = a.annotationType().getName();
            s.append('@')
                    .append(name.startsWith(JSPECIFY) ? name.substring(JSPECIFY.length()) : name)
                    .append(' ');
        }
        return s.toString();
    }

    private static String deprecated(Annotation[] annotations) {
        return Arrays.stream(annotations).anyMatch(a -> a.annotationType() == Deprecated.class) ? "@Deprecated " : "";
    }

    static String name(Class<?> type) {
        String name = type.getCanonicalName();
        if (type.isPrimitive() || type.isArray()) {
            return name;
        }
        return type.getPackageName().equals("java.lang") ? name.substring("java.lang.".length()) : name;
    }

    private static String join(List<AnnotatedType> types) {
        return types.stream().map(Signatures::type).collect(Collectors.joining(", "));
    }
}
