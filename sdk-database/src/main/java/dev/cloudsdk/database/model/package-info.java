/**
 * Records and requests of the managed database service.
 *
 * <p>Response records hold what the server sent: a scalar or object component is {@code null} when the server
 * left it out, a list is never {@code null}. Unknown fields are ignored. Status fields are strings: the API does
 * not list their values.
 */
package dev.cloudsdk.database.model;
