import { demoPdf } from './demo-pdf';

describe('the seed’s demo PDF', () => {
  const pdf = demoPdf('Chest pain (KFP): slides', ['Presented by Dr Priya Raman.', 'Hannah O’Connell']).toString(
    'latin1',
  );

  test('is a PDF whose cross-reference table points at each object, and startxref at the table', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
  });

  test('its page stream is as long as it says, its text escaped and ASCII only', () => {
    const [, length, stream] = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf)!;
    expect(Buffer.byteLength(stream!, 'latin1')).toBe(Number(length));
    expect(stream).toContain('(Chest pain \\(KFP\\): slides) Tj');
    expect(stream).toContain("(Hannah O-Connell) '");
  });
});
