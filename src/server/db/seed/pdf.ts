/**
 * A tiny but valid one-page PDF (Helvetica text, correct cross-reference table), so that the
 * seeded documents and white papers have a real file to download.
 */
function pdfString(text: string): string {
  // Non-ASCII characters are replaced: the standard Type 1 fonts only cover WinAnsi.
  return `(${text.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, (ch) => `\\${ch}`)})`;
}

/** Wraps text at roughly `width` characters on word boundaries. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function tinyPdf(title: string, paragraphs: readonly string[]): Uint8Array {
  const ops = ['BT', '/F1 18 Tf', '72 740 Td', ...wrap(title, 52).flatMap((l) => [`${pdfString(l)} Tj`, '0 -24 Td'])];
  ops.push('/F1 11 Tf', '0 -8 Td');
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 90)) ops.push(`${pdfString(line)} Tj`, '0 -15 Td');
    ops.push('0 -9 Td');
  }
  ops.push('ET');
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
