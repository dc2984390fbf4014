import { describe, expect, it } from 'vitest';
import { htmlToBlocks } from './htmlBlocks.js';
import { contractPdf, contractPdfFileName } from './pdf.js';

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const CONTRACT = {
  id: 42,
  title: 'Feature: antenna matching',
  description: 'One feature article with figures.',
  siteName: 'Electronic Design Review',
  contributorName: 'Laura Chen',
  amountCents: 95000,
  rateUnit: 'article',
  paymentTerms: 'Net 30 days',
  terms: '<h2>Terms</h2><p>The contributor &amp; the publisher agree.</p><ul><li>First right</li><li>Archive</li></ul>',
  status: 3,
  sentAt: new Date('2025-06-10T15:00:00Z'),
  approved: new Date('2025-06-12T14:00:00Z'),
  signatureName: 'Laura Chen',
  approvedIp: '203.0.113.7',
  now: new Date('2025-06-15T12:00:00Z'),
};

describe('contractPdf', () => {
  it('makes a PDF naming the contract', async () => {
    const bytes = await bytesOf(await contractPdf(CONTRACT, { compress: false }));
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The document's title and subject (its Info dictionary) name the contract.
    expect(text).toMatch(/\/Title \d+ 0 R/);
    expect(text).toContain('(Feature: antenna matching)');
    expect(text).toContain('(Contract 42 with Laura Chen)');
    // Pages were drawn: the fonts of the headings and the text are in the file.
    expect(text).toContain('/BaseFont /Helvetica-Bold');
  });

  it('makes a PDF of a draft with no terms and names outside Latin-1', async () => {
    const bytes = await bytesOf(await contractPdf({ ...CONTRACT, title: 'Vertrag für 李雷', terms: null, status: 1, approved: null, signatureName: null, approvedIp: null, sentAt: null }, { compress: false }));
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('(Contract 42 with Laura Chen)');
  });

  it('names the file after the contract', () => {
    expect(contractPdfFileName(42, 'Feature: Antenna matching — für IoT!')).toBe('contract-42-feature-antenna-matching-fur-iot.pdf');
    expect(contractPdfFileName(7, '李雷')).toBe('contract-7.pdf');
  });
});

describe('htmlToBlocks', () => {
  it('lays the terms out as headings, paragraphs, list items and rules', () => {
    expect(
      htmlToBlocks('<h2>Title</h2><p>One <strong>bold</strong>\n  word &amp; more<br>next line</p><ol><li>First<ul><li>Inner</li></ul></li><li>Second</li></ol><hr><blockquote><p>Quoted</p></blockquote><p></p>'),
    ).toEqual([
      { kind: 'heading', level: 2, text: 'Title' },
      { kind: 'paragraph', text: 'One bold word & more\nnext line' },
      { kind: 'item', marker: '1.', depth: 0, text: 'First' },
      { kind: 'item', marker: '•', depth: 1, text: 'Inner' },
      { kind: 'item', marker: '2.', depth: 0, text: 'Second' },
      { kind: 'rule' },
      { kind: 'quote', text: 'Quoted' },
    ]);
  });

  it('keeps loose text as a paragraph', () => {
    expect(htmlToBlocks('Plain text only')).toEqual([{ kind: 'paragraph', text: 'Plain text only' }]);
  });
});
