/**
 * What the generated service code and the testkit compile against: {@link dev.cloudsdk.core.runtime.ServiceContext},
 * the one door to the network, with the declarations it takes ({@code Endpoint}, {@code Operation},
 * {@code RegionHeader}, {@code ResponseShape}, {@code PageQuery}, {@code QueryParams}, {@code AsyncPages},
 * {@code OperationNames}); the value helpers of the generated records ({@code Checks}, {@code Arguments},
 * {@code Enums}, {@code JsonValues}); the JSON configuration and its bounds ({@code Json}, {@code ReadScope}) with
 * the value readers and writers the generated codecs call ({@code JsonRead}, {@code JsonWrite}); and the class-path
 * check ({@code RuntimeDependencies}), which the config's {@code build()} and the emulator's {@code start()} run.
 *
 * <p>Exported only to the service modules and the testkit ({@code exports ... to}, see {@code module-info.java}),
 * never to an application: it is not API and may change in any release. The engine behind it,
 * {@code dev.cloudsdk.core.internal}, is exported to no module.
 */
package dev.cloudsdk.core.runtime;
