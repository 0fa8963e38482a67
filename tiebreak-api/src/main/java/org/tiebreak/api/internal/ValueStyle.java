package org.tiebreak.api.internal;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.immutables.value.Value;

/**
 * How the API's value types are generated: hidden implementations, JDK collections. Not exported:
 * nothing here is API.
 */
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Retention(RetentionPolicy.SOURCE)
@Value.Style(
    visibility = Value.Style.ImplementationVisibility.PACKAGE,
    overshadowImplementation = true,
    jdkOnly = true,
    strictBuilder = true,
    allowedClasspathAnnotations = {Override.class},
    defaults = @Value.Immutable(copy = false))
public @interface ValueStyle {}
