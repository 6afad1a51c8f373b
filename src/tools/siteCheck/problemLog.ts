/**
 * Problems in report order. The same problem on many pages (a broken link in the navigation, say)
 * becomes one line that names how many pages and the first few.
 */
export class ProblemLog {
  private readonly pagesByMessage = new Map<string, string[]>();

  /** A problem that names its page itself. */
  add(message: string): void {
    if (!this.pagesByMessage.has(message)) this.pagesByMessage.set(message, []);
  }

  /** A problem that may repeat on other pages. */
  addOnPage(message: string, page: string): void {
    const pages = this.pagesByMessage.get(message);
    if (pages) pages.push(page);
    else this.pagesByMessage.set(message, [page]);
  }

  lines(): string[] {
    return [...this.pagesByMessage].map(([message, pages]) => {
      if (pages.length === 0) return message;
      if (pages.length === 1) return `${pages[0]}: ${message}`;
      const shown = pages.slice(0, 3).join(', ');
      return `${message} (on ${pages.length} pages: ${shown}${pages.length > 3 ? ', ...' : ''})`;
    });
  }
}
