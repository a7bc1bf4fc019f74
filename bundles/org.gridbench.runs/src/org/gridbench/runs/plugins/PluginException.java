package org.gridbench.runs.plugins;

/** A plug-in cannot be installed, removed or read; the message says which file or id, and why. Nothing was changed. */
public final class PluginException extends Exception {
    private static final long serialVersionUID = 1L;

    public PluginException(String message) {
        super(message);
    }

    public PluginException(String message, Throwable cause) {
        super(message, cause);
    }
}
