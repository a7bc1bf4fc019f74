package org.gridbench.ui.editors.diagram;

import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

/** The labelled value fields of the pages (Enter applies the value typed), and the short numbers they show. */
public final class Fields {

    private Fields() {
    }

    /**
     * A label and a text field; Enter passes the stripped text to {@code apply}, and {@code onBadNumber} runs when
     * {@code apply} finds no number in it (the page shows the document's value again).
     */
    public static Text field(Composite parent, String label, Consumer<String> apply, Runnable onBadNumber) {
        new Label(parent, SWT.NONE).setText(label);
        Text text = new Text(parent, SWT.BORDER | SWT.SINGLE);
        if (parent.getLayout() instanceof GridLayout) {
            text.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        } else {
            text.setLayoutData(new RowData(70, SWT.DEFAULT));
        }
        text.addListener(SWT.DefaultSelection, e -> {
            try {
                apply.accept(text.getText().strip());
            } catch (NumberFormatException ex) {
                onBadNumber.run();
            }
        });
        return text;
    }

    /** A short number: four significant digits, no trailing zeros, exponent form when large or small. */
    public static String number(double x) {
        if (Double.isNaN(x)) {
            return "?";
        }
        if (x != 0 && (Math.abs(x) >= 1e5 || Math.abs(x) < 1e-3)) {
            return String.format(Locale.ROOT, "%.3e", x).replaceAll("\\.?0+e", "e");
        }
        String s = String.format(Locale.ROOT, "%.4g", x);
        return s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
    }
}
