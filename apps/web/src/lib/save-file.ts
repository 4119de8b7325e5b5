/** Hands a downloaded file to the browser's own download, under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click starts the download synchronously; the URL is no longer needed after this task.
  setTimeout(() => URL.revokeObjectURL(url));
}
