package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.InjectableValues;
import com.fasterxml.jackson.databind.cfg.CacheProvider;
import com.fasterxml.jackson.databind.deser.BeanDeserializerFactory;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.databind.deser.DeserializerFactory;
import dev.cloudsdk.core.testing.Databind;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Jackson's context of one read in the databind oracle ({@link Databind}), with two fields for what it keeps per
 * read: the element count of {@link ListBudget} (the {@link ReadScope} a streaming read passes in as the attribute
 * {@code ReadScope.class}, else one of its own) and the members {@link UnknownMembers} keeps for records not yet made.
 * One context per read, used by the one thread that reads (Jackson makes it per call and never shares it); each field
 * is {@code null} until the read first needs it.
 */
final class ReadContext extends DefaultDeserializationContext {
    private static final long serialVersionUID = 1L;
    private static final Object PENDING = UnknownMembers.class;

    /** The read's count of list elements, created on first use. */
    private transient ReadScope scope;
    /** The members kept for records not yet made, by their JSON object; created on first use. */
    private transient Map<Object, Map<String, Object>> pending;

    /** The context a mapper holds: a factory of the contexts of its reads. */
    ReadContext() {
        super(BeanDeserializerFactory.instance, null);
    }

    private ReadContext(ReadContext src, DeserializationConfig config, JsonParser p, InjectableValues values) {
        super(src, config, p, values);
    }

    private ReadContext(ReadContext src, DeserializerFactory factory) {
        super(src, factory);
    }

    private ReadContext(ReadContext src) {
        super(src);
    }

    private ReadContext(ReadContext src, CacheProvider caches) {
        super(src, caches);
    }

    private ReadContext(ReadContext src, DeserializationConfig config) {
        super(src, config);
    }

    @Override
    public DefaultDeserializationContext copy() {
        return new ReadContext(this);
    }

    @Override
    public DefaultDeserializationContext createInstance(
            DeserializationConfig config, JsonParser p, InjectableValues values) {
        return new ReadContext(this, config, p, values);
    }

    @Override
    public DefaultDeserializationContext createDummyInstance(DeserializationConfig config) {
        return new ReadContext(this, config);
    }

    @Override
    public DefaultDeserializationContext with(DeserializerFactory factory) {
        return new ReadContext(this, factory);
    }

    @Override
    public DefaultDeserializationContext withCaches(CacheProvider caches) {
        return new ReadContext(this, caches);
    }

    /**
     * @param ctxt the context of one read
     * @return the read's count of list elements: the scope the read was given, else its own, created on first use
     */
    static ReadScope scope(DeserializationContext ctxt) {
        Object given = ctxt.getAttribute(ReadScope.class);
        if (given != null) {
            return (ReadScope) given;
        }
        if (ctxt instanceof ReadContext) {
            ReadContext r = (ReadContext) ctxt;
            if (r.scope == null) {
                r.scope = new ReadScope();
            }
            return r.scope;
        }
        ReadScope own = new ReadScope();
        ctxt.setAttribute(ReadScope.class, own);
        return own;
    }

    /**
     * @param ctxt the context of one read
     * @param create whether to create the table when the read has none yet
     * @return the members kept for records not yet made, by their JSON object, or {@code null} when there are none
     *     and {@code create} is false
     */
    @SuppressWarnings("unchecked")
    static Map<Object, Map<String, Object>> pending(DeserializationContext ctxt, boolean create) {
        if (ctxt instanceof ReadContext) {
            ReadContext r = (ReadContext) ctxt;
            if (r.pending == null && create) {
                r.pending = new IdentityHashMap<>();
            }
            return r.pending;
        }
        Map<Object, Map<String, Object>> table = (Map<Object, Map<String, Object>>) ctxt.getAttribute(PENDING);
        if (table == null && create) {
            table = new IdentityHashMap<>();
            ctxt.setAttribute(PENDING, table);
        }
        return table;
    }
}
