package org.gridbench.ui.layout;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.model.application.ui.basic.MPartStack;
import org.eclipse.e4.ui.model.application.ui.basic.MWindow;
import org.eclipse.e4.ui.workbench.modeling.EModelService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;

/**
 * How the window's views are arranged: the share of each sash container's children, the stack each view is in, the view
 * in front of each stack, and the views that are closed. The editors' stack (scenario editors, Help) is not part of it beyond its
 * share: its tabs stay as they are whatever the arrangement. Written as text, one {@code kind:id=value} line each, for the preferences.
 */
public record Arrangement(Map<String, String> shares, Map<String, String> front, Set<String> closed,
        Map<String, String> places) {

    private static final String OURS = "org.gridbench.ui.";
    private static final String EDITORS = "org.gridbench.ui.partstack.editors";

    public Arrangement {
        shares = Map.copyOf(shares);
        front = Map.copyOf(front);
        closed = Set.copyOf(closed);
        places = Map.copyOf(places);
    }

    /** The window's arrangement now. */
    public static Arrangement of(MWindow window, EModelService models) {
        Map<String, String> shares = new LinkedHashMap<>();
        Map<String, String> front = new LinkedHashMap<>();
        Set<String> closed = new LinkedHashSet<>();
        Map<String, String> places = new LinkedHashMap<>();
        for (MUIElement element : models.findElements(window, null, MUIElement.class)) {
            String id = element.getElementId();
            if (id == null || !id.startsWith(OURS)) {
                continue;
            }
            if (element instanceof MPart part) {
                if (isView(part) && !part.isToBeRendered()) {
                    closed.add(id);
                }
                if (isView(part) && part.getParent().getElementId() != null) {
                    places.put(id, part.getParent().getElementId());
                }
            } else if (element.getContainerData() != null) {
                shares.put(id, element.getContainerData());
            }
            if (element instanceof MPartStack stack && !EDITORS.equals(id)
                    && stack.getSelectedElement() instanceof MPart part) {
                front.put(id, part.getElementId());
            }
        }
        return new Arrangement(shares, front, closed, places);
    }

    /** Puts this arrangement on the window: views moved home, shares, closed and reopened views, views in front. */
    public void applyTo(MWindow window, EModelService models) {
        EPartService parts = window.getContext().get(EPartService.class);
        places.forEach((partId, stackId) -> {
            if (models.find(partId, window) instanceof MPart part && models.find(stackId, window) instanceof MPartStack
                    stack && (part.getParent() == null || !stackId.equals(part.getParent().getElementId()))) {
                models.move(part, stack);
            }
        });
        shares.forEach((id, share) -> {
            MUIElement element = models.find(id, window);
            if (element != null) {
                element.setContainerData(share);
            }
        });
        for (MPart part : models.findElements(window, null, MPart.class)) {
            if (!isView(part)) {
                continue;
            }
            String id = part.getElementId();
            if (closed.contains(id) && part.isToBeRendered()) {
                parts.hidePart(part);
            } else if (!closed.contains(id) && !part.isToBeRendered()) {
                part.setToBeRendered(true);
            }
        }
        front.forEach((stackId, partId) -> {
            if (models.find(stackId, window) instanceof MPartStack stack
                    && models.find(partId, stack) instanceof MPart part && part.isToBeRendered()) {
                stack.setSelectedElement(part);
            }
        });
    }

    /** A view of the window: one of ours and not in the editors' stack (scenario editors, Help), whose tabs come and go. */
    private static boolean isView(MPart part) {
        String id = part.getElementId();
        return id != null && id.startsWith(OURS) && part.getParent() != null
                && !EDITORS.equals(part.getParent().getElementId());
    }

    /** This arrangement with other shares, views in front and closed views put over it; the places are kept. */
    public Arrangement with(Map<String, String> moreShares, Map<String, String> moreFront, Set<String> moreClosed) {
        Map<String, String> s = new LinkedHashMap<>(shares);
        s.putAll(moreShares);
        Map<String, String> f = new LinkedHashMap<>(front);
        f.putAll(moreFront);
        Set<String> c = new LinkedHashSet<>(closed);
        c.addAll(moreClosed);
        return new Arrangement(s, f, c, places);
    }

    /** As lines {@code share:ID=VALUE}, {@code front:STACK=PART}, {@code closed:PART} and {@code place:PART=STACK}. */
    public String text() {
        StringBuilder text = new StringBuilder();
        shares.forEach((id, share) -> text.append("share:").append(id).append('=').append(share).append('\n'));
        front.forEach((stack, part) -> text.append("front:").append(stack).append('=').append(part).append('\n'));
        closed.forEach(part -> text.append("closed:").append(part).append('\n'));
        places.forEach((part, stack) -> text.append("place:").append(part).append('=').append(stack).append('\n'));
        return text.toString();
    }

    /** Reads {@link #text()}; a line of another form is skipped, so a damaged entry loses only itself. */
    public static Arrangement parse(String text) {
        Map<String, String> shares = new LinkedHashMap<>();
        Map<String, String> front = new LinkedHashMap<>();
        Set<String> closed = new LinkedHashSet<>();
        Map<String, String> places = new LinkedHashMap<>();
        for (String line : text.lines().toList()) {
            int colon = line.indexOf(':');
            int equals = line.indexOf('=');
            String kind = colon < 0 ? "" : line.substring(0, colon);
            if (kind.equals("closed") && equals < 0) {
                closed.add(line.substring(colon + 1));
            } else if (equals > colon + 1 && kind.equals("share")) {
                shares.put(line.substring(colon + 1, equals), line.substring(equals + 1));
            } else if (equals > colon + 1 && kind.equals("front")) {
                front.put(line.substring(colon + 1, equals), line.substring(equals + 1));
            } else if (equals > colon + 1 && kind.equals("place")) {
                places.put(line.substring(colon + 1, equals), line.substring(equals + 1));
            }
        }
        return new Arrangement(shares, front, closed, places);
    }
}
