package org.gridbench.model.internal.json;

/** An object or array still open while parsing, remembered to explain where an unclosed one began. */
record Opening(String kind, char closer, String path, Position at) {
}
