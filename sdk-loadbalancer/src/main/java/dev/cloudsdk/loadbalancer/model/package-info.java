/**
 * Records, requests and enums of the load balancing service.
 *
 * <p>Response records hold what the server sent. The API marks no response field as required, so a scalar
 * component is {@code null} when the server left it out; a list component is never {@code null} (empty instead).
 * Unknown fields are ignored. {@link dev.cloudsdk.loadbalancer.model.Protocol} and
 * {@link dev.cloudsdk.loadbalancer.model.LbAlgorithm} read a value added to the API later as
 * {@code UNKNOWN_TO_SDK_VERSION}, and the record keeps the text in its {@code ...AsString()} component.
 * Status fields are strings: the API does not list their values.
 */
package dev.cloudsdk.loadbalancer.model;
