/**
 * Hands a text file the console received (a CSV the server wrote) to the browser's downloads, under
 * `fileName`: a link to it is clicked and its object URL let go afterwards.
 */
export function saveTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns: the URL is let go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
