/** Opens a file the API pointed at (a same-site /uploads path) for download. */
export function openFile(filePath: string, fileName?: string) {
  const a = document.createElement('a');
  a.href = filePath;
  if (fileName) a.download = fileName;
  a.target = '_blank';
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
