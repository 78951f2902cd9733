import PDFDocument from 'pdfkit';
import type { AddressData } from 'shared/server';
import { groupedAmount, printedDate } from '../../lib/erp-values';
import type { Company } from '../data/companies';

export type Pdf = InstanceType<typeof PDFDocument>;

export const PAGE = { left: 50, right: 562, top: 50, bottom: 742 } as const;

/** Renders a PDF in memory; pdfkit streams, so the chunks are collected until 'end'. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: PAGE.left,
      autoFirstPage: false,
      info: { Title: title, Author: 'Invoice portal sandbox ERP' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

/**
 * The built-in PDF fonts only cover Latin-1, so other scripts (the Japanese
 * name_2) are left out rather than printed as garbage.
 */
export function printable(text: string | undefined): string {
  return (text ?? '').replace(/[^\x20-\x7E\xA0-\xFF]/g, '').replace(/\s+/g, ' ').trim();
}

export const money = (value: number, currency: string) => `${groupedAmount(value)} ${currency}`;
export const day = (value: string) => printedDate(value);

export function addressLines(address: AddressData): string[] {
  return [
    address.name,
    address.name_2,
    address.street,
    address.district,
    // US, Canadian and German regions are letter codes worth printing; Japanese ones are numbers.
    /^[A-Z]{2}$/.test(address.region) ? `${address.postal_code_city}, ${address.region}` : address.postal_code_city,
    address.country,
  ]
    .map(printable)
    .filter((line) => line !== '');
}

/** Brand name and address at the top left of a page; returns the y below it. */
export function brandHeader(doc: Pdf, company: Company): number {
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#12355b').text(printable(company.brand), PAGE.left, PAGE.top);
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  for (const line of addressLines(company.address).slice(1)) doc.text(line);
  return doc.y + 16;
}

export function addressBox(doc: Pdf, label: string, address: AddressData, x: number, y: number): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#12355b').text(label, x, y, { width: 240 });
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  for (const line of addressLines(address)) doc.text(line, x, doc.y, { width: 240 });
  return doc.y;
}

export interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** One table row at y; every cell is a single line. Returns the next row's y. */
export function row(doc: Pdf, columns: readonly Column[], cells: readonly string[], y: number, bold = false): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor('#000000');
  let x = PAGE.left;
  columns.forEach((col, i) => {
    doc.text(cells[i] ?? '', x, y, { width: col.width - 6, align: col.align ?? 'left', lineBreak: false, ellipsis: true });
    x += col.width;
  });
  return y + 15;
}

export function rule(doc: Pdf, y: number): void {
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
}

export function footer(doc: Pdf, text: string): void {
  doc.font('Helvetica').fontSize(8).fillColor('#777777').text(text, PAGE.left, PAGE.bottom - 10, {
    width: PAGE.right - PAGE.left,
    align: 'center',
    lineBreak: false,
  });
}
