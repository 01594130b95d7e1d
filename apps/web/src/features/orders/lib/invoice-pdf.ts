/** Spec 2 §9: landscape, 720 × 420 px, image scale 2, file invoice.pdf. */
export const invoicePdf = { width: 720, height: 420, scale: 2, fileName: 'invoice.pdf', header: 28, margin: 12 } as const;

/**
 * Makes invoice.pdf in the browser (spec 2 §7 "Invoice PDF export is done locally"):
 * the invoice element captured by html2canvas at scale 2, laid on landscape
 * 720 × 420 px pages under a text header that carries the invoice number as real
 * text (searchable, copyable). jspdf and html2canvas load only when asked.
 */
export async function downloadInvoicePdf(element: HTMLElement, headerText: string, invoiceNumber: string): Promise<void> {
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import('jspdf'), import('html2canvas')]);
  const canvas = await html2canvas(element, { scale: invoicePdf.scale, backgroundColor: '#ffffff', useCORS: true, logging: false });
  const { width, height, header, margin } = invoicePdf;
  const doc = new jsPDF({ orientation: 'landscape', unit: 'px', format: [width, height], hotfixes: ['px_scaling'], compress: false });
  doc.setProperties({ title: headerText, subject: invoiceNumber });

  const imageWidth = width - margin * 2;
  const imageHeight = (canvas.height * imageWidth) / canvas.width;
  const room = height - header - margin;
  const image = canvas.toDataURL('image/png');
  const pages = Math.max(1, Math.ceil(imageHeight / room));
  for (let page = 0; page < pages; page++) {
    if (page > 0) doc.addPage([width, height], 'landscape');
    // Each page shows the next slice of the capture below the header.
    doc.addImage(image, 'PNG', margin, header - page * room, imageWidth, imageHeight, undefined, 'FAST');
    doc.setFillColor(255, 255, 255);
    doc.rect(0, 0, width, header, 'F');
    doc.rect(0, height - margin, width, margin, 'F');
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.setTextColor(20, 20, 20);
    doc.text(headerText, margin, header - 10);
    if (pages > 1) {
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(9);
      doc.text(`${page + 1} / ${pages}`, width - margin, header - 10, { align: 'right' });
    }
  }
  doc.save(invoicePdf.fileName);
}
