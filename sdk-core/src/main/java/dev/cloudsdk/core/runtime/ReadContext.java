package dev.cloudsdk.core.runtime;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationConfig;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.InjectableValues;
import com.fasterxml.jackson.databind.cfg.CacheProvider;
import com.fasterxml.jackson.databind.deser.BeanDeserializerFactory;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.databind.deser.DeserializerFactory;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Jackson's context of one read, with two fields for what the SDK keeps per read: the element budget of
 * {@link ListBudget} and the members {@link UnknownMembers} keeps for records not yet made. Invariants: one context
 * per read, used by the one thread that reads (Jackson makes it per call and never shares it); each field is
 * {@code null} until the read first needs it, so a read that needs neither allocates nothing for them (Jackson's
 * per-call attributes would make a map in every read that has a list). A context of another mapper (none of the
 * SDK's) falls back to those attributes.
 */
final class ReadContext extends DefaultDeserializationContext {
    private static final long serialVersionUID = 1L;
    private static final Object BUDGET = ListBudget.class;
    private static final Object PENDING = UnknownMembers.class;

    /** The read's count of list elements, created on first use. */
    private transient int[] budget;
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
    public DefaultDeserializationContext createInstance(DeserializationConfig config, JsonParser p,
                                                        InjectableValues values) {
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
     * @return the read's count of list elements, created on first use
     */
    static int[] budget(DeserializationContext ctxt) {
        if (ctxt instanceof ReadContext) {
            ReadContext r = (ReadContext) ctxt;
            if (r.budget == null) {
                r.budget = new int[1];
            }
            return r.budget;
        }
        int[] used = (int[]) ctxt.getAttribute(BUDGET);
        if (used == null) {
            used = new int[1];
            ctxt.setAttribute(BUDGET, used);
        }
        return used;
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
