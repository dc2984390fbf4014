import type PDFKitDocument from 'pdfkit';

/**
 * pdfkit (with fontkit) costs ~130 ms and ~30 MiB when imported: loaded at the first PDF, not at
 * start-up, so a node that never prints a contract never pays for it.
 */
let pdfkit: Promise<typeof PDFKitDocument> | null = null;
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((module) => module.default));
import { CONTRACT_STATUS, CONTRACT_STATUS_LABELS, formatContractDateTime, formatRate, isContractStatus } from '../../../shared/contracts.js';
import { htmlToBlocks } from './htmlBlocks.js';

/**
 * A contract as a PDF (docs/contracts.md "PDF"), made with pdfkit and handed out as a stream: the
 * title, the parties, the rate and payment terms, the description, the terms (their HTML laid out
 * as headings, paragraphs and lists of text) and the approval record. The standard PDF fonts cover
 * Latin-1 (WinAnsi); other characters are replaced by '?', so the file never breaks on a name.
 */
export interface ContractPdfInput {
  id: number;
  title: string;
  description: string | null;
  siteName: string;
  contributorName: string;
  amountCents: number | null;
  rateUnit: string;
  paymentTerms: string | null;
  terms: string | null;
  status: number;
  sentAt: Date | null;
  approved: Date | null;
  signatureName: string | null;
  approvedIp: string | null;
  /** When the file is made (its footer). */
  now: Date;
}

const INK = '#1f2933';
const MUTED = '#5f6b7a';
const HEADING_SIZES: Record<number, number> = { 1: 16, 2: 15, 3: 13, 4: 12 };

/** WinAnsi only: what the standard fonts can draw (typographic quotes and dashes are in it). */
const printable = (text: string): string => text.normalize('NFC').replace(/[^\u0009\u000a\u0020-\u007e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');

/** Starts the PDF and returns it as a readable stream (ended: it holds the whole file once read). */
export async function contractPdf(input: ContractPdfInput, { compress = true }: { compress?: boolean } = {}): Promise<PDFKit.PDFDocument> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    compress,
    info: { Title: printable(input.title), Author: printable(input.siteName), Subject: `Contract ${input.id} with ${printable(input.contributorName)}`, Creator: printable(input.siteName) },
  });
  const write = (text: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(printable(text), options);
  const label = (name: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED);
    write(`${name}: `, { continued: true });
    doc.font('Helvetica').fillColor(INK);
    write(value || '—');
  };
  const section = (title: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(INK);
    write(title);
    doc.moveDown(0.3);
  };

  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  write(`${input.siteName} · Contract ${input.id}`);
  doc.moveDown(0.4).font('Helvetica-Bold').fontSize(20).fillColor(INK);
  write(input.title);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(MUTED);
  const status = isContractStatus(input.status) ? CONTRACT_STATUS_LABELS[input.status] : String(input.status);
  write(`Status: ${status}${input.sentAt ? ` · Sent ${formatContractDateTime(input.sentAt)}` : ''}`);

  section('Parties');
  label('Publisher', input.siteName);
  label('Contributor', input.contributorName);

  section('Payment');
  label('Rate', formatRate(input.amountCents, input.rateUnit));
  label('Payment terms', input.paymentTerms ?? '');

  if (input.description) {
    section('Description');
    doc.font('Helvetica').fontSize(10.5).fillColor(INK);
    write(input.description);
  }

  section('Terms');
  const blocks = htmlToBlocks(input.terms ?? '');
  if (blocks.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(10.5).fillColor(MUTED);
    write('No terms were written.');
  }
  for (const block of blocks) {
    if (block.kind === 'rule') {
      doc.moveDown(0.4);
      const y = doc.y;
      doc.moveTo(doc.page.margins.left, y).lineTo(doc.page.width - doc.page.margins.right, y).strokeColor('#c5ccd3').lineWidth(0.5).stroke();
      doc.moveDown(0.6);
      continue;
    }
    if (block.kind === 'heading') {
      doc.moveDown(0.5).font('Helvetica-Bold').fontSize(HEADING_SIZES[block.level] ?? 12).fillColor(INK);
      write(block.text);
      doc.moveDown(0.2);
      continue;
    }
    doc.fontSize(10.5).fillColor(INK);
    if (block.kind === 'item') {
      const indent = 14 + block.depth * 16;
      doc.font('Helvetica');
      write(block.marker ? `${block.marker} ${block.text}` : block.text, { indent: block.marker ? indent : indent + 10, paragraphGap: 3 });
      continue;
    }
    doc.font(block.kind === 'quote' ? 'Helvetica-Oblique' : 'Helvetica');
    write(block.text, { paragraphGap: 6, ...(block.kind === 'quote' ? { indent: 18 } : {}) });
  }

  section('Approval');
  if (input.status === CONTRACT_STATUS.approved && input.approved) {
    label('Approved by', `${input.signatureName ?? ''} (typed as signature)`);
    label('Date and time', `${formatContractDateTime(input.approved)} (${input.approved.toISOString().replace('T', ' ').slice(0, 19)} UTC)`);
    label('IP address', input.approvedIp ?? '');
  } else {
    doc.font('Helvetica-Oblique').fontSize(10.5).fillColor(MUTED);
    write('Not approved yet.');
  }

  doc.moveDown(1.5).font('Helvetica').fontSize(8).fillColor(MUTED);
  write(`Made ${formatContractDateTime(input.now)} by ${input.siteName}.`);
  doc.end();
  return doc;
}

/** The file's name: 'contract-12-feature-antenna-matching.pdf'. */
export function contractPdfFileName(id: number, title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `contract-${id}${slug ? `-${slug}` : ''}.pdf`;
}
