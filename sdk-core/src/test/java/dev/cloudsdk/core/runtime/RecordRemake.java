package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.Map;

/** Makes a record again with the members that {@link UnknownMembers}' any-setter kept for it (its third step). */
final class RecordRemake extends DelegatingDeserializer {
    private static final long serialVersionUID = 1L;
    private final Class<?> type;
    private final transient Method[] accessors;
    private final transient Constructor<?> canonical;

    RecordRemake(JsonDeserializer<?> deserializer, Class<?> type) {
        super(deserializer);
        this.type = type;
        RecordComponent[] components = UnknownMembers.components(type);
        this.accessors =
                Arrays.stream(components).map(RecordComponent::getAccessor).toArray(Method[]::new);
        try {
            this.canonical = type.getConstructor(
                    Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new));
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(type.getName() + " has no public canonical constructor", e);
        }
    }

    @Override
    protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
        return new RecordRemake(newDelegatee, type);
    }

    @Override
    public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
        // The context of the record's JSON object, as Keep sees it; an object entered on any other token (an
        // empty one on END_OBJECT) has no members to keep.
        JsonStreamContext object =
                p.hasToken(JsonToken.START_OBJECT) || p.hasToken(JsonToken.FIELD_NAME) ? p.getParsingContext() : null;
        Object record = _delegatee.deserialize(p, ctxt);
        Map<Object, Map<String, Object>> pending = ReadContext.pending(ctxt, false);
        Map<String, Object> members = pending == null || object == null ? null : pending.remove(object);
        return members == null || record == null ? record : remake(record, members);
    }

    private Object remake(Object record, Map<String, Object> members) {
        Object[] args = new Object[accessors.length];
        try {
            for (int i = 0; i < args.length - 1; i++) {
                args[i] = accessors[i].invoke(record);
            }
            args[args.length - 1] = new JsonValues.JsonObject(members);
            return canonical.newInstance(args);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException(type.getName() + " refused its own components", e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(type.getName() + " cannot be made again", e);
        }
    }
}
