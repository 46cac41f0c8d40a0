import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { Lexer, type Token, type Tokens } from 'marked';

/**
 * Renders a kit's Markdown guide as the A4 PDF the shopper downloads: a cover (brand, category, title,
 * subtitle), then the guide with the shop's own typefaces (Poppins headings, Inter text), lists,
 * quotes and real tables, and a footer with the kit's title and "Page n of N" on every inner page.
 * Deterministic: the same guide gives the same bytes, so the built figures (pages, size) are stable.
 * The space above each footer and on the cover is left for the buyer's stamp (`stamp-pdf.ts`).
 */

export interface GuideCover {
  title: string;
  subtitle: string;
  category: string;
}

/** The shop's name as its pages print it (design-system/src/seo/site.ts). */
export const BRAND = 'Profit';

/** Where the buyer's stamp goes, shared with the stamper so that it lands in the space left for it. */
export const PAGE = { width: 595.28, height: 841.89, margin: 64, footerY: 841.89 - 44 } as const;
export const COVER_STAMP_Y = 700;

const COLOURS = {
  ink: '#0b1220',
  inkRaised: '#141c2b',
  text: '#141c2b',
  muted: '#4b5567',
  onInkMuted: '#cdd3dc',
  rule: '#cdd3dc',
  sunken: '#f5f7fa',
  brand: '#4fd869',
  brandStrong: '#1f7a34',
} as const;

const require = createRequire(import.meta.url);
const font = (file: string): string => require.resolve(`@fontsource/${file.split('-')[0]}/files/${file}.woff`);
const FONTS = {
  body: font('inter-latin-400-normal'),
  bodyItalic: font('inter-latin-400-italic'),
  bodyStrong: font('inter-latin-600-normal'),
  heading: font('poppins-latin-600-normal'),
  display: font('poppins-latin-700-normal'),
} as const;
type FontName = keyof typeof FONTS;

/**
 * The fonts are the latin subsets the site ships: the few signs of the guides outside it are drawn
 * with their nearest latin sign, and pictographs (emoji) are left out rather than shown as boxes.
 */
const SUBSTITUTES: Record<string, string> = { '→': '›' };
export function printable(text: string): string {
  return text
    .replace(/[→]/g, (sign) => SUBSTITUTES[sign] ?? sign)
    .replace(/[^\n\u0020-\u00ff\u0131\u0152\u0153\u02c6\u02dc\u2000-\u206f\u20ac\u2122\u2212]/gu, '')
    .replace(/ {2,}/g, ' ');
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decode = (text: string): string =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

interface Run {
  text: string;
  font: FontName;
  color?: string;
}

/** Inline Markdown (bold, italics, code, links) as runs of one font each. */
function runsOf(tokens: readonly Token[] | undefined, base: FontName = 'body'): Run[] {
  return (tokens ?? []).flatMap((token): Run[] => {
    switch (token.type) {
      case 'strong':
        return runsOf((token as Tokens.Strong).tokens, 'bodyStrong');
      case 'em':
        return runsOf((token as Tokens.Em).tokens, base === 'bodyStrong' ? 'bodyStrong' : 'bodyItalic');
      case 'codespan':
        return [{ text: decode((token as Tokens.Codespan).text), font: 'bodyStrong', color: COLOURS.brandStrong }];
      case 'link':
        return runsOf((token as Tokens.Link).tokens, base);
      case 'br':
        return [{ text: '\n', font: base }];
      case 'text': {
        const text = token as Tokens.Text;
        return text.tokens ? runsOf(text.tokens, base) : [{ text: decode(text.text), font: base }];
      }
      default:
        return 'text' in token && typeof token.text === 'string' ? [{ text: decode(token.text), font: base }] : [];
    }
  });
}

const plainText = (tokens: readonly Token[] | undefined): string =>
  printable(
    runsOf(tokens)
      .map((run) => run.text)
      .join(''),
  );

type Doc = InstanceType<typeof PDFDocument>;

class GuideWriter {
  private readonly left = PAGE.margin;
  private readonly width = PAGE.width - 2 * PAGE.margin;

  constructor(private readonly doc: Doc) {}

  /** Starts a new page when less than `height` is left, so a heading never ends a page alone. */
  private keep(height: number): void {
    if (this.doc.y + height > PAGE.height - this.doc.page.margins.bottom) this.doc.addPage();
  }

  private runs(runs: Run[], options: PDFKit.Mixins.TextOptions & { x?: number; size?: number }): void {
    const { x = this.left, size = 10.5, ...text } = options;
    const width = text.width ?? this.width - (x - this.left);
    const printed = runs.map((run) => ({ ...run, text: printable(run.text) })).filter((run) => run.text);
    this.doc.x = x;
    printed.forEach((run, index) => {
      this.doc
        .font(FONTS[run.font])
        .fontSize(size)
        .fillColor(run.color ?? COLOURS.text);
      this.doc.text(run.text, {
        lineGap: 4,
        ...text,
        width,
        continued: index < printed.length - 1,
      });
    });
  }

  block(token: Token): void {
    const doc = this.doc;
    switch (token.type) {
      case 'heading': {
        const heading = token as Tokens.Heading;
        const size = heading.depth <= 2 ? 17 : 13;
        doc.moveDown(heading.depth <= 2 ? 1.1 : 0.6);
        this.keep(size * 5);
        doc
          .font(FONTS.heading)
          .fontSize(size)
          .fillColor(COLOURS.ink)
          .text(plainText(heading.tokens), this.left, doc.y, { width: this.width });
        if (heading.depth <= 2) {
          doc
            .moveTo(this.left, doc.y + 4)
            .lineTo(this.left + 32, doc.y + 4)
            .lineWidth(2)
            .strokeColor(COLOURS.brand)
            .stroke();
          doc.moveDown(0.6);
        }
        doc.moveDown(0.3);
        return;
      }
      case 'paragraph':
        this.runs(runsOf((token as Tokens.Paragraph).tokens), {});
        doc.moveDown(0.7);
        return;
      case 'list':
        this.list(token as Tokens.List);
        doc.moveDown(0.5);
        return;
      case 'blockquote':
        this.quote(token as Tokens.Blockquote);
        return;
      case 'table':
        this.table(token as Tokens.Table);
        return;
      case 'code': {
        const code = token as Tokens.Code;
        doc.font('Courier').fontSize(9.5);
        const height = doc.heightOfString(code.text, { width: this.width - 24 }) + 20;
        this.keep(height);
        const top = doc.y;
        doc.rect(this.left, top, this.width, height).fill(COLOURS.sunken);
        doc.fillColor(COLOURS.text).text(printable(code.text), this.left + 12, top + 10, { width: this.width - 24 });
        doc.y = top + height;
        doc.moveDown(0.7);
        return;
      }
      case 'hr':
        doc.moveDown(0.5);
        doc
          .moveTo(this.left, doc.y)
          .lineTo(this.left + this.width, doc.y)
          .lineWidth(0.5)
          .strokeColor(COLOURS.rule)
          .stroke();
        doc.moveDown(1);
        return;
      default:
        return;
    }
  }

  private list(list: Tokens.List): void {
    const doc = this.doc;
    const indent = 20;
    list.items.forEach((item, index) => {
      const inline = item.tokens.flatMap((child) =>
        child.type === 'text' || child.type === 'paragraph' ? runsOf((child as Tokens.Text).tokens ?? [child]) : [],
      );
      this.keep(30);
      const top = doc.y;
      if (list.ordered) {
        doc
          .font(FONTS.bodyStrong)
          .fontSize(10.5)
          .fillColor(COLOURS.brandStrong)
          .text(`${Number(list.start || 1) + index}.`, this.left, top, { width: indent, lineBreak: false });
      } else {
        doc.circle(this.left + 4, top + 7, 2.2).fill(COLOURS.brand);
      }
      doc.y = top;
      this.runs(inline, { x: this.left + indent });
      for (const nested of item.tokens.filter((child) => child.type === 'list')) this.list(nested as Tokens.List);
      doc.moveDown(0.25);
    });
  }

  private quote(quote: Tokens.Blockquote): void {
    const doc = this.doc;
    const paragraphs = quote.tokens.filter((child) => child.type === 'paragraph') as Tokens.Paragraph[];
    const inset = 16;
    const width = this.width - inset - 12;
    doc.font(FONTS.body).fontSize(10.5);
    const height =
      paragraphs.reduce((sum, p) => sum + doc.heightOfString(plainText(p.tokens), { width, lineGap: 4 }) + 6, 0) + 16;
    this.keep(Math.min(height, 300));
    const top = doc.y;
    doc.rect(this.left, top, this.width, height).fill(COLOURS.sunken);
    doc.rect(this.left, top, 3, height).fill(COLOURS.brand);
    doc.y = top + 8;
    for (const paragraph of paragraphs) {
      this.runs(runsOf(paragraph.tokens), { x: this.left + inset, width });
      doc.y += 6;
    }
    doc.y = Math.max(doc.y, top + height);
    doc.x = this.left;
    doc.moveDown(0.8);
  }

  private table(table: Tokens.Table): void {
    const doc = this.doc;
    this.keep(80);
    const cell = (text: string, header: boolean) => ({
      text: printable(text),
      type: header ? ('TH' as const) : ('TD' as const),
      font: { src: header ? FONTS.bodyStrong : FONTS.body, size: header ? 9.5 : 9.5 },
      textColor: header ? '#ffffff' : COLOURS.text,
      backgroundColor: header ? COLOURS.inkRaised : undefined,
    });
    doc.table({
      position: { x: this.left, y: doc.y },
      maxWidth: this.width,
      defaultStyle: {
        padding: [6, 8],
        border: { bottom: 0.5 },
        borderColor: COLOURS.rule,
      },
      data: [
        table.header.map((header) => cell(plainText(header.tokens), true)),
        ...table.rows.map((row) => row.map((column) => cell(plainText(column.tokens), false))),
      ],
    });
    doc.x = this.left;
    doc.moveDown(1);
  }
}

function drawCover(doc: Doc, cover: GuideCover): void {
  const left = PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  // The cover is drawn to its edges: no text on it may start a new page.
  doc.page.margins.bottom = 0;
  doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOURS.ink);
  doc.rect(0, 0, PAGE.width, 6).fill(COLOURS.brand);
  doc.font(FONTS.display).fontSize(20).fillColor(COLOURS.brand).text(BRAND, left, 72, { lineBreak: false });
  doc
    .font(FONTS.bodyStrong)
    .fontSize(9)
    .fillColor(COLOURS.onInkMuted)
    .text(`${cover.category.toUpperCase()}  ·  KIT GUIDE`, left, 250, { characterSpacing: 1.6, width });
  doc
    .font(FONTS.display)
    .fontSize(38)
    .fillColor('#ffffff')
    .text(printable(cover.title), left, 276, { width, lineGap: 2 });
  doc
    .moveTo(left, doc.y + 14)
    .lineTo(left + 56, doc.y + 14)
    .lineWidth(3)
    .strokeColor(COLOURS.brand)
    .stroke();
  doc
    .font(FONTS.body)
    .fontSize(13)
    .fillColor(COLOURS.onInkMuted)
    .text(printable(cover.subtitle), left, doc.y + 34, { width: width * 0.86, lineGap: 5 });
  doc
    .moveTo(left, COVER_STAMP_Y - 18)
    .lineTo(left + width, COVER_STAMP_Y - 18)
    .lineWidth(0.5)
    .strokeColor(COLOURS.muted)
    .stroke();
  doc
    .font(FONTS.body)
    .fontSize(9)
    .fillColor(COLOURS.onInkMuted)
    .text(`${BRAND} · practical kits for young Indian entrepreneurs`, left, PAGE.height - 72, {
      width,
      lineBreak: false,
    });
}

/** Page numbers and the running title, written once every page exists. */
function drawFooters(doc: Doc, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start + 1; index < start + count; index += 1) {
    doc.switchToPage(index);
    doc.page.margins.bottom = 0;
    const y = PAGE.footerY;
    doc
      .moveTo(PAGE.margin, y - 10)
      .lineTo(PAGE.width - PAGE.margin, y - 10)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc
      .font(FONTS.body)
      .fontSize(8)
      .fillColor(COLOURS.muted)
      .text(`${BRAND} · ${printable(title)}`, PAGE.margin, y, { lineBreak: false });
    const label = `Page ${index + 1} of ${count}`;
    doc.text(label, PAGE.width - PAGE.margin - doc.widthOfString(label), y, { lineBreak: false });
  }
}

/** The guide's PDF. The Markdown's own first heading is the cover's title, so it is not repeated. */
export function renderGuidePdf(markdown: string, cover: GuideCover): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    bufferPages: true,
    margins: { top: 72, bottom: 88, left: PAGE.margin, right: PAGE.margin },
    info: { Title: cover.title, Author: BRAND, Subject: cover.subtitle, CreationDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawCover(doc, cover);
  doc.addPage();
  const writer = new GuideWriter(doc);
  const tokens = new Lexer().lex(markdown);
  const firstHeading = tokens.findIndex((token) => token.type === 'heading' && (token as Tokens.Heading).depth === 1);
  tokens.forEach((token, index) => {
    if (index !== firstHeading) writer.block(token);
  });
  drawFooters(doc, cover.title);
  doc.end();
  return done;
}
