package dev.cloudsdk.codegen;

import java.util.SortedMap;

/** Writes one kind of file from the document: records, facades, the testkit's routing, a README table. */
public interface Emitter {
    /**
     * @param spec the document
     * @param files where to put each file: its path from the repository root (with {@code /}) to its content
     */
    void emit(Spec spec, SortedMap<String, String> files);
}
