/**
 * A one-page PDF of text lines and rules, written by hand (PDF 1.4, the standard Helvetica fonts in
 * WinAnsi encoding): all a receipt needs, without a PDF library. Coordinates are points from the
 * bottom-left corner of an A4 page (595 x 842).
 */
export type PdfText = { x: number; y: number; text: string; size?: number; bold?: boolean; align?: 'left' | 'right' };
export type PdfRule = { x1: number; y: number; x2: number };

const PAGE = { width: 595, height: 842 };
/** Helvetica's widths (per 1000 em) of the printable ASCII characters, for right-aligned text. */
const HELVETICA_WIDTHS =
  '278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584'
    .split(',')
    .map(Number);

export function textWidth(text: string, size: number, bold = false): number {
  const widths = [...text].map((char) => HELVETICA_WIDTHS[char.charCodeAt(0) - 32] ?? 556);
  // Bold is a little wider; close enough for aligning a column of amounts.
  return (widths.reduce((sum, width) => sum + width, 0) * size * (bold ? 1.05 : 1)) / 1000;
}

/** Latin-1 characters as themselves, anything else as '?'; PDF string delimiters escaped. */
function pdfString(text: string): string {
  const latin1 = [...text].map((char) => (char.charCodeAt(0) <= 0xff ? char : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[\r\n]/g, ' ')})`;
}

export function pdfDocument(page: { texts: PdfText[]; rules: PdfRule[]; title: string }): Buffer {
  const content = [
    ...page.rules.map((rule) => `0.8 G 0.6 w ${rule.x1} ${rule.y} m ${rule.x2} ${rule.y} l S`),
    ...page.texts.map(({ x, y, text, size = 10, bold = false, align = 'left' }) => {
      const left = align === 'right' ? x - textWidth(text, size, bold) : x;
      return `BT /${bold ? 'F2' : 'F1'} ${size} Tf 0 g ${left.toFixed(2)} ${y} Td ${pdfString(text)} Tj ET`;
    }),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(page.title)} /Producer (Notebook) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
