package dev.cloudsdk.conformance;

import java.util.List;

/** The blocking and async facade classes whose methods call one declaration. */
record Facades(List<Class<?>> blocking, List<Class<?>> async) {}
