/** Hands `text` to the browser as a CSV file named `fileName` (built here from the report's rows; no call). */
export function saveCsv(fileName: string, text: string): void {
  const objectUrl = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  }
}
