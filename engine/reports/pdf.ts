// Print to PDF with Chromium through playwright-core (already the project's browser driver): one browser per
// document, closed after, so a long-running server holds no browser between copies. CHROMIUM_PATH names the
// browser where it is not /usr/bin/chromium. The driver is loaded at the first print, not with the server: it is
// about 0.4 s of CPU that a process that never prints would pay at start-up.
export async function printPdf(html: string, footerLabel: string): Promise<Buffer> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.setContent(html, { waitUntil: 'load' });
    const label = footerLabel.replace(/[&<>"']/g, '');
    return await page.pdf({
      format: 'A4',
      margin: { top: '18mm', bottom: '18mm', left: '16mm', right: '16mm' },
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate:
        `<div style="font-size:8pt;width:100%;padding:0 16mm;display:flex;justify-content:space-between">` +
        `<span>${label}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`,
    });
  } finally {
    await browser.close();
  }
}
