package org.gridbench.ui.help;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.CustomBlock;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.commonmark.node.Text;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;

/**
 * A Markdown document laid out as plain text with styled spans, for a read-only text widget: CommonMark parses it,
 * this visitor writes the text and records where headings, emphasis, code and links are. Tables (GitHub's extension)
 * are laid out in aligned columns of a fixed-width font when they are narrow, row by row when they are not.
 */
public final class MarkdownText extends AbstractVisitor {

    /** What a span of the text is. */
    public enum Kind { HEADING_1, HEADING_2, HEADING_3, STRONG, EMPHASIS, CODE, LINK }

    /** A styled span: [start, start + length) of the text; target is the link's destination for links. */
    public record Span(int start, int length, Kind kind, String target) {
    }

    /** The widest table, in characters, laid out in columns; a wider one is written row by row. */
    static final int MAX_TABLE_WIDTH = 100;

    private static final Parser PARSER = Parser.builder().extensions(List.of(TablesExtension.create())).build();

    private final StringBuilder text = new StringBuilder();
    private final List<Span> spans = new ArrayList<>();
    private String indent = "";

    private MarkdownText() {
    }

    public static MarkdownText of(String markdown) {
        MarkdownText laidOut = new MarkdownText();
        PARSER.parse(markdown).accept(laidOut);
        return laidOut;
    }

    public String text() {
        return text.toString().stripTrailing();
    }

    public List<Span> spans() {
        return List.copyOf(spans);
    }

    @Override
    public void visit(Heading heading) {
        blankLine();
        styled(heading, heading.getLevel() == 1 ? Kind.HEADING_1 : heading.getLevel() == 2 ? Kind.HEADING_2
                : Kind.HEADING_3, null);
        text.append('\n');
    }

    @Override
    public void visit(Paragraph paragraph) {
        if (!(paragraph.getParent() instanceof ListItem item && item.getFirstChild() == paragraph)) {
            blankLine();
            text.append(indent);
        }
        visitChildren(paragraph);
        text.append('\n');
    }

    @Override
    public void visit(BulletList list) {
        items(list, false);
    }

    @Override
    public void visit(OrderedList list) {
        items(list, true);
    }

    /** Each item on its own line after a bullet or its number, nested lists indented by two more spaces. */
    private void items(Node list, boolean numbered) {
        if (list.getParent() instanceof ListItem) {
            newLine();
        } else {
            blankLine();
        }
        String outer = indent;
        int number = list instanceof OrderedList ordered && ordered.getMarkerStartNumber() != null
                ? ordered.getMarkerStartNumber() : 1;
        for (Node item = list.getFirstChild(); item != null; item = item.getNext()) {
            text.append(outer).append(numbered ? (number++) + ". " : "\u2022 ");
            indent = outer + "  ";
            visitChildren(item);
            indent = outer;
        }
    }

    @Override
    public void visit(BlockQuote quote) {
        String outer = indent;
        indent = outer + "  ";
        visitChildren(quote);
        indent = outer;
    }

    @Override
    public void visit(FencedCodeBlock block) {
        codeBlock(block.getLiteral());
    }

    @Override
    public void visit(IndentedCodeBlock block) {
        codeBlock(block.getLiteral());
    }

    private void codeBlock(String literal) {
        blankLine();
        int start = text.length();
        literal.stripTrailing().lines().forEach(line -> text.append(indent).append("  ").append(line).append('\n'));
        spans.add(new Span(start, text.length() - start, Kind.CODE, null));
    }

    @Override
    public void visit(CustomBlock block) {
        if (block instanceof TableBlock table) {
            table(table);
        } else {
            visitChildren(block);
        }
    }

    /** A table in columns as wide as their widest cell, the head underlined, in the code font. */
    private void table(TableBlock table) {
        List<List<String>> rows = new ArrayList<>();
        for (Node section = table.getFirstChild(); section != null; section = section.getNext()) {
            for (Node row = section.getFirstChild(); row != null; row = row.getNext()) {
                List<String> cells = new ArrayList<>();
                for (Node cell = row.getFirstChild(); cell instanceof TableCell; cell = cell.getNext()) {
                    MarkdownText inner = new MarkdownText();
                    inner.visitChildren(cell);
                    cells.add(inner.text().strip());
                }
                rows.add(cells);
            }
        }
        int columns = rows.stream().mapToInt(List::size).max().orElse(0);
        int[] widths = new int[columns];
        rows.forEach(cells -> {
            for (int c = 0; c < cells.size(); c++) {
                widths[c] = Math.max(widths[c], cells.get(c).length());
            }
        });
        blankLine();
        if (Arrays.stream(widths).sum() + 2 * columns <= MAX_TABLE_WIDTH) {
            columns(rows, widths);
        } else {
            records(rows);
        }
    }

    /** A narrow table in columns as wide as their widest cell, the head underlined, in the code font. */
    private void columns(List<List<String>> rows, int[] widths) {
        int start = text.length();
        for (int r = 0; r < rows.size(); r++) {
            StringBuilder line = new StringBuilder(indent);
            for (int c = 0; c < rows.get(r).size(); c++) {
                line.append(String.format("%-" + (widths[c] + 2) + "s", rows.get(r).get(c)));
            }
            text.append(line.toString().stripTrailing()).append('\n');
            if (r == 0) {
                text.append(indent).append("\u2500".repeat(Math.max(1, line.length() - indent.length() - 2)))
                        .append('\n');
            }
        }
        spans.add(new Span(start, text.length() - start, Kind.CODE, null));
    }

    /** A table too wide for columns: each row's first cell in bold, then one "head: cell" line per other cell. */
    private void records(List<List<String>> rows) {
        List<String> head = rows.get(0);
        for (List<String> row : rows.subList(1, rows.size())) {
            int start = text.length();
            text.append(indent).append(row.isEmpty() ? "" : row.get(0));
            spans.add(new Span(start, text.length() - start, Kind.STRONG, null));
            text.append('\n');
            for (int c = 1; c < row.size(); c++) {
                text.append(indent).append("    ").append(c < head.size() ? head.get(c) + ": " : "")
                        .append(row.get(c)).append('\n');
            }
        }
    }

    @Override
    public void visit(ThematicBreak rule) {
        blankLine();
        text.append("\u2500".repeat(40)).append('\n');
    }

    @Override
    public void visit(Text literal) {
        text.append(literal.getLiteral());
    }

    @Override
    public void visit(Code code) {
        int start = text.length();
        text.append(code.getLiteral());
        spans.add(new Span(start, code.getLiteral().length(), Kind.CODE, null));
    }

    @Override
    public void visit(Emphasis emphasis) {
        styled(emphasis, Kind.EMPHASIS, null);
    }

    @Override
    public void visit(StrongEmphasis strong) {
        styled(strong, Kind.STRONG, null);
    }

    @Override
    public void visit(Link link) {
        styled(link, Kind.LINK, link.getDestination());
    }

    @Override
    public void visit(Image image) {
        text.append("[image: ");
        visitChildren(image);
        text.append(']');
    }

    @Override
    public void visit(SoftLineBreak lineBreak) {
        text.append(' ');
    }

    @Override
    public void visit(HardLineBreak lineBreak) {
        text.append('\n').append(indent);
    }

    private void styled(Node node, Kind kind, String target) {
        int start = text.length();
        visitChildren(node);
        spans.add(new Span(start, text.length() - start, kind, target));
    }

    private void newLine() {
        if (!text.isEmpty() && text.charAt(text.length() - 1) != '\n') {
            text.append('\n');
        }
    }

    /** Separates blocks by one empty line, none at the top. */
    private void blankLine() {
        if (text.isEmpty()) {
            return;
        }
        newLine();
        if (text.length() < 2 || text.charAt(text.length() - 2) != '\n') {
            text.append('\n');
        }
    }
}
