package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.BeanDescription;
import com.fasterxml.jackson.databind.BeanProperty;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.PropertyMetadata;
import com.fasterxml.jackson.databind.PropertyName;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBuilder;
import com.fasterxml.jackson.databind.deser.BeanDeserializerModifier;
import com.fasterxml.jackson.databind.deser.SettableAnyProperty;
import com.fasterxml.jackson.databind.deser.SettableBeanProperty;
import com.fasterxml.jackson.databind.deser.ValueInstantiator;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.introspect.AnnotatedMember;
import com.fasterxml.jackson.databind.introspect.AnnotatedMethod;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.BeanPropertyWriter;
import com.fasterxml.jackson.databind.ser.BeanSerializerModifier;
import dev.cloudsdk.core.ResponseModel;
import dev.cloudsdk.core.testing.Databind;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The databind oracle's keeping of unknown members ({@link Databind}). How Jackson keeps the members of a
 * {@link ResponseModel} record that the record does not declare, on every Jackson
 * from 2.16 (an any-setter on a creator parameter would need 2.18):
 *
 * <ol>
 *   <li>The record's last component, {@code Map additionalProperties}, stays a parameter of the creator, so Jackson
 *       fills the canonical constructor's arguments as for any record, with no copy; but a member of its name
 *       ({@code additional_properties}) is read as an unknown member and the component gets {@code null}, which
 *       the record turns into {@code Map.of()}. It is no property, and it is not written.</li>
 *   <li>The record gets an any-setter, so every member it does not declare is read at once from the body's parser
 *       ({@link JsonValues#read}, within the response's bounds), not first copied into a buffer as Jackson does with
 *       members it skips. The value goes into a table of the read's context, keyed by the parser's context of the
 *       record's JSON object: the record does not exist yet when Jackson reads a member before the last component
 *       it declares.</li>
 *   <li>The record's deserializer is wrapped: after Jackson built the record, a record with members in the table is
 *       made again through its canonical constructor, with them as its last component. A record without unknown
 *       members costs one look-up and no allocation.</li>
 * </ol>
 *
 * A response record must therefore end with that component; a record that does not is refused when Jackson first
 * builds its deserializer.
 */
final class UnknownMembers {
    private static final String COMPONENT = "additionalProperties";

    private UnknownMembers() {}

    /**
     * @param module the SDK's Jackson module, to which the modifiers are added
     * @return the module
     */
    static SimpleModule install(SimpleModule module) {
        return module.setDeserializerModifier(new Hide()).setSerializerModifier(new NotWritten());
    }

    private static boolean applies(Class<?> type) {
        return type.isRecord() && ResponseModel.class.isAssignableFrom(type);
    }

    /** The record's components, checked: the last is {@code Map additionalProperties}. */
    static RecordComponent[] components(Class<?> type) {
        RecordComponent[] all = type.getRecordComponents();
        RecordComponent last = all.length == 0 ? null : all[all.length - 1];
        if (last == null || !last.getName().equals(COMPONENT) || last.getType() != Map.class) {
            throw new IllegalStateException(type.getName() + " is a ResponseModel: its last component must be "
                    + "Map<String, @Nullable Object> " + COMPONENT);
        }
        return all;
    }

    /**
     * Turns the component's creator parameter into a reader of unknown members, removes its property, adds the
     * any-setter, and wraps the deserializer.
     */
    private static final class Hide extends BeanDeserializerModifier {
        private static final long serialVersionUID = 1L;

        @Override
        public BeanDeserializerBuilder updateBuilder(
                DeserializationConfig config, BeanDescription desc, BeanDeserializerBuilder builder) {
            if (!applies(desc.getBeanClass())) {
                return builder;
            }
            int last = components(desc.getBeanClass()).length - 1;
            ValueInstantiator canonical = builder.getValueInstantiator();
            SettableBeanProperty[] params = canonical.getFromObjectArguments(config);
            if (params == null || params.length != last + 1 || params[last].getCreatorIndex() != last) {
                throw new IllegalStateException(desc.getBeanClass().getName() + ": Jackson does not build it "
                        + "through its canonical constructor");
            }
            // The creator keeps its parameter, so Jackson fills the canonical constructor's arguments directly; a
            // member of its name is read as an unknown one; and without the property, one that comes after Jackson
            // built the record goes to the any-setter too.
            builder.removeProperty(params[last].getFullName());
            builder.setValueInstantiator(new LastAsUnknown(canonical, params));
            AnnotatedMethod accessor = desc.findMethod(COMPONENT, new Class<?>[0]);
            JavaType type = config.constructType(Object.class);
            builder.setAnySetter(new Keep(
                    new BeanProperty.Std(
                            PropertyName.construct(COMPONENT), type, null, accessor, PropertyMetadata.STD_OPTIONAL),
                    accessor,
                    type));
            return builder;
        }

        @Override
        public JsonDeserializer<?> modifyDeserializer(
                DeserializationConfig config, BeanDescription desc, JsonDeserializer<?> deserializer) {
            return applies(desc.getBeanClass()) ? new RecordRemake(deserializer, desc.getBeanClass()) : deserializer;
        }
    }

    /** The canonical constructor, whose last parameter reads a member of its name as an unknown member. */
    private static final class LastAsUnknown extends ValueInstantiator.Delegating {
        private static final long serialVersionUID = 1L;
        private final SettableBeanProperty[] params;

        LastAsUnknown(ValueInstantiator canonical, SettableBeanProperty[] params) {
            super(canonical);
            this.params = params.clone();
            int last = params.length - 1;
            this.params[last] = params[last].withValueDeserializer(new AsUnknown());
        }

        @Override
        public SettableBeanProperty[] getFromObjectArguments(DeserializationConfig config) {
            return params;
        }
    }

    /**
     * Reads a member named like the hidden component ({@code additional_properties}) as an unknown member, and
     * gives the component {@code null}, which the record turns into {@code Map.of()}.
     */
    private static final class AsUnknown extends StdDeserializer<Object> {
        private static final long serialVersionUID = 1L;

        AsUnknown() {
            super(Object.class);
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            keep(p, ctxt);
            return null;
        }

        /** A member whose value is {@code null} reaches Jackson's null provider, which is this deserializer. */
        @Override
        public Object getNullValue(DeserializationContext ctxt) throws JsonMappingException {
            JsonParser p = ctxt.getParser();
            if (p != null && p.hasToken(JsonToken.VALUE_NULL)) {
                try {
                    keep(p, ctxt);
                } catch (IOException e) {
                    throw JsonMappingException.from(p, e.getMessage(), e);
                }
            }
            return null;
        }

        /** The member was not sent: nothing to keep. */
        @Override
        public Object getAbsentValue(DeserializationContext ctxt) {
            return null;
        }
    }

    /**
     * Reads the member at the parser into the read's table, under the JSON object it belongs to.
     *
     * @param p a parser on the member's value
     * @param ctxt the read's context
     * @throws IOException when the parser fails
     */
    static void keep(JsonParser p, DeserializationContext ctxt) throws IOException {
        String name = p.currentName();
        JsonStreamContext object = p.getParsingContext();
        if (p.isExpectedStartObjectToken() || p.isExpectedStartArrayToken()) {
            object = object.getParent();
        }
        ReadScope scope = ReadContext.scope(ctxt);
        JsonValues.countMember(scope);
        Object value = JsonValues.read(p, scope, true);
        ReadContext.pending(ctxt, true)
                .computeIfAbsent(object, k -> new LinkedHashMap<>())
                .put(name, value);
    }

    /** Reads a member the record does not declare into the read's table, under the record's JSON object. */
    private static final class Keep extends SettableAnyProperty {
        private static final long serialVersionUID = 1L;

        Keep(BeanProperty property, AnnotatedMember accessor, JavaType type) {
            super(property, accessor, type, null, null, null);
        }

        @Override
        public SettableAnyProperty withValueDeserializer(JsonDeserializer<Object> deser) {
            return this;
        }

        @Override
        public boolean hasValueDeserializer() {
            return true;
        }

        @Override
        public void fixAccess(DeserializationConfig config) {
            // Nothing to make accessible: the accessor is never called.
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            keep(p, ctxt);
            return null;
        }

        @Override
        protected void _set(Object instance, Object name, Object value) {
            // The value is in the table already: the record is made again with it.
        }
    }

    /** Leaves the component out when a response record is written, as in a request ({@code SessionPersistence}). */
    private static final class NotWritten extends BeanSerializerModifier {
        private static final long serialVersionUID = 1L;

        @Override
        public List<BeanPropertyWriter> changeProperties(
                SerializationConfig config, BeanDescription desc, List<BeanPropertyWriter> writers) {
            if (!applies(desc.getBeanClass())) {
                return writers;
            }
            return writers.stream()
                    .filter(w -> w.getMember() == null
                            || !COMPONENT.equals(w.getMember().getName()))
                    .collect(Collectors.toList());
        }
    }
}
